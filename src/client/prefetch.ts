interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Spec §7: never prefetch when the reader asked to save data or is on a 2g connection. */
export function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return !(connection?.saveData || /2g/.test(connection?.effectiveType ?? ''));
}

export interface Prefetcher {
  /** Watches the links of the page now shown; call after each render. */
  observe: () => void;
}

/**
 * Preloads the page module behind a link when the reader hovers or focuses it, or when it scrolls into
 * view in the article. A lazy chunk: what it shares with the router comes in as options.
 */
export function startPrefetch(options: { moduleUrl: (pathname: string) => string; linkUrl: (anchor: HTMLAnchorElement) => URL | null }): Prefetcher {
  if (!prefetchAllowed() || typeof IntersectionObserver === 'undefined') return { observe: () => {} };
  const seen = new Set<string>([options.moduleUrl(window.location.pathname)]);
  const prefetch = (anchor: HTMLAnchorElement) => {
    const url = options.linkUrl(anchor);
    // `.html` links resolve only after stripping; they are rare, so they are not guessed at.
    if (!url || url.pathname.endsWith('.html')) return;
    const module = options.moduleUrl(url.pathname);
    if (seen.has(module)) return;
    seen.add(module);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = module;
    document.head.appendChild(link);
  };
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a');
    if (anchor) prefetch(anchor);
  };
  document.addEventListener('mouseover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  const visible = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      visible.unobserve(entry.target);
      prefetch(entry.target as HTMLAnchorElement);
    }
  });
  return {
    observe: () => {
      visible.disconnect();
      const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 300));
      idle(() => document.querySelectorAll<HTMLAnchorElement>('#main-content a[href]').forEach((a) => visible.observe(a)));
    },
  };
}
