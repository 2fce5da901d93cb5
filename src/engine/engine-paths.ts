import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Where the engine's own files are. `bin/docsgen.js` runs a bundled copy of `src/` from a cache
 * folder, so paths cannot be taken relative to each module; they are taken from the engine root,
 * which the launcher passes in `DOCSGEN_ENGINE_ROOT` (tests and tsx runs fall back to this file's place).
 */
export const ENGINE_ROOT = process.env.DOCSGEN_ENGINE_ROOT ?? fileURLToPath(new URL('../..', import.meta.url));

const at = (...parts: string[]) => path.join(ENGINE_ROOT, ...parts);

export const ENGINE_PACKAGE_JSON = at('package.json');
export const ENGINE_INDEX = at('src', 'index.ts');
/** The engine's own theme: what a Docusaurus project, which has none of docsgen's, renders with. */
export const ENGINE_THEME_DIR = at('theme');
/** The engine's sources: the browser bundles and the server theme import from several of its folders. */
export const ENGINE_SOURCE_DIR = at('src');
export const CLIENT_ENTRY = at('src', 'client', 'entry.tsx');
/** The search worker's entry: the local engine off the page's main thread. */
export const SEARCH_WORKER_ENTRY = at('src', 'client', 'search', 'search-worker.ts');
/** Engine sources the browser runs: a change there rebuilds the client bundles. */
export const CLIENT_SOURCE_DIR = at('src', 'client');
export const ENGINE_PACKAGE_LOCK = at('package-lock.json');
/** Bundles that depend only on the engine and the theme, cached by the hash of their inputs. */
export const VENDOR_CACHE_DIR = at('node_modules', '.cache', 'docsgen', 'vendor');
export const ENGINE_NODE_MODULES = at('node_modules');
export const MARKDOWN_SOURCE_DIR = at('src', 'markdown');
/** Server bundles live inside the engine so `react` resolves to the engine's own copy (one React for SSR). */
export const SSR_CACHE_DIR = at('node_modules', '.cache', 'docsgen', 'ssr');

/** The compile worker: the launcher's bundled worker when running bundled, else the tsx-registering entry. */
export const COMPILE_WORKER_URL = process.env.DOCSGEN_WORKER_FILE ? pathToFileURL(process.env.DOCSGEN_WORKER_FILE) : pathToFileURL(at('src', 'compile', 'worker-entry.mjs'));

/** React stays external in server bundles; everything else a theme or MDX page imports is bundled in. */
export const SSR_EXTERNALS = ['react', 'react-dom', 'react/*', 'react-dom/*'];

/**
 * Heads every server bundle: an installed CommonJS package (react-slick) calls `require('react')`, which stays
 * external, and esbuild's ESM output hands that call to the module's own `require`; written into SSR_CACHE_DIR,
 * it resolves the engine's React, the one the page renders with.
 */
export const SSR_REQUIRE_BANNER = `import { createRequire as __docsgenCreateRequire } from 'node:module'; const require = __docsgenCreateRequire(import.meta.url);`;
