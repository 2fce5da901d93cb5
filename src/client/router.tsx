import { useEffect, useState } from 'react';
import type { Root } from 'react-dom/client';
import { App } from '../../theme/index.js';
import type { AppProps, HydrationData, PageModule } from '../shared/app-props.js';

type Listener = (props: AppProps) => void;

/** Client-side navigation: intercepts internal links, loads the next page's module, swaps the view. */
export class Router {
  private listener: Listener | undefined;
  private readonly modules = new Map<string, Promise<PageModule>>();

  constructor(private readonly data: HydrationData) {}

  /** Route-derived URL of a page module: `/a/b` → `_page/a/b.js`, `/a/` → `_page/a/index.js`. */
  moduleUrl(pathname: string): string {
    const base = this.data.site.baseUrl;
    const rel = pathname.startsWith(base) ? pathname.slice(base.length) : pathname.replace(/^\//, '');
    const file = rel === '' || rel.endsWith('/') ? `${rel}index.js` : `${rel}.js`;
    return `${base}_page/${file}?v=${this.data.buildId}`;
  }

  loadModule(url: string): Promise<PageModule> {
    let pending = this.modules.get(url);
    if (!pending) {
      pending = import(/* @vite-ignore */ url) as Promise<PageModule>;
      this.modules.set(url, pending);
      pending.catch(() => this.modules.delete(url));
    }
    return pending;
  }

  async propsFromModule(url: string): Promise<AppProps> {
    const mod = await this.loadModule(url);
    if (!('default' in mod) || mod.default === undefined) throw new Error(`docsgen: the page module ${url} has no default export.`);
    const body = mod.default;
    const content: AppProps['content'] = mod.content ?? (typeof body === 'function' ? { kind: 'component', Component: body } : { kind: 'html', html: body.html });
    return { site: this.data.site, page: mod.meta, sidebar: mod.sidebar, content };
  }

  View = ({ initial }: { initial: AppProps }) => {
    const [props, setProps] = useState(initial);
    useEffect(() => {
      this.listener = setProps;
    }, []);
    useEffect(() => {
      document.title = props.page.title === props.site.title ? props.site.title : `${props.page.title} | ${props.site.title}`;
    }, [props]);
    return <App {...props} />;
  };

  attach(_root: Root): void {
    window.__docsgen = { navigate: (href) => this.navigate(href) };
    document.addEventListener('click', (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || !url.pathname.startsWith(this.data.site.baseUrl)) return;
      if (url.pathname === window.location.pathname && url.hash) return;
      if (/\.(?!html?$)[a-z0-9]+$/i.test(url.pathname)) return;
      event.preventDefault();
      void this.navigate(url.href);
    });
    window.addEventListener('popstate', () => void this.navigate(window.location.href, { push: false }));
  }

  async navigate(href: string, { push = true }: { push?: boolean } = {}): Promise<void> {
    const url = new URL(href, window.location.href);
    try {
      const props = await this.propsFromModule(this.moduleUrl(decodeURIComponent(url.pathname) === url.pathname ? url.pathname : url.pathname));
      if (push) history.pushState(null, '', url.href);
      this.listener?.(props);
      window.dispatchEvent(new CustomEvent('docsgen:navigate'));
      requestAnimationFrame(() => {
        const target = url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
        if (target) target.scrollIntoView();
        else window.scrollTo(0, 0);
      });
    } catch (error) {
      console.warn(`[docsgen] Could not load ${url.pathname}; reloading the page.`, error);
      window.location.assign(url.href);
    }
  }
}
