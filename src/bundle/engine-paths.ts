import { fileURLToPath } from 'node:url';

/** Files of the engine itself that bundles start from. */
export const CLIENT_ENTRY = fileURLToPath(new URL('../client/entry.tsx', import.meta.url));
export const ENGINE_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Server bundles live inside the engine so `react` resolves to the engine's own copy (one React for SSR). */
export const SSR_CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/docsgen/ssr/', import.meta.url));

/** React stays external in server bundles; everything else a theme or MDX page imports is bundled in. */
export const SSR_EXTERNALS = ['react', 'react-dom', 'react/*', 'react-dom/*'];
