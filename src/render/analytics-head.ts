import type { SiteConfig } from '../config/schema.js';
import { jsonForScript } from './html-document.js';

/**
 * The analytics script of production pages, added once the page has loaded: a script in the HTML,
 * even `async`, holds the load event until its CDN answers, and one that never answers would hold it
 * for ever. The options are written as JSON escaped for a `<script>`, so no value can close it.
 */
export function analyticsHead(config: SiteConfig): string {
  if (!config.analytics) return '';
  const { domain, script } = config.analytics;
  return `<script>addEventListener('load',function(){var s=document.createElement('script');s.async=true;s.dataset.domain=${jsonForScript(domain)};s.src=${jsonForScript(script)};document.head.appendChild(s)})</script>`;
}
