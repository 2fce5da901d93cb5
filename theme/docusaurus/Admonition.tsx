import type { ReactNode } from 'react';

const TITLES: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', caution: 'Caution', important: 'Important', secondary: 'Note', success: 'Tip' };

/** `<Admonition type="tip" title="...">`: the same box the `:::tip` syntax makes. */
export default function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; icon?: ReactNode; className?: string; children?: ReactNode }) {
  return (
    <div className={`admonition admonition-${type}`} role="note">
      <p className="admonition-title">{title ?? TITLES[type] ?? type}</p>
      {children}
    </div>
  );
}
