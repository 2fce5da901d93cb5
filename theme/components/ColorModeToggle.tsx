import { useEffect, useState } from 'react';
import { Icon } from './Icons.js';
import { writeStorage } from './storage.js';

export const THEME_KEY = 'theme';

/** Light/dark switch. The inline head script sets the mode before first paint; this only flips and stores it. */
export function ColorModeToggle({ defaultMode }: { defaultMode: 'light' | 'dark' }) {
  const [mode, setMode] = useState<'light' | 'dark'>(defaultMode);
  useEffect(() => {
    const current = document.documentElement.getAttribute('data-theme');
    if (current === 'light' || current === 'dark') setMode(current);
  }, []);
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="navbar-icon-button color-mode-toggle"
      aria-label={`Switch to ${next} mode (currently ${mode} mode)`}
      title={`Switch to ${next} mode`}
      onClick={() => {
        document.documentElement.setAttribute('data-theme', next);
        writeStorage(THEME_KEY, next);
        setMode(next);
        window.dispatchEvent(new CustomEvent('docsgen:colormode', { detail: next }));
      }}
    >
      <Icon name={mode === 'dark' ? 'moon' : 'sun'} />
    </button>
  );
}
