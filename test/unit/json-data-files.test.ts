/** i18n messages and `versions.json` that are not JSON: a problem at the line and column where the JSON goes wrong. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, validateConfig } from '../../src/config/load-config.js';
import { localizeConfig } from '../../src/config/localize-config.js';
import { parseJsonData } from '../../src/content/json-data.js';
import { versionNamesFromText } from '../../src/config/docusaurus/load-docusaurus-config.js';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-json-data-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** Where localising for French stops, with `code.json` holding this text. */
async function refusalOfCodeJson(text: string): Promise<string> {
  const project = await mkdtemp(path.join(root, 'p-'));
  await mkdir(path.join(project, 'i18n', 'fr'), { recursive: true });
  await writeFile(path.join(project, 'i18n', 'fr', 'code.json'), text);
  const config = validateConfig({ title: 'T', url: 'https://t.example', i18n: { locales: ['en', 'fr'], localeConfigs: { en: { label: 'English' }, fr: { label: 'Français' } } } }, 'site.config.ts');
  try {
    localizeConfig(config, project, 'fr', path.join(project, 'site.config.ts'));
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.issues.map((i) => `${path.relative(project, i.at!.file)}:${i.at!.line}:${i.at!.column} ${i.message}`).join('\n');
  }
  return 'loaded';
}

describe('JSON data files', () => {
  it('places an unexpected token where it is, though V8 names no position for it', async () => {
    // V8 words these without a position ("Unexpected token '}', ... is not valid JSON"): they were all at 1:1.
    const found = await Promise.all(['{\n  "a": { "message": "x" },\n  "b": }\n', '["x",]', '{"a": "b"}\n}'].map(refusalOfCodeJson));
    expect(found).toMatchInlineSnapshot(`
      [
        "i18n/fr/code.json:3:8 is not valid JSON (Unexpected token '}')",
        "i18n/fr/code.json:1:6 is not valid JSON (Unexpected token ']')",
        "i18n/fr/code.json:2:1 is not valid JSON (Unexpected non-whitespace character after JSON)",
      ]
    `);
  });

  it('reads valid JSON and places an unfinished file at its end', () => {
    expect(parseJsonData('["2.0", "1.0"]')).toEqual({ data: ['2.0', '1.0'] });
    expect(parseJsonData('{\n"a": [1,\n')).toMatchInlineSnapshot(`
      {
        "problem": {
          "column": 1,
          "line": 3,
          "message": "is not valid JSON (Unexpected end of JSON input)",
        },
      }
    `);
  });
});

describe('versions.json', () => {
  it('refuses a version name that is not a folder name, at its place in the file', () => {
    const file = path.join('/site', 'versions.json');
    let refusal = 'accepted';
    try {
      versionNamesFromText('[\n  "2.0.0",\n  "../../x"\n]\n', file);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      refusal = error.issues.map((i) => `${path.basename(i.at!.file)}:${i.at!.line}:${i.at!.column} ${i.message}`).join('\n');
    }
    expect(refusal).toMatchInlineSnapshot(`"versions.json:3:3 lists the version "../../x", which is not a folder name (it holds a "/" or a "\\", or is "." or "..")"`);
    expect(versionNamesFromText('["2.0.0", "1.0.0"]', file)).toEqual(['2.0.0', '1.0.0']);
  });
});
