let region: HTMLElement | undefined;

/** A live region outside the React tree, created at boot so screen readers are already watching it. */
export function createAnnouncer(): void {
  region = document.createElement('div');
  region.id = 'docsgen-route-announcer';
  region.className = 'visually-hidden';
  region.setAttribute('aria-live', 'assertive');
  region.setAttribute('aria-atomic', 'true');
  document.body.appendChild(region);
}

/** Tells screen-reader users that the page changed, since no full load announces it. */
export function announcePage(title: string): void {
  if (!region) return;
  region.textContent = `Navigated to ${title}`;
}
