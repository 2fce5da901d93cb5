import { readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { PortInUseError } from '../../src/dev/listen.js';
import { buildSite } from '../../src/pipeline/build-site.js';
import { copyFixture, removeDir } from '../helpers/build-fixture.js';
import { connectDevSocket, refusedStatus, type DevSocketClient } from '../helpers/dev-socket.js';

let root: string;
let server: DevServer;
let socket: DevSocketClient;
const logged: string[] = [];
const roots: string[] = [];

const file = (rel: string) => path.join(root, rel);
const get = (rel: string) => fetch(`${server.url}${rel}`);
const text = async (rel: string) => (await get(rel)).text();

/** Edits a file through a function of its text. */
async function edit(rel: string, change: (text: string) => string): Promise<void> {
  await writeFile(file(rel), change(await readFile(file(rel), 'utf8')));
}

/** What a reader sees of a page: the server-rendered app, without the per-process parts around it. */
function appHtml(html: string): string {
  return (/<div id="__docsgen">([\s\S]*?)<\/div>\n<script type="application\/json" id="__docsgen_data">/.exec(html)?.[1] ?? '').replace(/assets\/main\.[A-Z0-9]+\./g, 'assets/main.');
}

beforeAll(async () => {
  root = await copyFixture('basic');
  roots.push(root);
  server = await startDevServer({ root, port: 0, log: { info: (l) => logged.push(l), problems: (d) => logged.push(...d.map((x) => `${x.file}:${x.line}:${x.column} ${x.message}`)) } });
  await server.watching;
  socket = await connectDevSocket(server.port, server.token);
  await socket.next('connected');
});

afterAll(async () => {
  socket?.close();
  await server?.close();
  await Promise.all(roots.map(removeDir));
});

describe('docsgen serve: pages on request', () => {
  it('serves a page with the same content as the build, plus the dev client', async () => {
    const response = await get('guides/Page%20with%20spaces');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('id="__docsgen_dev"');
    expect(html).toContain('/__docsgen/dev-client.js');

    const built = await copyFixture('basic');
    roots.push(built);
    const result = await buildSite({ root: built });
    expect(result.ok).toBe(true);
    const buildHtml = await readFile(path.join(result.outDir, 'guides', 'Page with spaces.html'), 'utf8');
    expect(appHtml(html)).not.toBe('');
    expect(appHtml(html)).toBe(appHtml(buildHtml));
  });

  it('serves page modules at _page/, the client bundle, static files, and a 404 page for unknown paths', async () => {
    const module = await get('_page/guides/index.js');
    expect(module.status).toBe(200);
    expect(module.headers.get('content-type')).toContain('javascript');
    expect(await module.text()).toContain('Guides overview');

    const html = await text('');
    const js = /<script data-src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(js).toBeDefined();
    expect((await fetch(`http://127.0.0.1:${server.port}${js}`)).status).toBe(200);
    expect((await get('__docsgen/dev-client.js')).status).toBe(200);

    expect(await text('notes.txt')).toBe(await readFile(file('static/notes.txt'), 'utf8'));

    // The local search index, built on the first search.
    const index = (await (await get('assets/search/index.json')).json()) as { pages: unknown[] };
    expect(index.pages.length).toBeGreaterThan(3);
    expect(html).toContain('"searchIndex":"/assets/search/index.json"');
    // And Algolia's query API over it, as `docsgen preview` answers it.
    const search = await fetch(`http://127.0.0.1:${server.port}/1/indexes/*/queries`, { method: 'POST', body: JSON.stringify({ requests: [{ indexName: 'docs', params: 'query=guides' }] }) });
    const { results } = (await search.json()) as { results: { nbHits: number }[] };
    expect(results[0]!.nbHits).toBeGreaterThan(0);

    const missing = await get('no/such/page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('id="__docsgen_dev"');
    expect((await get('_page/no/such/page.js')).status).toBe(404);
  });

  it('finds a route with a trailing .html or index.html stripped', async () => {
    expect((await get('guides/index.html')).status).toBe(200);
    expect((await get('reference/Alpha.html')).status).toBe(200);
  });
});

describe('docsgen serve: live reload messages', () => {
  it('an edited page sends page-update for its route, and the page then shows the new text', async () => {
    await edit('content/reference/Alpha.md', (t) => t.replace('Use it.', 'Use it with care.'));
    const update = await socket.next('page-update');
    expect(update.routes).toEqual(['/reference/Alpha']);
    expect(await text('reference/Alpha')).toContain('Use it with care.');
  });

  it('a broken frontmatter sends the errors with file:line:column and a code frame; the page keeps its last good version; the fix clears them', async () => {
    const original = await readFile(file('content/reference/Alpha.md'), 'utf8');
    await writeFile(file('content/reference/Alpha.md'), original.replace('tags: [alpha]', 'tags: [alpha'));
    const { errors } = await socket.next('errors');
    expect(errors[0]).toMatchObject({ file: 'content/reference/Alpha.md', line: 5, code: 'frontmatter-yaml' });
    expect(errors[0]!.column).toBeGreaterThan(0);
    expect(errors[0]!.frame).toMatch(/> +5 \| tags: \[alpha\n/);
    expect(logged.some((l) => l.startsWith('content/reference/Alpha.md:5:'))).toBe(true);

    // The server stays up and keeps the last good page.
    const page = await get('reference/Alpha');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Use it with care.');

    // A socket that connects now is told about the error straight away.
    const late = await connectDevSocket(server.port, server.token);
    await late.next('connected');
    expect((await late.next('errors')).errors[0]!.file).toBe('content/reference/Alpha.md');
    late.close();

    await writeFile(file('content/reference/Alpha.md'), original.replace('Use it with care.', 'Use it, fixed.'));
    await socket.next('errors-cleared');
    expect((await socket.next('page-update')).routes).toEqual(['/reference/Alpha']);
    expect(await text('reference/Alpha')).toContain('Use it, fixed.');
  });

  it('an added page reloads open pages, with the page in their sidebar; removing it takes it out again', async () => {
    await writeFile(file('content/reference/Gamma.md'), '---\ntitle: Gamma page\n---\n\nNew.\n');
    expect((await socket.next('full-reload')).reason).toBe('a page added');
    expect(await text('reference/Gamma')).toContain('New.');
    expect(await text('guides/')).toContain('Gamma page');

    await rm(file('content/reference/Gamma.md'));
    expect((await socket.next('full-reload')).reason).toBe('a page removed');
    expect((await get('reference/Gamma')).status).toBe(404);
    expect(await text('guides/')).not.toContain('Gamma page');
  });

  it('a new title reloads open pages, since it shows in the sidebar and previous/next links', async () => {
    await edit('content/guides/Page with spaces.md', (t) => t.replace('title: Page with spaces', 'title: Spaced-out page'));
    expect((await socket.next('full-reload')).reason).toBe('a title, slug or other frontmatter changed');
    expect(await text('guides/')).toContain('Spaced-out page');
  });

  it('a stylesheet change swaps the stylesheet without a reload', async () => {
    const before = /<link rel="stylesheet" href="([^"]+)"/.exec(await text(''))![1];
    await edit('theme/styles.css', (t) => `${t}\n.dev-server-test { color: rebeccapurple; }\n`);
    const swap = await socket.next('css-update');
    expect(swap.previous).toBe(before);
    expect(swap.href).not.toBe(before);
    expect(await (await fetch(`http://127.0.0.1:${server.port}${swap.href}`)).text()).toContain('rebeccapurple');
    expect(await text('')).toContain(swap.href);
  });

  it('a theme that stops compiling shows the error at its file:line and keeps serving; the fix reloads', async () => {
    const original = await readFile(file('theme/App.tsx'), 'utf8');
    await writeFile(file('theme/App.tsx'), `${original}\nexport const broken = <div>;\n`);
    const { errors } = await socket.next('errors');
    expect(errors[0]!.file).toBe('theme/App.tsx');
    expect(errors[0]!.line).toBeGreaterThan(1);
    expect((await get('')).status).toBe(200);
    await writeFile(file('theme/App.tsx'), original);
    await socket.next('errors-cleared');
  });

  it('a config change reloads the config; a broken one keeps the old config and shows why', async () => {
    await edit('site.config.ts', (t) => t.replace("title: 'Fixture Docs'", "title: 'Renamed Docs'"));
    expect((await socket.next('full-reload')).reason).toBe('config changed');
    expect(await text('')).toContain('Renamed Docs');

    await edit('site.config.ts', (t) => t.replace("url: 'https://fixture.example'", "url: 'not a url'"));
    const { errors } = await socket.next('errors');
    expect(errors[0]).toMatchObject({ file: 'site.config.ts', code: 'config' });
    expect(errors[0]!.message).toContain('url');
    expect(await text('')).toContain('Renamed Docs');
    await edit('site.config.ts', (t) => t.replace("url: 'not a url'", "url: 'https://fixture.example'"));
    await socket.next('errors-cleared');
  });

  it('files saved together all reach the pages (batched while a rebuild runs)', async () => {
    await server.idle();
    await Promise.all([edit('content/reference/Alpha.md', (t) => t.replace('Use it, fixed.', 'Batch one.')), edit('content/guides/Deep & Nested/Inner.md', (t) => `${t}\nBatch two.\n`)]);
    const routes = new Set<string>();
    while (routes.size < 2) for (const r of (await socket.next('page-update')).routes) routes.add(r);
    expect([...routes].sort()).toEqual(['/guides/Deep & Nested/Inner', '/reference/Alpha']);
    expect(await text('reference/Alpha')).toContain('Batch one.');
    expect(await text('guides/Deep%20&%20Nested/Inner')).toContain('Batch two.');
  });
});

describe('docsgen serve: safe by default', () => {
  it('binds to loopback', () => {
    expect(server.host).toBe('127.0.0.1');
  });

  it('refuses a websocket without the token, with another token, or from another host name', async () => {
    const url = `ws://127.0.0.1:${server.port}/__docsgen/ws`;
    expect(await refusedStatus(url)).toBe(403);
    expect(await refusedStatus(`${url}?token=guess`)).toBe(403);
    expect(await refusedStatus(`${url}?token=${server.token}`, { Host: 'evil.example' })).toBe(403);
  });

  it('answers 403 to a request for another host name (DNS rebinding)', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port: server.port, path: '/', headers: { Host: 'evil.example:80' } }, (res) => resolve(res.statusCode ?? 0)).on('error', reject);
    });
    expect(status).toBe(403);
  });

  it('a taken port moves to the next free one and says so; --strict-port fails with a clear message', async () => {
    const lines: string[] = [];
    const second = await startDevServer({ root, port: server.port, log: { info: (l) => lines.push(l), problems: () => {} } });
    try {
      expect(second.port).not.toBe(server.port);
      expect(lines.join('\n')).toContain(`Port ${server.port} is in use, so serving on port ${second.port} instead.`);
    } finally {
      await second.close();
    }
    const strict = startDevServer({ root, port: server.port, strictPort: true });
    await expect(strict).rejects.toBeInstanceOf(PortInUseError);
    await expect(strict).rejects.toThrow(`Port ${server.port} on 127.0.0.1 is already in use`);
  });
});
