import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { App } from '@theme/App.js';
import { setMdxComponents } from '@theme/mdx/registry.js';
import { setGeneratedPages } from '@theme/generated/registry.js';
import type { AppProps, HydrationData, PageModule } from '../shared/app-props.js';
import { headUpdater } from './head-meta.js';
import { internalLinkUrl } from './internal-link.js';
import { notFoundProps, propsOfModule } from './page-module.js';
import { startProgress } from './progress-bar.js';
import { moduleUrlOf, routeCandidates } from './route-candidates.js';

let mdxComponentsLoaded: Promise<void> | undefined;

let generatedPagesLoaded: Promise<void> | undefined;

/** Tags, search, category and not-found page components: fetched before the first such page renders. */
export function loadGeneratedPages(): Promise<void> {
  generatedPagesLoaded ??= import('@theme/generated/index.js').then((m) => setGeneratedPages(m.generatedPages));
  generatedPagesLoaded.catch(() => (generatedPagesLoaded = undefined));
  return generatedPagesLoaded;
}

/** Props are ready to render once the code their content needs has arrived. */
export async function withContentCode(props: AppProps): Promise<AppProps> {
  if (props.content.kind === 'component') await loadMdxComponents();
  else if (props.content.kind !== 'html') await loadGeneratedPages();
  return props;
}

/** Tabs, Details and friends: a chunk of their own, fetched with the first MDX page. */
function loadMdxComponents(): Promise<void> {
  mdxComponentsLoaded ??= import('@theme/mdx/index.js').then((m) => setMdxComponents(m.mdxComponents));
  mdxComponentsLoaded.catch(() => (mdxComponentsLoaded = undefined));
  return mdxComponentsLoaded;
}

type Listener = (props: AppProps) => void;

/** Where a path led: the props to show and the pathname that matched (after `.html` stripping). */
interface Resolved {
  props: AppProps;
  pathname: string;
}

/** Whether the server says the module does not exist, as opposed to a network or server failure. */
async function isMissing(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { method: 'HEAD', cache: 'no-store' })).status === 404;
  } catch {
    return false;
  }
}

/**
 * Client-side navigation (DESIGN.md §5): intercepts internal links, loads the next page's module
 * while the old page stays visible, then swaps the view and scrolls to the hash or the top.
 */
export class Router {
  private listener: Listener | undefined;
  private readonly modules = new Map<string, Promise<Partial<PageModule>>>();
  private navigation = 0;
  /** Called after every page change, initial render included (`first`). */
  onPageShown: (props: AppProps, first: boolean) => void = () => {};

  constructor(private readonly data: HydrationData) {}

  moduleUrl(pathname: string, attempt = 0): string {
    return moduleUrlOf(pathname, { baseUrl: this.data.site.baseUrl, buildId: this.data.buildId, attempt });
  }

  private loadModule(url: string): Promise<Partial<PageModule>> {
    let pending = this.modules.get(url);
    if (!pending) {
      pending = import(/* @vite-ignore */ url) as Promise<Partial<PageModule>>;
      this.modules.set(url, pending);
      pending.catch(() => this.modules.delete(url));
    }
    return pending;
  }

  async propsFromModule(url: string): Promise<AppProps> {
    return withContentCode(propsOfModule(await this.loadModule(url), url, this.data.site));
  }

  /** Tries the path, then its `.html`-stripped forms; all missing means the not-found page. Other failures throw. */
  async resolve(pathname: string): Promise<Resolved> {
    for (const candidate of routeCandidates(pathname)) {
      const url = this.moduleUrl(candidate);
      try {
        return { props: await this.propsFromModule(url), pathname: candidate };
      } catch (error) {
        if (!(await isMissing(url))) throw error;
      }
    }
    return { props: await withContentCode(notFoundProps(this.data.site, pathname)), pathname };
  }

  View = ({ initial }: { initial: AppProps }) => {
    const [props, setProps] = useState(initial);
    const [updateHead] = useState(() => headUpdater(initial.page));
    useEffect(() => {
      this.listener = setProps;
      this.onPageShown(initial, true);
    }, []); // eslint-disable-line react-hooks/exhaustive-deps
    useEffect(() => updateHead(props.page, props.site), [props, updateHead]);
    return <App {...props} />;
  };

  attach(): void {
    history.scrollRestoration = 'manual';
    document.addEventListener('click', (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      const url = anchor
        ? internalLinkUrl(
            anchor,
            this.data.site.baseUrl,
            this.data.site.locales.map((l) => l.baseUrl),
          )
        : null;
      if (!url) return;
      // Same page, other anchor: the browser's own jump is right (and keeps the history entry).
      if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
      event.preventDefault();
      void this.navigate(url.href);
    });
    window.addEventListener('popstate', (event) => {
      const scroll = (event.state as { scrollY?: number } | null)?.scrollY;
      void this.navigate(window.location.href, { push: false, scrollY: scroll });
    });
  }

  /** Shows another page without a full reload; a failed load logs a warning and falls back to a real page load. */
  async navigate(href: string, options: { push?: boolean; replace?: boolean; scrollY?: number } = {}): Promise<void> {
    const { push = true, replace = false } = options;
    const url = new URL(href, window.location.href);
    const current = ++this.navigation;
    const done = startProgress();
    try {
      const { props, pathname } = await this.resolve(url.pathname);
      if (current !== this.navigation) return;
      if (!this.listener) throw new Error('the page is not interactive yet');
      const shown = `${pathname}${url.search}${url.hash}`;
      if (push && !replace) {
        history.replaceState({ ...(history.state as object | null), scrollY: window.scrollY }, '');
        history.pushState(null, '', shown);
      } else if (shown !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
        history.replaceState(history.state, '', shown);
      }
      flushSync(() => this.listener?.(props));
      this.scrollAfterNavigation(url.hash, options.scrollY);
      this.onPageShown(props, false);
      window.dispatchEvent(new CustomEvent('docsgen:navigate', { detail: { route: props.page.route } }));
    } catch (error) {
      if (current !== this.navigation) return;
      console.warn(`[docsgen] Could not load ${decodeURIComponent(url.pathname)}; reloading the page.`, error);
      window.location.assign(url.href);
    } finally {
      done();
    }
  }

  /**
   * Dev server only: pages changed on the server. Later loads ask for `version`'s modules; with
   * `rerender` the page on screen is re-read and shown in place (scroll kept, no announcement: the
   * reader did not navigate). Throws when that fails, so the caller can reload instead.
   */
  async refresh(version: string, rerender: boolean): Promise<void> {
    this.data.buildId = version;
    this.modules.clear();
    if (!rerender) return;
    if (!this.listener) throw new Error('the page is not interactive yet');
    const { props } = await this.resolve(window.location.pathname);
    flushSync(() => this.listener?.(props));
    this.onPageShown(props, true);
  }

  private scrollAfterNavigation(hash: string, scrollY: number | undefined): void {
    if (scrollY !== undefined) return window.scrollTo(0, scrollY);
    const id = hash ? decodeURIComponent(hash.slice(1)) : '';
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }
}
