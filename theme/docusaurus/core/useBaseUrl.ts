import { withBaseUrl } from '../site-context.js';

/** `useBaseUrl('/img/x.png')` → `/base/img/x.png`. */
export default function useBaseUrl(url: string, options: { absolute?: boolean; forcePrependBaseUrl?: boolean } = {}): string {
  return withBaseUrl(url, options);
}

export function useBaseUrlUtils() {
  return { withBaseUrl };
}
