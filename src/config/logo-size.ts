import path from 'node:path';
import type { SiteConfig } from './schema.js';
import { imageSize } from './image-size.js';

/** The navbar's logo height (Docusaurus's `.navbar__logo` is 2rem): a logo without a size is scaled to it. */
export const LOGO_HEIGHT = 32;

/**
 * The config with the navbar logo's width and height filled in from the image itself when the config
 * gives neither (or one of them): the logo keeps its own proportions, and the page reserves its
 * place before it loads (no layout shift). Logos that are URLs or unreadable stay as they are.
 */
export async function withLogoSize(config: SiteConfig, root: string): Promise<SiteConfig> {
  const logo = config.navbar.logo;
  if (!logo || (logo.width !== undefined && logo.height !== undefined) || /^[a-z]+:/i.test(logo.src)) return config;
  const size = await imageSize(path.join(root, config.staticDir, logo.src.replace(/^\//, '')));
  if (!size) return config;
  const ratio = size.width / size.height;
  const given = (v: number | string | undefined) => (typeof v === 'number' ? v : typeof v === 'string' && /^\d+(\.\d+)?(px)?$/.test(v) ? Number.parseFloat(v) : undefined);
  const [width, height] = [given(logo.width), given(logo.height)];
  const sized =
    width !== undefined
      ? { width, height: Math.round(width / ratio) }
      : height !== undefined
        ? { width: Math.round(height * ratio), height }
        : { width: Math.round(LOGO_HEIGHT * ratio), height: LOGO_HEIGHT };
  return { ...config, navbar: { ...config.navbar, logo: { ...logo, ...sized } } };
}
