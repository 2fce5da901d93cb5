import type { Site } from '../site/site-types.js';
import { hrefOfRoute } from '../content/route-of-file.js';

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `sitemap.xml`: every canonical page (aliases point elsewhere, search and 404 are not content). */
export function sitemapXml(site: Site): string {
  const origin = site.config.url.replace(/\/$/, '');
  const urls = [...site.routes.values()]
    .filter((r) => r.kind === 'doc' || r.kind === 'page' || r.kind === 'tags' || r.kind === 'tag' || r.kind.startsWith('blog-'))
    .map((r) => `  <url><loc>${xmlEscape(origin + hrefOfRoute(r.route, site.config.baseUrl))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(site: Site): string {
  const origin = site.config.url.replace(/\/$/, '');
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}${site.config.baseUrl}sitemap.xml\n`;
}
