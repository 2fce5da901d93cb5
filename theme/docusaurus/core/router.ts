/** `@docusaurus/router`: the current location from the browser (the page's route on the server). */
import { currentPageHref, siteData } from '../site-context.js';

/** The page's own URL on the server and at hydration alike (so both render the same); query and hash only in the browser. */
function currentLocation() {
  const pathname = currentPageHref() ?? (typeof window !== 'undefined' ? window.location.pathname : (siteData()?.baseUrl ?? '/'));
  if (typeof window !== 'undefined') return { pathname, search: window.location.search, hash: window.location.hash, state: null };
  return { pathname, search: '', hash: '', state: null };
}

export function useLocation() {
  return currentLocation();
}

export function useHistory() {
  return {
    push: (to: string) => window.location.assign(to),
    replace: (to: string) => window.location.replace(to),
    goBack: () => window.history.back(),
    location: currentLocation(),
  };
}

export function Redirect({ to }: { to: string }) {
  if (typeof window !== 'undefined') window.location.replace(to);
  return null;
}
