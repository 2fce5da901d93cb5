/**
 * Markdown and MDX through the project's own `@docusaurus/mdx-loader` (and any loader chained before
 * it, like the blog's truncating one), called as webpack would call it: the output is the module
 * Docusaurus compiles, front matter, metadata, assets and all, by construction.
 */
import { createRequire } from 'node:module';
import type { MdxRule } from './load-site.js';

type LoaderCallback = (error: Error | null, content?: string | Buffer) => void;
interface LoaderContext {
  async(): LoaderCallback;
  getOptions(): Record<string, unknown>;
  addDependency(file: string): void;
  resource: string;
  resourcePath: string;
  resourceQuery: string;
  _compiler: { name: 'client' | 'server' };
}
type Loader = (this: LoaderContext, source: string) => void;

const loaders = new Map<string, Loader>();
function loaderAt(file: string): Loader {
  let loader = loaders.get(file);
  if (!loader) {
    const loaded = createRequire(file)(file) as Loader | { default: Loader };
    loader = typeof loaded === 'function' ? loaded : loaded.default;
    loaders.set(file, loader);
  }
  return loader;
}

/** The rule webpack would apply to a file: the first whose folders hold it, else the catch-all. */
export function ruleFor(rules: readonly MdxRule[], file: string): MdxRule | undefined {
  return rules.find((rule) => rule.include?.some((dir) => file.startsWith(dir))) ?? rules.find((rule) => !rule.include);
}

/** Runs the rule's loaders, last first (webpack's order), on one file. */
export async function compileWithLoaders(rule: MdxRule, file: string, query: string, source: string, side: 'client' | 'server', dependencies: Set<string>): Promise<string> {
  let content = source;
  for (const { loader, options } of [...rule.loaders].reverse()) {
    content = await new Promise<string>((resolve, reject) => {
      const context: LoaderContext = {
        async: () => (error, result) => (error ? reject(error) : resolve(String(result ?? ''))),
        getOptions: () => options,
        addDependency: (dep) => dependencies.add(dep),
        resource: file + query,
        resourcePath: file,
        resourceQuery: query,
        _compiler: { name: side },
      };
      try {
        loaderAt(loader).call(context, content);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }
  return content;
}
