/** The shots of classic-template compared with Docusaurus's build: every page kind in light at 1280, home and a doc at both widths and both schemes. */
import type { Shot } from './screenshots.js';

const kinds = [
  '/',
  '/docs/intro',
  '/docs/category/tutorial---basics',
  '/blog',
  '/blog/first-blog-post',
  '/blog/tags',
  '/blog/tags/docusaurus',
  '/blog/archive',
  '/blog/authors',
  '/markdown-page',
  '/404.html',
];
const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 390, height: 844 };

export const CLASSIC_TEMPLATE_SHOTS: Shot[] = [
  ...kinds.map((route): Shot => ({ route, ...WIDE, scheme: 'light' })),
  ...['/', '/docs/intro'].flatMap((route): Shot[] => [
    { route, ...NARROW, scheme: 'light' },
    { route, ...WIDE, scheme: 'dark' },
    { route, ...NARROW, scheme: 'dark' },
  ]),
];
