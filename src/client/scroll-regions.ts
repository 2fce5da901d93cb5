const SCROLLERS = '#main-content .markdown table, #main-content .markdown pre, #main-content .mermaid-diagram';

/** Which sides of a scrolled region hide content: `left`, `right`, both, or none. */
function hiddenSides(el: HTMLElement): string {
  const sides: string[] = [];
  if (el.scrollLeft > 1) sides.push('left');
  if (el.scrollLeft + el.clientWidth < el.scrollWidth - 1) sides.push('right');
  return sides.join(' ');
}

/** `data-scroll-more` draws the fade on the edge with more content (styles.css), so a reader sees the table goes on. */
function showHiddenSides(el: HTMLElement): void {
  const sides = hiddenSides(el);
  if (sides) el.dataset.scrollMore = sides;
  else delete el.dataset.scrollMore;
}

/**
 * Tables, code blocks and diagrams wider than the screen scroll sideways; keyboard users can only
 * scroll them when they can focus them (WCAG 2.1.1), so those that overflow get a tab stop, and
 * every reader gets a fade on the side that has more.
 */
export function markScrollableRegions(): void {
  for (const el of document.querySelectorAll<HTMLElement>(SCROLLERS)) {
    if (el.scrollWidth > el.clientWidth + 1) el.tabIndex = 0;
    else if (el.tabIndex === 0) el.removeAttribute('tabindex');
    showHiddenSides(el);
  }
}

/** Marks them now and again whenever the window is resized or one of them is scrolled. */
export function watchScrollableRegions(): void {
  let frame = 0;
  window.addEventListener('resize', () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(markScrollableRegions);
  });
  // Scroll events do not bubble; capture sees every region's, including those of later pages.
  document.addEventListener(
    'scroll',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLElement && target.matches(SCROLLERS)) showHiddenSides(target);
    },
    { capture: true, passive: true },
  );
}
