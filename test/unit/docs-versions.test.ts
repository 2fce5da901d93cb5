import { describe, expect, it } from 'vitest';
import { resolveDocVersions } from '../../src/config/docusaurus/docs-versions.js';

const base = { routeBase: '/docs/', contentDir: 'docs', sidebarPath: './sidebars.js' };

describe("docs versions, as Docusaurus's docs plugin resolves them", () => {
  it('serves the newest released version at the docs root, current at next/, older ones at their name, with banners and badges', () => {
    const { versions, problems } = resolveDocVersions({ ...base, options: {}, versionsFile: ['2.0', '1.0'] });
    expect(problems).toEqual([]);
    expect(versions.map((v) => [v.name, v.label, v.routeBasePath, v.banner, v.badge, v.isLast])).toEqual([
      ['current', 'Next', '/docs/next/', 'unreleased', true, false],
      ['2.0', '2.0', '/docs/', 'none', true, true],
      ['1.0', '1.0', '/docs/1.0/', 'unmaintained', true, false],
    ]);
    expect(versions[0]).toMatchObject({ contentDir: 'docs', sidebarPath: './sidebars.js' });
    expect(versions[2]).toMatchObject({ contentDir: 'versioned_docs/version-1.0', sidebarPath: 'versioned_sidebars/version-1.0-sidebars.json' });
  });

  it('takes lastVersion, per-version options and onlyIncludeVersions (teku and keploy)', () => {
    const teku = resolveDocVersions({
      ...base,
      routeBase: '/',
      options: { lastVersion: '26.7.0', versions: { current: { label: 'development', path: 'development' }, '26.7.0': { label: 'stable (26.7.0)' } } },
      versionsFile: ['26.7.0', '26.6.1'],
    });
    expect(teku.versions.map((v) => [v.name, v.label, v.routeBasePath, v.banner])).toEqual([
      ['current', 'development', '/development/', 'unreleased'],
      ['26.7.0', 'stable (26.7.0)', '/', 'none'],
      ['26.6.1', '26.6.1', '/26.6.1/', 'unmaintained'],
    ]);
    const keploy = resolveDocVersions({
      ...base,
      options: { lastVersion: '4.0.0', onlyIncludeVersions: ['1.0.0', '4.0.0'], versions: { '1.0.0': { banner: 'none', badge: false } } },
      versionsFile: ['4.0.0', '1.0.0'],
    });
    expect(keploy.versions.map((v) => [v.name, v.banner, v.badge])).toEqual([
      ['4.0.0', 'none', true],
      ['1.0.0', 'none', false],
    ]);
  });

  it('a site with one version shows no badge; a version that does not exist is a problem naming it', () => {
    expect(resolveDocVersions({ ...base, options: {}, versionsFile: [] }).versions).toMatchObject([{ name: 'current', badge: false, banner: 'none', isLast: true, routeBasePath: '/docs/' }]);
    const { problems } = resolveDocVersions({ ...base, options: { lastVersion: '3.0' }, versionsFile: ['2.0'] });
    expect(problems).toMatchInlineSnapshot(`
      [
        {
          "fix": "use a name listed in versions.json (or "current" for the docs folder)",
          "key": "presets.classic.docs",
          "message": "names the version "3.0", which is not one of "current", "2.0"",
        },
      ]
    `);
  });
});
