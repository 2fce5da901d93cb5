import { fileURLToPath } from 'node:url';

/** Files of the engine itself that bundles start from. */
export const CLIENT_ENTRY = fileURLToPath(new URL('../client/entry.tsx', import.meta.url));
export const ENGINE_ROOT = fileURLToPath(new URL('../..', import.meta.url));
