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
export function remarkMdxImports(options: { themeModules?: readonly string[] }) {
  const siteTheme = new Set(options.themeModules ?? []);
  return (tree: Root, file: VFile) => {
    const unsupported: { specifier: string; line: number; column: number }[] = [];
    for (const node of tree.children as unknown as EsmNode[]) {
      if (node.type !== 'mdxjsEsm') continue;
      for (const statement of node.data?.estree?.body ?? []) {
        if (statement.type !== 'ImportDeclaration' && statement.type !== 'ExportNamedDeclaration' && statement.type !== 'ExportAllDeclaration') continue;
        const specifier = statement.source?.value;
        if (typeof specifier !== 'string' || !isDocusaurusNamespace(specifier)) continue;
        if (docusaurusModuleFile(specifier) || siteTheme.has(specifier)) continue;
        const at = statement.source?.loc?.start;
        // estree columns are 0-based; diagnostics are 1-based.
        unsupported.push({ specifier, line: at?.line ?? node.position?.start.line ?? 1, column: at ? at.column + 1 : (node.position?.start.column ?? 1) });
      }
    }
    file.data.unsupportedImports = unsupported;
  };
}
