import type { SiteConfig } from '../config/schema.js';

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The analytics script of production pages: async, so a CDN that never answers cannot hold the page's load event. */
export function analyticsHead(config: SiteConfig): string {
  if (!config.analytics) return '';
  return `<script async data-domain="${attr(config.analytics.domain)}" src="${attr(config.analytics.script)}"></script>`;
}
