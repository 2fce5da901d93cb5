/**
 * Interface icons, inline: a 24×24 stroke path drawn in the text colour (`.icon` in the stylesheet). They were
 * CSS masks with SVG data URLs, but Chromium gives each SVG image its own isolated document, and building those
 * took 13-16 ms of the page's first style recalculation (half of it; measured on the home page, Chromium 150):
 * the long task the first paint waits for. Decorative: the buttons and links around them carry the names.
 */
const PATHS = {
  sun: 'M12 3v2M12 19v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M3 12h2M19 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z',
  moon: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
  chevron: 'm9 6 6 6-6 6',
  edit: 'M4 20h4L19 9l-4-4L4 16v4ZM14 6l4 4',
  chat: 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12ZM8.5 12h.01M12 12h.01M15.5 12h.01',
} as const;

export function Icon({ name, small }: { name: keyof typeof PATHS; small?: boolean }) {
  return (
    <svg className={`icon icon-${name}${small ? ' icon-sm' : ''}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
