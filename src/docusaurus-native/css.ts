/**
 * CSS as Docusaurus's webpack configuration treats it: every file through the PostCSS plugins the
 * project's plugins configured (`configurePostCss`: postcss-preset-env, cascade layers, Tailwind...),
 * `.module.css` scoped by the installed css-loader's own PostCSS modules plugins, and all of it in one
 * stylesheet in import order (Docusaurus forces a single `styles` chunk for the same reason).
 */
import { readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PostCssPlugin } from './load-site.js';

interface PostCssResult {
  css: string;
  root: PostCssRoot;
}
interface PostCssRoot {
  walkRules(callback: (rule: { selector: string; remove(): void; walkDecls(cb: (d: { prop: string; value: string }) => void): void }) => void): void;
}
interface PostCss {
  (plugins: PostCssPlugin[]): { process(css: string, options: { from: string }): Promise<PostCssResult> };
}

export interface ProcessedCss {
  css: string;
  /** A CSS module's class names, local to scoped. */
  exports?: Record<string, string>;
}

export class CssProcessor {
  private readonly done = new Map<string, Promise<ProcessedCss>>();
  private readonly postcss: PostCss;
  private readonly modulesPlugins: PostCssPlugin[];

  constructor(
    private readonly plugins: PostCssPlugin[],
    /** Where the project's css-loader is, whose PostCSS modules plugins scope `.module.css`. */
    cssLoaderFile: string,
    private readonly siteDir: string,
  ) {
    const fromCssLoader = createRequire(cssLoaderFile);
    this.postcss = fromCssLoader('postcss') as PostCss;
    const call = (id: string, options?: unknown): PostCssPlugin => (fromCssLoader(id) as (o?: unknown) => PostCssPlugin)(options);
    this.modulesPlugins = [
      call('postcss-modules-values'),
      call('postcss-modules-local-by-default', { mode: 'local' }),
      call('postcss-modules-extract-imports'),
      call('postcss-modules-scope', { generateScopedName: (local: string, file: string) => this.scopedName(local, file) }),
    ];
  }

  /** `[local]_[hash]`, the pattern Docusaurus uses in production. */
  private scopedName(local: string, file: string): string {
    const hash = createHash('md5').update(path.relative(this.siteDir, file).split(path.sep).join('/')).update('\0').update(local).digest('base64url');
    return `${local}_${hash.replace(/^[-\d]/, 'a').slice(0, 4)}`;
  }

  process(file: string): Promise<ProcessedCss> {
    let result = this.done.get(file);
    if (!result) this.done.set(file, (result = this.run(file)));
    return result;
  }

  private async run(file: string): Promise<ProcessedCss> {
    const source = await readFile(file, 'utf8');
    const isModule = /\.module\.css$/i.test(file);
    const plugins = isModule ? [...this.plugins, ...this.modulesPlugins] : this.plugins;
    const result = await this.postcss(plugins).process(source, { from: file });
    if (!isModule) return { css: result.css };
    // postcss-modules-scope leaves the class map as an ICSS `:export` rule: read it, then drop it.
    const exports: Record<string, string> = {};
    result.root.walkRules((rule) => {
      if (rule.selector !== ':export') return;
      rule.walkDecls((decl) => (exports[decl.prop] = decl.value));
      rule.remove();
    });
    return { css: result.root.toString(), exports };
  }
}

/** The CSS files a bundle reached, in the order their modules run: depth first over imports, dynamic ones where they appear. */
export function cssInImportOrder(metafile: { inputs: Record<string, { imports: Array<{ path: string; kind: string }> }> }, entry: string, absolute: (input: string) => string): string[] {
  const seen = new Set<string>();
  const order: string[] = [];
  const visit = (input: string) => {
    if (seen.has(input)) return;
    seen.add(input);
    for (const imported of metafile.inputs[input]?.imports ?? []) {
      if (/\.css$/i.test(imported.path.replace(/\?.*$/, ''))) {
        const file = absolute(imported.path);
        if (!order.includes(file)) order.push(file);
      } else visit(imported.path);
    }
  };
  visit(entry);
  return order;
}
