import type { SidebarItem } from '../shared/page-types.js';

declare global {
  interface Window {
    /** The client runtime's hooks for theme components (absent during server rendering). */
    __docsgen?: {
      navigate: (href: string) => Promise<void>;
      loadCategory?: (id: string) => Promise<SidebarItem[] | null>;
    };
  }
}
export {};
