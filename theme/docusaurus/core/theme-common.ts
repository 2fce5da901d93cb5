/** `@docusaurus/theme-common`: the hooks pages commonly use, on docsgen's colour mode and storage. */
import { useEffect, useState } from 'react';

type ColorMode = 'light' | 'dark';

function readMode(): ColorMode {
  if (typeof document === 'undefined') return 'light';
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

export function useColorMode() {
  // Light on the server and at hydration; the real mode once mounted, and on every toggle.
  const [colorMode, setMode] = useState<ColorMode>('light');
  useEffect(() => {
    setMode(readMode());
    const onChange = () => setMode(readMode());
    window.addEventListener('docsgen:colormode', onChange);
    return () => window.removeEventListener('docsgen:colormode', onChange);
  }, []);
  const setColorMode = (mode: ColorMode) => {
    document.documentElement.setAttribute('data-theme', mode);
    window.dispatchEvent(new CustomEvent('docsgen:colormode', { detail: mode }));
  };
  return { colorMode, setColorMode, isDarkTheme: colorMode === 'dark' };
}

export function useThemeConfig(): Record<string, unknown> {
  return {};
}

export function usePrismTheme(): Record<string, unknown> {
  return { plain: {}, styles: [] };
}

export function useWindowSize(): 'desktop' | 'mobile' | 'ssr' {
  const [size, setSize] = useState<'desktop' | 'mobile' | 'ssr'>('ssr');
  useEffect(() => {
    const update = () => setSize(window.innerWidth > 996 ? 'desktop' : 'mobile');
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}

export function ThemeClassNames() {
  return null;
}

export { default as useIsBrowser } from './useIsBrowser.js';
