/**
 * The theme's contract with the engine. On the server: the root component and the components MDX
 * pages get without an import. The browser imports `App.tsx` directly and loads `mdx/index.tsx`
 * only when a page has MDX content.
 */
import { mdxComponents } from './mdx/index.js';
import { setMdxComponents } from './mdx/registry.js';
import { generatedPages } from './generated/index.js';
import { setGeneratedPages } from './generated/registry.js';

setMdxComponents(mdxComponents);
setGeneratedPages(generatedPages);

export { App } from './App.js';
export { setShellComponents } from './shell/registry.js';
export { mdxComponents };
