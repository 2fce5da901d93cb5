import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { FIXTURES } from '../helpers/build-fixture.js';
import { HIT, INPUT, MODAL, hitTitles, openModal, openPage, search, serveSearchFixture, type ServedSite } from './search-helpers.js';

let browser: Browser;
let site: ServedSite;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchBrowser(), serveSearchFixture()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('search on a site with its own settings', () => {
  it('shows at most the configured number of results per group', async () => {
    const { page, close } = await openPage(browser, site.url);
    await openModal(page);
    await search(page, 'soup');
    const group = page.locator('.DocSearch-Dropdown .DocSearch-Hits').first();
    expect(await group.locator('.DocSearch-Hit-source').innerText()).toBe('Recipes');
    expect(await group.locator(HIT).count()).toBe(3);
    await close();
  });

  it('links "Let us know." to the configured address with the query', async () => {
    const { page, close } = await openPage(browser, site.url);
    await openModal(page);
    await search(page, 'qwxzvbnmq');
    expect(await page.locator('.DocSearch-NoResults a', { hasText: 'Let us know.' }).getAttribute('href')).toBe('https://issues.search.example/new?title=qwxzvbnmq');
    await close();
  });
});

describe('text from content is never run as HTML', () => {
  const unsafe = async (page: import('playwright-core').Page) => ({
    pwned: await page.evaluate('window.__pwned === true || window.__alerted === true'),
    images: await page.locator(`${MODAL} img, .search-results img`).count(),
    scripts: await page.locator(`${MODAL} script, .search-results script`).count(),
  });

  it('shows markup in headings as text in the modal, fresh and as a recent search', async () => {
    const { page, close } = await openPage(browser, site.url);
    await page.evaluate('window.alert = () => { window.__alerted = true; }');
    await openModal(page);
    // One hit per page, its best section: each heading is asked for by words only it has.
    await search(page, 'pwned script');
    expect((await page.locator(`${HIT}`).allInnerTexts()).join('\n')).toContain('<script>alert("pwned")</script>');
    expect(await unsafe(page)).toEqual({ pwned: false, images: 0, scripts: 0 });
    await search(page, 'onerror trap');
    expect((await page.locator(`${HIT}`).allInnerTexts()).join('\n')).toContain('<img src="x" onerror="window.__pwned = true">');
    expect(await unsafe(page)).toEqual({ pwned: false, images: 0, scripts: 0 });
    // Chosen, the hit becomes a recent search, which DocSearch draws from what it stored.
    await page.keyboard.press('Enter');
    await page.waitForSelector(MODAL, { state: 'detached' });
    await openModal(page);
    expect(await page.locator(`.DocSearch-Dropdown ${HIT}`).count()).toBeGreaterThan(0);
    expect(await unsafe(page)).toEqual({ pwned: false, images: 0, scripts: 0 });
    await close();
  });

  it('shows markup in headings as text on the /search page', async () => {
    const { page, close } = await openPage(browser, `${site.url}search?q=onerror`);
    await page.waitForSelector('.search-result');
    expect(await page.locator('.search-results').innerText()).toContain('<img src="x" onerror="window.__pwned = true">');
    expect(await unsafe(page)).toEqual({ pwned: false, images: 0, scripts: 0 });
    await close();
  });
});

describe('search analytics', () => {
  it('loads the configured script and sends debounced view events in batches of at most 20', async () => {
    const { page, close } = await openPage(browser, site.url);
    let scriptRequests = 0;
    // A stand-in for search-insights: records every call instead of sending it.
    await page.route('https://insights.search.example/search-insights.js', (route) => {
      scriptRequests++;
      return route.fulfill({
        contentType: 'text/javascript',
        // Like search-insights: replays the queue, then calls through whoever still holds the stub.
        body: `(function(){var stub=window.aa,q=(stub&&stub.queue)||[];window.__aaCalls=[];function aa(){window.__aaCalls.push(Array.prototype.slice.call(arguments))}aa.version='2.17.3';q.forEach(function(a){aa.apply(null,a)});q.push=function(a){aa.apply(null,a)};window.aa=aa;})();`,
      });
    });
    await openModal(page);
    // Typed in one go: each keystroke is a search, but views are reported once the results settle.
    await page.keyboard.type('soup', { delay: 20 });
    await search(page, 'soup');
    await expect.poll(() => page.evaluate('(window.__aaCalls || []).filter((c) => c[0] === "viewedObjectIDs").length'), { timeout: 5000 }).toBeGreaterThan(0);
    const views = (await page.evaluate('window.__aaCalls.filter((c) => c[0] === "viewedObjectIDs").map((c) => c[1])')) as { eventName: string; index: string; objectIDs: string[] }[];
    expect(scriptRequests).toBe(1);
    expect(views).toHaveLength(1);
    expect(views[0]!.eventName).toBe('Items Viewed');
    expect(views[0]!.index).toBe('docs');
    expect(views[0]!.objectIDs.length).toBeGreaterThan(0);
    expect(views[0]!.objectIDs.length).toBeLessThanOrEqual(20);
    await close();
  });
});

