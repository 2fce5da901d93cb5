import { describe, expect, it } from 'vitest';
import { ConfigError, validateConfig } from '../../src/config/load-config.js';

const minimal = { title: 'Docs', url: 'https://docs.example.com' };

function issuesOf(input: unknown) {
  try {
    validateConfig(input, 'site.config.ts');
  } catch (error) {
    if (error instanceof ConfigError) return error.issues;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('site config validation', () => {
  it('applies the documented defaults: dark mode, no system preference, Next version, TOC 2 to 3, warn on broken links', () => {
    const config = validateConfig(minimal, 'site.config.ts');
    expect(config.baseUrl).toBe('/');
    expect(config.colorMode).toEqual({ defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false });
    expect(config.versions.current.label).toBe('Next');
    expect(config.toc).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect([config.onBrokenLinks, config.onBrokenAnchors, config.onDuplicateRoutes]).toEqual(['warn', 'warn', 'warn']);
    expect(config.sidebar).toEqual({ hideable: false, autoCollapseCategories: false });
    expect(config.i18n.localeConfigs.en).toEqual({ label: 'English', direction: 'ltr' });
  });

  it('rejects a navbar item of unknown type with its key path and the allowed types', () => {
    const issues = issuesOf({ ...minimal, navbar: { items: [{ type: 'link', label: 'A', to: '/' }, { type: 'fancyWidget' }] } });
    expect(issues).toEqual([expect.objectContaining({ path: 'navbar.items[1].type', message: 'unknown navbar item type "fancyWidget"' })]);
    expect(issues[0]!.fix).toContain('link, dropdown, html, search, localeDropdown, docsVersionDropdown, colorModeToggle');
  });

  it('reports every problem at once, each with a key path and a fix', () => {
    const issues = issuesOf({ url: 'not a url', baseUrl: 'docs', colorMode: { defaultMode: 'blue' }, titel: 'typo' });
    const paths = issues.map((i) => i.path).sort();
    expect(paths).toEqual(['(root)', 'baseUrl', 'colorMode.defaultMode', 'title', 'url'].sort());
    for (const issue of issues) expect(issue.fix.length).toBeGreaterThan(5);
  });

  it('refuses values JSON cannot write (a BigInt, a symbol, a circular object) at their key path, not with an internal error', () => {
    const circular: Record<string, unknown> = { name: 'loop' };
    circular.self = circular;
    const shared = { n: 1 };
    const issues = issuesOf({ ...minimal, customFields: { a: 1n, list: [shared, shared, Symbol('s')], circular, fn: () => 1 } });
    expect(new ConfigError('site.config.ts', issues).message).toMatchInlineSnapshot(`
      "site.config.ts: 3 configuration problems
        - customFields.a: is a BigInt (1n), which the site's data (JSON) cannot hold. Fix: write it as a number (1) or a string ("1").
        - customFields.list[2]: is a symbol (Symbol(s)), which the site's data (JSON) cannot hold. Fix: write it as a string.
        - customFields.circular.self: contains itself (a circular reference), which the site's data (JSON) cannot hold. Fix: give it a copy of the data instead of a reference to an object that holds it."
    `);
  });

  it('refuses a locale, or a locale folder, that is not one folder name, at its key', () => {
    const locales = issuesOf({ ...minimal, i18n: { locales: ['en', '../../x'] } });
    const folder = issuesOf({ ...minimal, i18n: { locales: ['en', 'fr'], localeConfigs: { en: { label: 'English' }, fr: { label: 'Français', path: '/../' } } } });
    expect([...locales, ...folder].map((i) => `${i.path}: ${i.message}`)).toMatchInlineSnapshot(`
      [
        "i18n.locales[1]: is "../../x", which holds a "/", a "\\" or a control character; it names a folder of the output and of the translations, so it must be one folder name",
        "i18n.localeConfigs.fr.path: is "..", which is "." or ".."; it names a folder of the output and of the translations, so it must be one folder name",
      ]
    `);
  });

  it('requires exactly one of `to` and `href` on links', () => {
    const issues = issuesOf({ ...minimal, footer: { links: [{ title: 'X', items: [{ label: 'Both', to: '/', href: 'https://x.example' }] }] } });
    expect(issues[0]).toMatchObject({ path: 'footer.links[0].items[0]' });
  });

  it('treats a navbar item without a type as a link', () => {
    const config = validateConfig({ ...minimal, navbar: { items: [{ label: 'Home', to: '/' }] } }, 'site.config.ts');
    expect(config.navbar.items[0]).toMatchObject({ type: 'link', label: 'Home', to: '/' });
  });
});
