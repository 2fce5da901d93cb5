import { createRequire, isBuiltin } from 'node:module';
import { readFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { compileAndRunUserModule, type CompileAndRun } from '../compile-user-module.js';
import { PROJECT_REQUIRE, STAND_IN_FACTORY } from './stand-in.js';

export interface LoadedModule {
  /** The module's default export (or `module.exports`). */
  value: unknown;
  /** Packages the file imports that the project does not have installed: replaced by stand-ins. */
  standIns: string[];
  /** The compiled file, kept when asked (`keep`), to be run again where its functions are needed. */
  module?: string;
}

/** Whether a `.js` file is ESM by its nearest package.json (`"type": "module"`), as Node decides. */
function inEsmPackage(file: string): boolean {
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        return (JSON.parse(readFileSync(manifest, 'utf8')) as { type?: unknown }).type === 'module';
      } catch {
        return false;
      }
    }
    if (dir === path.dirname(dir)) return false;
  }
}

const packageName = (spec: string) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);

/**
 * Loads a JavaScript or TypeScript file of a Docusaurus project (`docusaurus.config.ts`,
 * `sidebars.js`) with Node: bundled by esbuild (TypeScript transpiled, `require` and `import`
 * both), packages the project has installed loaded from its `node_modules`, the others replaced by
 * stand-ins. `require.resolve` and `__dirname` answer relative to the file, as they would in Docusaurus.
 * It runs in a worker thread with a time limit (see `compileAndRunUserModule`): a file that loops,
 * waits forever or calls `process.exit` is reported, never obeyed.
 */
export async function loadProjectModule(file: string, root: string, options: { callExportedFunction: boolean; keep?: boolean; plugin?: CompileAndRun['plugin'] }): Promise<LoadedModule> {
  const projectRequire = createRequire(path.join(root, 'package.json'));
  const standIns = new Set<string>();
  const resolvePackages: Plugin = {
    name: 'docsgen-project-packages',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (isBuiltin(args.path) || path.isAbsolute(args.path)) return { external: true };
        try {
          return { path: projectRequire.resolve(args.path), external: true };
        } catch {
          standIns.add(packageName(args.path));
          return { path: args.path, namespace: 'docsgen-stand-in' };
        }
      });
      // A CommonJS file in a package typed as ESM (a project folder inside another) would write its
      // `module.exports` into ours: give it a module of its own, as Node's loader would for a .cjs file.
      // Elsewhere esbuild reads it as CommonJS already, and `require` of it must give its `module.exports`.
      b.onLoad({ filter: /\.js$/ }, async (args) => {
        if (!inEsmPackage(args.path)) return undefined;
        const text = await readFile(args.path, 'utf8');
        if (!/\bmodule\.exports\b|\bexports\.\w+\s*=/.test(text) || /^\s*(import|export)\s/m.test(text)) return undefined;
        return {
          // On the file's first line, so that positions in errors keep the file's own line numbers.
          contents: `var __module = { exports: {} }; (function (module, exports) { ${text}\n})(__module, __module.exports);\nexport default __module.exports;\n`,
          loader: 'js',
          resolveDir: path.dirname(args.path),
        };
      });
      // JSON as Docusaurus reads it (through a JavaScript loader): trailing commas are fine.
      b.onLoad({ filter: /\.json$/ }, async (args) => ({ contents: `module.exports = (${await readFile(args.path, 'utf8')}\n);`, loader: 'js' }));
      b.onLoad({ filter: /.*/, namespace: 'docsgen-stand-in' }, (args) => ({ contents: `module.exports = __docsgenStandIn(${JSON.stringify(packageName(args.path))});`, loader: 'js' }));
    },
  };
  const { value, missing, kept } = await compileAndRunUserModule({
    file,
    root,
    build: {
      platform: 'node',
      // CommonJS out, whatever the project's package type says: Docusaurus configs are written both ways
      // (`module.exports =` and `export default`), and in CommonJS output both land in `module.exports`.
      format: 'cjs',
      target: 'node20',
      plugins: [resolvePackages],
      loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.jpg': 'empty' },
      // `require.resolve('./sidebars.js')` and `__dirname` answer for the config's own folder, as in Docusaurus.
      define: { __dirname: JSON.stringify(path.dirname(file)), __filename: JSON.stringify(file) },
      banner: { js: `${STAND_IN_FACTORY}\n${PROJECT_REQUIRE.replace('__DOCSGEN_FILE__', JSON.stringify(file))}` },
    },
    // The bundle reports the packages it stood in for at run time (through `require`) on its exports' side channel.
    // The prefix shares the first line (the banner's): a line added above would shift every position the source map gives.
    wrap: (code) => `const __docsgenCreateRequire = require('node:module').createRequire; ${code}\nmodule.exports = { value: module.exports, missing: [...__docsgenMissing] };\n`,
    format: 'cjs',
    callExportedFunction: options.callExportedFunction,
    ...(options.keep ? { keep: true } : {}),
    ...(options.plugin ? { plugin: options.plugin } : {}),
  });
  for (const id of missing) standIns.add(packageName(id));
  return { value, standIns: [...standIns].sort(), ...(kept ? { module: kept } : {}) };
}
