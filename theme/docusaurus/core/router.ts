/** `@docusaurus/router`: the current location from the browser (the page's route on the server). */
import { siteData } from '../site-context.js';

function currentLocation() {
  if (typeof window !== 'undefined') return { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash, state: null };
  return { pathname: siteData()?.baseUrl ?? '/', search: '', hash: '', state: null };
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
