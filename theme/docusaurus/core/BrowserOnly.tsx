import type { ReactNode } from 'react';
import useIsBrowser from './useIsBrowser.js';

/** Renders `fallback` on the server and at hydration, then `children()` in the browser. */
export default function BrowserOnly({ children, fallback = null }: { children: () => ReactNode; fallback?: ReactNode }) {
  return <>{useIsBrowser() ? children() : fallback}</>;
}
