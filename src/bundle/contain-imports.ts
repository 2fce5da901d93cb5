import path from 'node:path';
import type { Plugin } from 'esbuild';
import { isInside, realPathOf } from '../content/real-path.js';

/** A path the author wrote (relative, absolute, `@site/`), as opposed to a package name. */
const isPathSpecifier = (specifier: string) => specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('@site/') || path.isAbsolute(specifier);

const inPackage = (file: string) => file.split(/[\\/]/).includes('node_modules');

/** Marks the inner resolve this plugin asks esbuild for, so it does not check its own question. */
interface Inner {
  docsgenContained?: boolean;
}

export const OUTSIDE_IMPORT = 'is outside the site';

/**
 * Every file a page's imports reach (partials, components, images, JSON, text) must really be inside
 * the site once links are followed; packages (bare names, and whatever a package itself imports) are
 * exempt. Checked when the import resolves, so a file outside is never loaded: not inlined, not run.
 */
export function containImports(siteRoot: string, projectRoot: string = siteRoot): Plugin {
  return {
    name: 'docsgen-contain-imports',
    setup(b) {
      const realRoot = realPathOf(projectRoot).then((real) => real ?? path.resolve(projectRoot));
      b.onResolve({ filter: /.*/ }, async (args) => {
        if ((args.pluginData as Inner | undefined)?.docsgenContained || !isPathSpecifier(args.path)) return undefined;
        if (args.importer && args.importer !== '<stdin>' && inPackage(args.importer)) return undefined;
        const root = await realRoot;
        const importerReal = args.importer && args.importer !== '<stdin>' ? await realPathOf(args.importer) : undefined;
        // Files of docsgen's own theme importing each other are the engine's, not the site's.
        if (importerReal && !isInside(importerReal, root)) return undefined;
        // `@site/x` is `./x` from the site root, as Docusaurus reads it; resolved here so the error names what the author wrote.
        const site = args.path.startsWith('@site/');
        const resolved = await b.resolve(site ? `./${args.path.slice('@site/'.length)}` : args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: site ? siteRoot : args.resolveDir,
          pluginData: { docsgenContained: true } satisfies Inner,
        });
        if (resolved.errors.length) return { errors: resolved.errors };
        const answer = { path: resolved.path, namespace: resolved.namespace, external: resolved.external, sideEffects: resolved.sideEffects, suffix: resolved.suffix, pluginData: resolved.pluginData };
        if (resolved.external || resolved.namespace !== 'file') return answer;
        const real = await realPathOf(resolved.path);
        if (real === undefined || isInside(real, root)) return answer;
        return { errors: [{ text: `Cannot import '${args.path}': it ${OUTSIDE_IMPORT} (it resolves to ${real}).` }] };
      });
    },
  };
}
