/** Small stroke icons (24×24), decorative: their buttons and links carry the accessible names. */
function Icon({ d, size = 20 }: { d: string; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={d} />
    </svg>
  );
}

export const SunIcon = () => <Icon d="M12 3v2M12 19v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M3 12h2M19 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z" />;
export const MoonIcon = () => <Icon d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" />;
export const MenuIcon = () => <Icon d="M4 6h16M4 12h16M4 18h16" />;
export const CloseIcon = ({ size }: { size?: number }) => <Icon d="M6 6l12 12M18 6 6 18" size={size} />;
export const ChevronIcon = () => <Icon d="m9 6 6 6-6 6" size={16} />;
export const EditIcon = () => <Icon d="M4 20h4L19 9l-4-4L4 16v4ZM14 6l4 4" size={16} />;
export const GlobeIcon = () => <Icon d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM3 12h18M12 3c2.5 2.7 3.5 5.7 3.5 9s-1 6.3-3.5 9c-2.5-2.7-3.5-5.7-3.5-9s1-6.3 3.5-9Z" size={16} />;
