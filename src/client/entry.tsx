import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import { hydrateRoot } from 'react-dom/client';
import '@theme/styles.css';
// The site's own stylesheets (`customCss`), after the theme's: their rules win.
import 'docsgen:custom-css';
import type { AppProps, HydrationData } from '../shared/app-props.js';
import { showChunkError } from './chunk-error.js';
import { internalLinkUrl } from './internal-link.js';
import { announcePage, createAnnouncer } from './route-announcer.js';
import { Router, withContentCode } from './router.js';
import { markScrollableRegions, watchScrollableRegions } from './scroll-regions.js';
import { loadSearch } from './search/load-search.js';
import type { ModelContext } from './webmcp/docs-tools-in-page.js';
import type { ComponentType } from 'react';
import { setShellComponents } from '../../theme/shell/registry.js';
import { publishGlobalData, type GlobalData } from '../shared/global-data.js';

// First thing: the head's base-URL check knows the runtime's code arrived.
window.__docsgen_booted = true;

/** MDX page modules import React from here, so every page shares one copy. */
(window as unknown as { __docsgen_shared: Record<string, unknown> }).__docsgen_shared = { react: React, 'react/jsx-runtime': jsxRuntime, 'react-dom': ReactDOM };

function readData(): HydrationData {
  const el = document.getElementById('__docsgen_data');
  if (!el?.textContent) throw new Error('docsgen: page data is missing from the HTML.');
  return JSON.parse(el.textContent) as HydrationData;
}

/** Reuses the server's HTML for Markdown bodies instead of shipping it twice. */
function contentFromDom(): string {
  return document.querySelector('#main-content .markdown')?.innerHTML ?? '';
}

/** Resolves when the reader presses Retry on the chunk-error notice. */
function waitForRetry(): Promise<void> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    host.className = 'chunk-error-toast';
    document.body.appendChild(host);
    showChunkError(host, {
      message: 'Part of this page failed to load, so its interactive parts do not work yet. Check your connection and retry.',
      onRetry: () => {
        host.remove();
        resolve();
      },
    });
  });
}

/** The props the server rendered with; an MDX page needs its module first, retried by the reader if it fails. */
async function initialProps(router: Router, data: HydrationData): Promise<AppProps> {
  const { site, page, sidebar, content } = data;
  if (content.kind === 'html') return { site, page, sidebar, content: { kind: 'html', html: contentFromDom() } };
  if (content.kind !== 'component') return withContentCode({ site, page, sidebar, content });
  for (let attempt = 0; ; attempt++) {
    try {
      return await router.propsFromModule(router.moduleUrl(page.href, attempt));
    } catch (error) {
      console.warn(`[docsgen] The code of ${page.route} failed to load.`, error);
      await waitForRetry();
    }
  }
}

/** `/a.html` and `/a/index.html` show `/a` (spec §2): served straight by the host, or found by stripping after a miss. */
function normaliseHtmlSuffix(router: Router, data: HydrationData): void {
  const { pathname, search, hash } = window.location;
  if (!pathname.endsWith('.html')) return;
  if (data.page.kind === 'not-found') void router.navigate(window.location.href, { replace: true });
  else if (pathname !== data.page.href) history.replaceState(history.state, '', `${data.page.href}${search}${hash}`);
}

/** Copy buttons are static HTML; their code loads on the first click. */
function enableCopyButtons(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>('.copy-button');
    if (button) void import('./copy-code.js').then((m) => m.copyCode(button));
  });
}

/** Diagrams: the loader is a chunk too; if even it fails to arrive, each diagram offers a Retry. */
function renderDiagrams(site: HydrationData['site']): void {
  import('./mermaid-loader.js').then(
    (m) => m.renderMermaid(site, showChunkError),
    () => {
      for (const block of document.querySelectorAll('#main-content [data-mermaid]')) {
        block.querySelector(':scope > .chunk-error')?.remove();
        showChunkError(block, { message: 'This diagram could not be loaded.', onRetry: () => renderDiagrams(site) });
      }
    },
  );
}

