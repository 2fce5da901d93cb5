import type { AppProps, PageModule } from '../shared/app-props.js';
import type { SiteData } from '../shared/page-types.js';
import { blankPageMeta } from '../shared/blank-page-meta.js';

/** Turns a loaded page module into the theme's props; a module without a default export is an error, not a blank page. */
export function propsOfModule(mod: Partial<PageModule>, url: string, site: SiteData): AppProps {
  const body = mod.default;
  if (body === undefined || body === null) throw new Error(`docsgen: the page module ${url} has no default export.`);
  if (!mod.meta) throw new Error(`docsgen: the page module ${url} has no \`meta\` export.`);
  const content: AppProps['content'] = mod.content ?? (typeof body === 'function' ? { kind: 'component', Component: body } : { kind: 'html', html: body.html });
  return { site, page: mod.meta, sidebar: mod.sidebar ?? null, content };
}

/** The not-found page, built in the browser: unmatched paths need no module. */
export function notFoundProps(site: SiteData, pathname: string): AppProps {
  const page = blankPageMeta({ route: pathname, href: pathname, kind: 'not-found', title: 'Page not found', description: '' });
  return { site, page, sidebar: null, content: { kind: 'not-found' } };
}
