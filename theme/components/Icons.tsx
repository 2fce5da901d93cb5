/**
 * Interface icons, drawn by the stylesheet (`.icon-*` masks) so they cost no JavaScript and no SVG markup
 * per use. Decorative: the buttons and links around them carry the accessible names.
 */
export function Icon({ name, small }: { name: 'sun' | 'moon' | 'menu' | 'close' | 'chevron' | 'edit' | 'chat'; small?: boolean }) {
  return <span className={`icon icon-${name}${small ? ' icon-sm' : ''}`} aria-hidden="true" />;
}