async function loadShellComponents(url: string): Promise<void> {
  for (;;) {
    try {
      const mod = (await import(/* @vite-ignore */ url)) as { default: Record<string, ComponentType<Record<string, unknown>>> };
      // The server names the ones it used after `#` (one that threw there is not used here either).
      const used = new Set(new URL(url, window.location.href).hash.slice(1).split(','));
      setShellComponents(Object.fromEntries(Object.entries(mod.default).filter(([name]) => used.has(name))));
      return;
    } catch (error) {
      console.warn("[docsgen] The site's own page components failed to load.", error);
      await waitForRetry();
    }
  }
}

/** The site's global data (its plugins' `setGlobalData`), published before any project component reads it. */
async function loadGlobalData(url: string): Promise<void> {
  for (;;) {
    try {
      publishGlobalData(((await import(/* @vite-ignore */ url)) as { default: GlobalData }).default);
      return;
    } catch (error) {
      console.warn("[docsgen] The site's data failed to load.", error);
      await waitForRetry();
    }
  }
}

/**
 * Agents in the browser (WebMCP): where it offers `navigator.modelContext`, the docs' tools register from a chunk
 * of their own. Elsewhere this check is all a reader's page pays.
 */
function offerToolsToAgents(site: HydrationData['site']): void {
  const modelContext = (navigator as { modelContext?: unknown }).modelContext;
  if (!modelContext) return;
  import('./webmcp/docs-tools-in-page.js').then(
    (m) => m.registerDocsTools(modelContext as ModelContext, site),
    (error: unknown) => console.warn('[docsgen] The WebMCP tools failed to load.', error),
  );
}

async function boot(): Promise<void> {
  // The code's evaluation (React's most of all) is one task; the page's setup starts in the next, so a slow
  // phone never runs both as one long task that holds up a tap or a keystroke.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const data = readData();
  const container = document.getElementById('__docsgen');
  if (!container) return;
  const { site } = data;
  const router = new Router(data);
  createAnnouncer();
  watchScrollableRegions();
  enableCopyButtons();
  // Features not needed for the first paint are chunks of their own, loaded when idle or when used.
  const prefetcher = import('./prefetch.js').then((m) =>
    m.startPrefetch({
      moduleUrl: (pathname) => router.moduleUrl(pathname),
      linkUrl: (anchor) =>
        internalLinkUrl(
          anchor,
          site.baseUrl,
          site.locales.map((l) => l.baseUrl),
        ),
    }),
  );
  router.onPageShown = (props, first) => {
    // Marks the page as interactive (hydrated); tests and styles may wait for it.
    if (first) document.documentElement.setAttribute('data-interactive', '');
    else announcePage(props.page.title);
    void prefetcher.then(
      (p) => p.observe(),
      () => {},
    );
    markScrollableRegions();
    if (site.mermaid && props.page.hasMermaid) renderDiagrams(site);
  };
  window.__docsgen = {
    navigate: (href) => router.navigate(href),
    loadCategory: (id) =>
      import('./sidebar-sections.js').then(
        (m) => m.loadCategory(site, id),
        () => null,
      ),
    loadChatbot: async (target) => {
      if (!site.chatbot) return false;
      const { mountChatbot } = await import('./chatbot-loader.js').catch(() => ({ mountChatbot: null }));
      return mountChatbot ? mountChatbot(site.chatbot, target) : false;
    },
    refresh: (version, rerender) => router.refresh(version, rerender),
    loadSearch,
  };
  router.attach();
  offerToolsToAgents(site);
  // A project's own page-shell components (swizzled) are in place before the page they render on hydrates.
  // The site's plugin data first: a project component may read it as its module loads.
  if (data.globalData) await loadGlobalData(data.globalData);
  if (data.shell) await loadShellComponents(data.shell);
  const initial = await initialProps(router, data);
  // As a transition, hydration yields to the browser every few milliseconds instead of running as one long
  // task (150 ms for a long page on a phone): input and paint are not held up while the page becomes interactive.
  React.startTransition(() => {
    hydrateRoot(container, <router.View initial={initial} />);
  });
  normaliseHtmlSuffix(router, data);
}

void boot();
