const SCROLLERS = '#main-content .markdown table, #main-content .markdown pre';

/**
 * Tables and code blocks wider than the screen scroll sideways; keyboard users can only
 * scroll them when they can focus them (WCAG 2.1.1), so those that overflow get a tab stop.
 */
export function markScrollableRegions(): void {
  for (const el of document.querySelectorAll<HTMLElement>(SCROLLERS)) {
    if (el.scrollWidth > el.clientWidth + 1) el.tabIndex = 0;
    else if (el.tabIndex === 0) el.removeAttribute('tabindex');
  }
}

/** Marks them now and again whenever the window is resized. */
export function watchScrollableRegions(): void {
  let frame = 0;
  window.addEventListener('resize', () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(markScrollableRegions);
  });
}
