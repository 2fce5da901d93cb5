/** Spec §9: the bar only appears when loading takes longer than this, so quick navigations never flicker. */
export const PROGRESS_DELAY_MS = 200;

/**
 * Starts the navigation progress bar; call the returned function when the page is ready (or failed).
 * The bar is plain DOM outside the React tree, so it never re-renders the page.
 */
export function startProgress(): () => void {
  let bar: HTMLElement | undefined;
  let grow: number | undefined;
  const timer = window.setTimeout(() => {
    bar = document.createElement('div');
    bar.className = 'route-progress';
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-label', 'Loading page');
    document.body.appendChild(bar);
    let width = 10;
    bar.style.width = `${width}%`;
    // Eases towards 90 % and never reaches it: the real end comes from `done`.
    grow = window.setInterval(() => {
      width += (90 - width) * 0.1;
      if (bar) bar.style.width = `${width}%`;
    }, 200);
  }, PROGRESS_DELAY_MS);
  return () => {
    window.clearTimeout(timer);
    window.clearInterval(grow);
    if (!bar) return;
    const finished = bar;
    finished.style.width = '100%';
    finished.classList.add('route-progress-done');
    window.setTimeout(() => finished.remove(), 300);
  };
}
