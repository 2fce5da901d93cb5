import type { SidebarItem } from '../shared/page-types.js';
import type { SearchRuntime } from '../shared/search-types.js';

declare global {
  interface Window {
    /** The client runtime's hooks for theme components (absent during server rendering). */
    __docsgen?: {
      navigate: (href: string) => Promise<void>;
      loadCategory?: (id: string) => Promise<SidebarItem[] | null>;
      /** Loads the configured chatbot widget (once) into `target`; false when it could not. */
      loadChatbot?: (target: HTMLElement) => Promise<boolean>;
      /** Dev server only (see `Router.refresh`): page modules changed; re-read the open page when `rerender`. */
      refresh?: (version: string, rerender: boolean) => Promise<void>;
      /** The search runtime (a lazy chunk), loaded on the first search interaction. */
      loadSearch?: () => Promise<SearchRuntime>;
    };
    /** Set as soon as the runtime's code runs; the base-URL check in the page's head reads it. */
    __docsgen_booted?: boolean;
  }
}
export {};
