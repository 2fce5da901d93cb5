/**
 * `docsgen serve --locale fr`: the French site at `/fr/`, and edits to its translations (a translated
 * page, a translation file of strings) reach the open pages like edits to the originals do.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { copyFixture, removeDir } from '../helpers/build-fixture.js';
import { connectDevSocket, type DevSocketClient } from '../helpers/dev-socket.js';

let root: string;
let server: DevServer;
let socket: DevSocketClient;

const text = async (rel: string) => (await fetch(new URL(rel, `${new URL(server.url).origin}/`))).text();
const edit = async (rel: string, change: (text: string) => string) => writeFile(path.join(root, rel), change(await readFile(path.join(root, rel), 'utf8')));

beforeAll(async () => {
  root = await copyFixture('docusaurus-i18n');
  server = await startDevServer({ root, port: 0, locale: 'fr', log: { info: () => {}, problems: () => {} } });
  await server.watching;
  // The socket is under the site's base URL, as the page's client opens it: the locale's.
  socket = await connectDevSocket(server.port, server.token, '/fr/');
  await socket.next('connected');
}, 120_000);

afterAll(async () => {
  socket?.close();
  await server?.close();
  if (root) await removeDir(root);
});

describe('docsgen serve --locale fr', () => {
  it('serves the French site at /fr/', async () => {
    expect(server.url).toMatch(/\/fr\/$/);
    expect(await text('fr/docs/intro')).toContain('<h1>Présentation</h1>');
  });

  it('updates a page when its translation is edited', async () => {
    // Not its first paragraph: that is its description, which other pages show (a full reload).
    await edit('i18n/fr/docusaurus-plugin-content-docs/current/guide/install.md', (t) => t.replace('Un ordinateur et une lampe.', 'Un ordinateur et deux lampes.'));
    expect((await socket.next('page-update')).routes).toEqual(['/docs/guide/install']);
    expect(await text('fr/docs/guide/install')).toContain('Un ordinateur et deux lampes.');
  });

  it('shows the original again when a translation is deleted, and a new translation when one is added', async () => {
    // The page's title changes with it (the sidebar and pagination show it): a full reload.
    await rm(path.join(root, 'i18n/fr/docusaurus-plugin-content-docs/current/guide/install.md'));
    expect((await socket.next('full-reload')).reason).toBe('a title, slug or other frontmatter changed');
    expect(await text('fr/docs/guide/install')).toContain('<h1>Install</h1>');
    await writeFile(path.join(root, 'i18n/fr/docusaurus-plugin-content-docs/current/guide/deploy.md'), '# Déploiement\n\nCopiez le dossier.\n');
    expect((await socket.next('full-reload')).reason).toBe('a title, slug or other frontmatter changed');
    expect(await text('fr/docs/guide/deploy')).toContain('<h1>Déploiement</h1>');
  });

  it("reloads with the locale's new words when a translation file of strings changes", async () => {
    await edit('i18n/fr/docusaurus-theme-classic/navbar.json', (t) => t.replace('"Lanterne"', '"La Lanterne"'));
    expect((await socket.next('full-reload')).reason).toBe('config changed');
    expect(await text('fr/docs/intro')).toContain('La Lanterne');
  });
});