/**
 * A stand-in Algolia host in front of `docsgen preview`'s endpoint that answers after `delayMs`:
 * the response starts at once (within the client's 1 s connect timeout), the body follows later
 * (within its 2 s read timeout).
 */
async function slowAlgoliaHost(target: () => string, delayMs: number | ((body: string) => number)): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST, OPTIONS' };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      // Headers and a first byte (JSON allows leading white space) now, so the browser reports the response started.
      res.writeHead(200, { ...cors, 'content-type': 'application/json' });
      res.write(' ');
      const body = Buffer.concat(chunks);
      setTimeout(
        async () => {
          const upstream = await fetch(new URL(req.url ?? '/', target()), { method: 'POST', body });
          res.end(await upstream.text());
        },
        typeof delayMs === 'number' ? delayMs : delayMs(body.toString('utf8')),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function closedPort(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** The fixture's config, switched to the Algolia provider on the given hosts. */
async function algoliaConfig(hosts: string[]): Promise<string> {
  const config = await readFile(path.join(FIXTURES, 'search', 'site.config.ts'), 'utf8');
  return config.replace(
    /search: \{[\s\S]*?\n {2}\},/,
    `algolia: { appId: 'FIXTUREAPP', apiKey: 'search-only-key', indexName: 'search_fixture', hosts: ${JSON.stringify(hosts)} },\n  search: { provider: 'algolia', maxResultsPerGroup: 3 },`,
  );
}

describe('Algolia mode, through the Algolia-compatible endpoint', () => {
  it('shows the stalled state after 300 ms while a slow host answers, then the results', async () => {
    let previewUrl = '';
    const slow = await slowAlgoliaHost(() => previewUrl, 1000);
    const algolia = await serveSearchFixture(await algoliaConfig([slow.url]));
    previewUrl = algolia.url;
    const { page, requests, close } = await openPage(browser, algolia.url);
    await openModal(page);
    await page.fill(INPUT, 'sourdough');
    await page.waitForSelector('.DocSearch-Container--Stalled');
    await page.waitForSelector(HIT);
    expect(await page.locator('.DocSearch-Container--Stalled').count()).toBe(0);
    expect(await hitTitles(page)).toContain('Sourdough bread');
    // The real client, at the configured host; the local index is not fetched.
    expect(requests.some((p) => p === '/1/indexes/*/queries')).toBe(true);
    expect(requests.some((p) => p.includes('/assets/search/'))).toBe(false);
    await close();
    await algolia.close();
    await slow.close();
  });

  it("'See all N results' shows the count of the query in the box, even when an earlier query's reply arrives later", async () => {
    let previewUrl = '';
    // The reply for the first query ("so") comes last.
    const slow = await slowAlgoliaHost(
      () => previewUrl,
      (body) => (/query=so(&|")|"query":"so"/.test(body) ? 1200 : 0),
    );
    const algolia = await serveSearchFixture(await algoliaConfig([slow.url]));
    previewUrl = algolia.url;
    const count = async (query: string) =>
      (
        (await (
          await fetch(`${algolia.url.replace(/\/$/, '')}/1/indexes/*/queries`, { method: 'POST', body: JSON.stringify({ requests: [{ indexName: 'search_fixture', params: `query=${query}` }] }) })
        ).json()) as { results: { nbHits: number }[] }
      ).results[0]!.nbHits;
    const [early, late] = [await count('so'), await count('sourdough')];
    expect(early).not.toBe(late);
    const { page, close } = await openPage(browser, algolia.url);
    await openModal(page);
    await page.fill(INPUT, 'so');
    await page.waitForTimeout(100);
    await page.fill(INPUT, 'sourdough');
    await page.waitForSelector(HIT);
    await page.waitForTimeout(1800); // the late reply for "so" has arrived by now
    expect(await page.locator('.search-see-all').innerText()).toBe(`See all ${late} results`);
    await close();
    await algolia.close();
    await slow.close();
  });

  it("shows 'Unable to fetch results' when no host can be reached, with no uncaught errors on the page", async () => {
    const algolia = await serveSearchFixture(await algoliaConfig([await closedPort()]));
    const { page, errors, close } = await openPage(browser, algolia.url);
    await openModal(page);
    await page.fill(INPUT, 'sourdough');
    const screen = page.locator('.DocSearch-ErrorScreen');
    await screen.waitFor();
    expect(await screen.locator('.DocSearch-Title').innerText()).toBe('Unable to fetch results');
    expect(await screen.locator('.DocSearch-Help').innerText()).toBe('You might want to check your network connection.');
    await page.fill(INPUT, 'bread');
    await page.waitForTimeout(1500);
    expect(errors.map((e) => e.message)).toEqual([]);
    await close();
    await algolia.close();
  });
});
