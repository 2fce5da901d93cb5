import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import { hydrateRoot } from 'react-dom/client';
import '../../theme/styles.css';
import type { AppProps, HydrationData } from '../shared/app-props.js';
import { Router } from './router.js';

function readData(): HydrationData {
  const el = document.getElementById('__docsgen_data');
  if (!el?.textContent) throw new Error('docsgen: page data is missing from the HTML.');
  return JSON.parse(el.textContent) as HydrationData;
}

/** Reuses the server's HTML for Markdown bodies instead of shipping it twice. */
function contentFromDom(): string {
  return document.querySelector('#main-content .markdown')?.innerHTML ?? '';
}

/** MDX page modules import React from here, so every page shares one copy. */
(window as unknown as { __docsgen_shared: Record<string, unknown> }).__docsgen_shared = { react: React, 'react/jsx-runtime': jsxRuntime, 'react-dom': ReactDOM };

async function boot(): Promise<void> {
  const data = readData();
  const container = document.getElementById('__docsgen');
  if (!container) return;
  const router = new Router(data);
  let props: AppProps;
  if (data.content.kind === 'html') props = { site: data.site, page: data.page, sidebar: data.sidebar, content: { kind: 'html', html: contentFromDom() } };
  else if (data.content.kind === 'component') props = await router.propsFromModule(router.moduleUrl(window.location.pathname));
  else props = { site: data.site, page: data.page, sidebar: data.sidebar, content: data.content };
  const root = hydrateRoot(container, <router.View initial={props} />);
  router.attach(root);
}

void boot();
