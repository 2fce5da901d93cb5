import path from 'node:path';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { docusaurusModuleFile, isDocusaurusNamespace } from '../shared/docusaurus-modules.js';

interface ImportStatement {
  type: string;
  source?: { value?: unknown; loc?: { start: { line: number; column: number } } };
}

interface EsmNode {
  type: string;
  position?: { start: { line: number; column: number } };
  data?: { estree?: { body: ImportStatement[] } };
}

/**
 * Lists `@theme/*` and `@docusaurus/*` imports that docsgen does not provide, at the position of
 * the import path in the `.mdx` file, so the author sees the line instead of a bundler failure.
 */
const IMAGE = /\.(png|jpe?g|gif|webp|avif|ico|bmp)$/i;
const REQUIRE_IMAGE = /\brequire\(\s*(['"])([^'"]+\.(?:png|jpe?g|gif|webp|avif|ico|bmp))\1\s*\)/gi;

/** An image a page imports or `require()`s, as a site-root-relative path (the form assets are written by), or undefined when it is not on disk under the site. */
function imageAsset(specifier: string, folder: string): string | undefined {
  if (!IMAGE.test(specifier)) return undefined;
  if (specifier.startsWith('@site/')) return path.posix.normalize(specifier.slice('@site/'.length));
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const asset = path.posix.normalize(path.posix.join(folder, specifier));
  // One that climbs out of the site is refused where it is imported (the bundler's containment check), not written.
  return asset.startsWith('../') ? undefined : asset;
}

export function remarkMdxImports(options: { themeModules?: readonly string[]; contentDir?: string }) {
  const siteTheme = new Set(options.themeModules ?? []);
  return (tree: Root, file: VFile) => {
    const unsupported: { specifier: string; line: number; column: number }[] = [];
    // Images the page imports or requires are written as hashed assets like Markdown images; the bundler links them by these paths.
    // The page's folder from the site root: its file's (a version's pages are not under the content folder).
    const folder = file.path ? path.posix.dirname(file.path.split(path.sep).join('/')) : path.posix.join(options.contentDir ?? 'content', path.posix.dirname(file.data.contentPath ?? ''));
    const images = new Set<string>();
    for (const m of String(file.value).matchAll(REQUIRE_IMAGE)) {
      const asset = imageAsset(m[2]!, folder);
      if (asset) images.add(asset);
    }
    for (const node of tree.children as unknown as EsmNode[]) {
      if (node.type !== 'mdxjsEsm') continue;
      for (const statement of node.data?.estree?.body ?? []) {
        if (statement.type !== 'ImportDeclaration' && statement.type !== 'ExportNamedDeclaration' && statement.type !== 'ExportAllDeclaration') continue;
        const specifier = statement.source?.value;
        if (typeof specifier !== 'string') continue;
        const asset = imageAsset(specifier, folder);
        if (asset) images.add(asset);
        if (!isDocusaurusNamespace(specifier)) continue;
        if (docusaurusModuleFile(specifier) || siteTheme.has(specifier)) continue;
        const at = statement.source?.loc?.start;
        // estree columns are 0-based; diagnostics are 1-based.
        unsupported.push({ specifier, line: at?.line ?? node.position?.start.line ?? 1, column: at ? at.column + 1 : (node.position?.start.column ?? 1) });
      }
    }
    file.data.unsupportedImports = unsupported;
    if (images.size) file.data.assets = [...new Set([...(file.data.assets ?? []), ...images])];
  };
}
