/**
 * Locales as Docusaurus builds them (`i18n.locales`): the default locale at the base URL, every other
 * one a whole site in its folder (`fr/`), its pages read from `i18n/<locale>/...` where translated and
 * from the originals elsewhere, its navbar, footer, sidebar, blog and theme strings in its words, each
 * page naming its alternates; `--locale` builds a subset.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../src/pipeline/build-site.js';
import { loadConfig } from '../../src/config/load-config.js';
import { ConfigError } from '../../src/config/config-error.js';
import { copyFixture, removeDir } from '../helpers/build-fixture.js';
import { buildShard } from '../../src/pipeline/build-shard.js';

const roots: string[] = [];
afterAll(() => (process.env.KEEP ? undefined : Promise.all(roots.map(removeDir))));

async function fixture(): Promise<string> {
  const root = await copyFixture('docusaurus-i18n');
  roots.push(root);
  return root;
}

const errorsOf = (result: BuildResult) => result.diagnostics.filter((d) => d.severity === 'error');

describe('locales (a Docusaurus project in English, French and Arabic)', () => {
  let out: string;
  let result: BuildResult;
  const page = (file: string) => readFile(path.join(out, file), 'utf8');
  beforeAll(async () => {
    const root = await fixture();
    result = await buildSite({ root });
    expect(errorsOf(result)).toEqual([]);
    out = result.outDir;
  }, 120_000);

  it('writes every locale: the default at the root, the others in their folders, with the same routes', async () => {
    const routesOf = async (dir: string) =>
      (await readdir(path.join(out, dir), { recursive: true }))
        .filter((f) => f.endsWith('.html') && !/^(fr|ar)\//.test(f))
        .map((f) => f.split(path.sep).join('/'))
        .sort();
    const english = await routesOf('.');
    expect(english).toEqual(expect.arrayContaining(['docs/intro.html', 'docs/guide/install.html', 'docs/guide/deploy.html', 'about.html', 'blog.html', 'blog/2024/03/01/first-light.html']));
    expect(await routesOf('fr')).toEqual(english);
    expect(await routesOf('ar')).toEqual(english);
  });

  it('reads a translated page in its place and falls back to the original where there is none', async () => {
    expect(await page('fr/docs/intro.html')).toContain('<h1>Présentation</h1>');
    expect(await page('fr/docs/guide/install.html')).toContain('Lancez l&#x27;installateur');
    // Not translated: the English page, at the French URL, with the French chrome.
    const deploy = await page('fr/docs/guide/deploy.html');
    expect(deploy).toContain('<h1>Deploy</h1>');
    expect(deploy).toContain('Lanterne');
    expect(await page('docs/intro.html')).toContain('<h1>Introduction</h1>');
    // Links inside a locale stay in it.
    expect(await page('fr/docs/intro.html')).toContain('href="/fr/docs/guide/install"');
  });

  it('names the language and direction of each page, and its alternates in every locale', async () => {
    expect(await page('fr/docs/intro.html')).toMatch(/<html lang="fr" dir="ltr"/);
    expect(await page('ar/docs/intro.html')).toMatch(/<html lang="ar" dir="rtl"/);
    const alternates = [...(await page('fr/docs/intro.html')).matchAll(/<link rel="alternate" href="([^"]+)" hreflang="([^"]+)">/g)].map((m) => `${m[2]} ${m[1]}`);
    expect(alternates).toEqual([
      'en https://lantern.example.com/docs/intro',
      'fr https://lantern.example.com/fr/docs/intro',
      'ar https://lantern.example.com/ar/docs/intro',
      'x-default https://lantern.example.com/docs/intro',
    ]);
  });

  it('shows the navbar, footer, sidebar and theme strings in the locale, and the locale menu leads to the same page', async () => {
    const intro = await page('fr/docs/intro.html');
    for (const text of [
      'Lanterne',
      'Documentation FR',
      'Carnet',
      'Apprendre',
      'Présentation',
      'Droits réservés aux auteurs de Lantern',
      'Guide pratique',
      'Journal des modifications',
      'Éditer cette page',
      'Suivant',
    ])
      expect(intro).toContain(text);
    const menu = [...intro.matchAll(/<a href="([^"]+)" lang="([^"]+)"/g)].map((m) => `${m[2]} ${m[1]}`);
    expect(menu).toEqual(['en /docs/intro', 'fr /fr/docs/intro', 'ar /ar/docs/intro']);
    // Arabic translates only the edit link; the rest is the site's own words.
    const arabic = await page('ar/docs/intro.html');
    expect(arabic).toContain('تعديل هذه الصفحة');
    expect(arabic).toContain('Guide');
  });

  it('builds the blog of each locale from its translated posts, with its own title and feeds', async () => {
    const post = await page('fr/blog/2024/03/01/first-light.html');
    expect(post).toContain('Première lumière');
    expect(await page('fr/blog.html')).toContain('Billets récents');
    const rss = await page('fr/blog/rss.xml');
    expect(rss).toContain('<language>fr</language>');
    expect(rss).toContain('https://lantern.example.com/fr/blog/2024/03/01/first-light');
    expect(await page('fr/about.html')).toContain('À propos de Lantern');
    // A Markdown page's links lead into its locale like a doc's do.
    expect(await page('ar/index.html')).toContain('href="/ar/docs/intro"');
    expect(await page('index.html')).toContain('href="/docs/intro"');
    expect(await page('fr/blog.html')).toContain('Lire plus');
    expect(await page('ar/about.html')).toContain('About Lantern');
  });

  it('gives each locale its own search index, in its language', async () => {
    const indexText = async (dir: string) => {
      const folder = path.join(out, dir, 'assets', 'search');
      const files = await readdir(folder);
      return (await Promise.all(files.map((f) => readFile(path.join(folder, f), 'utf8')))).join('\n');
    };
    expect(await indexText('fr')).toContain('Premiers pas');
    expect(await indexText('.')).not.toContain('Premiers pas');
  });

  it('keeps the output when nothing changed, and rebuilds when a translation did', async () => {
    const root = path.dirname(out);
    expect((await buildSite({ root })).unchanged).toBe(true);
    await writeFile(path.join(root, 'i18n/fr/docusaurus-plugin-content-docs/current/guide/install.md'), '# Installation\n\nNouvelles instructions.\n');
    const again = await buildSite({ root });
    expect(again.unchanged).toBeFalsy();
    expect(await page('fr/docs/guide/install.html')).toContain('Nouvelles instructions');
  }, 120_000);
});

describe('a docsgen site (site.config.ts) in two locales', () => {
  it('builds each locale from the same layout of translations, naming a locale the config does not describe in its own language', async () => {
    const root = await copyFixture('basic');
    roots.push(root);
    const config = path.join(root, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("favicon: 'img/logo.svg',", "favicon: 'img/logo.svg',\n  i18n: { defaultLocale: 'en', locales: ['en', 'he'] },"));
    await mkdir(path.join(root, 'i18n/he/docusaurus-plugin-content-docs/current'), { recursive: true });
    await writeFile(path.join(root, 'i18n/he/docusaurus-plugin-content-docs/current/index.md'), '# ברוכים הבאים\n\nזהו האתר.\n');
    const result = await buildSite({ root });
    expect(errorsOf(result)).toEqual([]);
    const home = await readFile(path.join(result.outDir, 'he/index.html'), 'utf8');
    expect(home).toMatch(/<html lang="he" dir="rtl"/);
    expect(home).toContain('ברוכים הבאים');
    expect(await readFile(path.join(result.outDir, 'index.html'), 'utf8')).toContain('"label":"עברית"');
  }, 120_000);
});

describe('--shard on a site of several locales', () => {
  it('is refused with what to do instead, and writes nothing', async () => {
    const root = await fixture();
    const result = await buildShard({ root, shard: { index: 1, count: 2 } });
    expect(result.ok).toBe(false);
    expect(errorsOf(result).map((d) => `${d.file}:${d.line}:${d.column} ${d.message} ${d.hint}`)).toMatchInlineSnapshot(`
      [
        "docusaurus.config.js:1:1 --shard builds sites of one locale, and this site has 3 (en, fr, ar). Build it without --shard: every locale is built in one run, sharing compiled pages.",
      ]
    `);
    expect(existsSync(path.join(root, 'build.shard-1-of-2'))).toBe(false);
  }, 120_000);
});

describe('--locale', () => {
  it('builds only the locales asked for, each in its folder', async () => {
    const root = await fixture();
    const result = await buildSite({ root, locales: ['fr'] });
    expect(errorsOf(result)).toEqual([]);
    expect(existsSync(path.join(result.outDir, 'fr/docs/intro.html'))).toBe(true);
    expect(existsSync(path.join(result.outDir, 'docs/intro.html'))).toBe(false);
    expect(existsSync(path.join(result.outDir, 'ar'))).toBe(false);
  }, 120_000);

  it('refuses a locale the config does not list, naming the ones it does', async () => {
    const root = await fixture();
    const error = await loadConfig(root, {}, { locale: 'de' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).issues).toMatchInlineSnapshot(`
      [
        {
          "fix": "build one of "en", "fr", "ar", or add "de" to i18n.locales",
          "message": "does not list the locale "de" that was asked for",
          "path": "i18n.locales",
        },
      ]
    `);
  });

  it('names a translations file that is not JSON', async () => {
    const root = await fixture();
    await writeFile(path.join(root, 'i18n/fr/code.json'), '{ "theme.common.editThisPage": { "message": "Éditer" }, }');
    const error = await loadConfig(root, {}, { locale: 'fr' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).file).toBe(path.join(root, 'i18n/fr/code.json'));
    const [issue] = (error as ConfigError).issues;
    expect(issue!.at).toEqual({ file: path.join(root, 'i18n/fr/code.json'), line: 1, column: 57 });
    expect({ message: issue!.message, fix: issue!.fix }).toMatchInlineSnapshot(`
      {
        "fix": "fix the JSON, or regenerate it with \`docusaurus write-translations\`",
        "message": "is not valid JSON (Expected double-quoted property name)",
      }
    `);
  });
});
