import type { GeneratedPages } from './index.js';

/** Filled up front on the server, and by the client before it renders a generated page. */
let registered: GeneratedPages | undefined;

export function setGeneratedPages(pages: GeneratedPages): void {
  registered = pages;
}

export function getGeneratedPages(): GeneratedPages {
  if (!registered) throw new Error('docsgen theme: generated page components were used before they were loaded.');
  return registered;
}
