import type { SearchRuntime } from '../../shared/search-types.js';

let pending: Promise<SearchRuntime> | undefined;

/** The search runtime chunk, imported on the first search interaction; a failed load is retried on the next call. */
export function loadSearch(): Promise<SearchRuntime> {
  pending ??= import('./search-runtime.js').then((m) => m.runtime);
  pending.catch(() => (pending = undefined));
  return pending;
}
