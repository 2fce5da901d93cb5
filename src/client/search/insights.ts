import type { SiteData } from '../../shared/page-types.js';

type Insights = ((...args: unknown[]) => void) & { queue?: unknown[][]; version?: string };
declare global {
  interface Window {
    AlgoliaAnalyticsObject?: string;
    aa?: Insights;
  }
}

let loading: Promise<boolean> | undefined;

/**
 * Search analytics, only when the site configures `search.insightsScript`: the search-insights
 * queue is set up first (so DocSearch's insights plugin uses it instead of fetching its own copy),
 * then the script is loaded from the configured URL and drains the queue.
 */
export function loadInsights(site: SiteData): Promise<boolean> {
  const src = site.search.insightsScript;
  if (!src) return Promise.resolve(false);
  loading ??= new Promise<boolean>((resolve) => {
    window.AlgoliaAnalyticsObject = 'aa';
    if (!window.aa) {
      // The queue exists from the start: search-insights makes its `push` call through once it loads.
      const queue: unknown[][] = [];
      const aa: Insights = (...args: unknown[]) => void (aa.queue ?? queue).push(args);
      aa.queue = queue;
      window.aa = aa;
    }
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    script.onload = () => resolve(true);
    script.onerror = () => {
      console.warn(`[docsgen] The search analytics script ${src} failed to load; searches are not measured.`);
      resolve(false);
    };
    document.head.appendChild(script);
  });
  return loading;
}
