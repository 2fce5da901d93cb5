/** The theme's contract with the engine: the root component and the components MDX pages get without an import. */
export { App } from './App.js';
export { mdxComponents } from './mdx/index.js';
