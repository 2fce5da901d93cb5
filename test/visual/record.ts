/**
 * Records the references a visual parity test compares with, from Docusaurus's own build of a project:
 *   node --import tsx test/visual/record.ts <docusaurus-build-dir> <name>
 * writes test/visual/references/<name>/*.png and files.json (the pages Docusaurus wrote).
 * Docusaurus itself is installed in a scratch folder for this, never in the project.
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launchBrowser } from '../helpers/browser.js';
import { CLASSIC_TEMPLATE_SHOTS } from './classic-template-shots.js';
import { serveFolder, shotName, takeShots } from './screenshots.js';

const [buildDir, name] = process.argv.slice(2);
if (!buildDir || !name) throw new Error('usage: record.ts <docusaurus-build-dir> <name>');
const out = path.join(import.meta.dirname, 'references', name);
await mkdir(out, { recursive: true });
const files = (await readdir(buildDir, { recursive: true }))
  .map((f) => f.split(path.sep).join('/'))
  .filter((f) => f.endsWith('.html') || f.endsWith('.xml'))
  .sort();
await writeFile(path.join(out, 'files.json'), JSON.stringify(files, null, 2) + '\n');
const browser = await launchBrowser();
const server = await serveFolder(path.resolve(buildDir));
try {
  for (const [shot, png] of await takeShots(browser, server.url, CLASSIC_TEMPLATE_SHOTS)) await writeFile(path.join(out, shotName(shot)), png);
} finally {
  await browser.close();
  await server.close();
}
