// The dev server's figures (DESIGN.md §7: `docsgen serve` ready under 1 s; edit a page to browser
// reload under 200 ms), on this site and on the 10,000-page synthetic site. Called by `bench/run.ts`;
// also runs alone: `node --import tsx bench/serve.ts`.
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import type { DevMessage } from '../src/shared/dev-messages.js';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../test/helpers/browser.js';
import { median, percentile, syntheticSite } from './build-bench.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = path.join(ROOT, 'bin', 'docsgen.js');
const EDITS = 20;
/** Between edits: past chokidar's 50 ms change throttle, so every edit is its own update. */
const PAUSE_MS = 150;

interface ServeFigures {
  label: string;
  pages: number;
  /** Process start to the first page's HTML received, first run (no dev index yet) and the others. */
  firstStartMs: number;
  startMs: number[];
  /** The first edit after start, to the page's new HTML received. */
  firstEditMs: number;
  /** Edit written to `page-update` received, and to the page's new HTML received. */
  notifyMs: number[];
  reloadMs: number[];
  /** Edit written to the new text on screen in Chromium (empty when no browser is available). */
  screenMs: number[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts `docsgen serve` as a user would and times it until the home page's HTML has arrived. */
async function startServe(siteDir: string): Promise<{ child: ChildProcess; url: string; html: string; ms: number; watching: Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const started = performance.now();
  const child = spawn(process.execPath, [CLI, 'serve', siteDir, '--port', String(port), '--strict-port'], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  // Edits count once the watcher follows every file; the server says so on its output.
  let stdout = '';
  const watching = new Promise<void>((resolve) => {
    child.stdout!.on('data', (d: Buffer) => {
      stdout += d.toString();
      if (stdout.includes('for changes.')) resolve();
    });
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`docsgen serve exited with ${child.exitCode}:\n${stderr}`);
    try {
      const response = await fetch(url);
      const html = await response.text();
      if (response.status !== 200) throw new Error(`docsgen serve answered ${response.status}: ${html.slice(0, 2000)}\n${stderr}`);
      return { child, url, html, ms: performance.now() - started, watching };
    } catch (error) {
      if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNREFUSED') throw error;
      await sleep(5);
    }
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGINT');
  });
}

/** The median-sized Markdown page: a typical page to edit. */
async function typicalPage(contentDir: string): Promise<string> {
  const files = (await readdir(contentDir, { recursive: true })).filter((f) => f.endsWith('.md') && !path.basename(f).startsWith('_'));
  const sized = await Promise.all(files.map(async (f) => ({ f, size: (await stat(path.join(contentDir, f))).size })));
  sized.sort((a, b) => a.size - b.size || a.f.localeCompare(b.f));
  return sized[Math.floor(sized.length / 2)]!.f.split(path.sep).join('/');
}

/** Where to edit: a median-sized page, its file and URLs. */
async function pageToEdit(siteDir: string, url: string): Promise<{ file: string; route: string; pageUrl: string }> {
  const rel = await typicalPage(path.join(siteDir, 'content'));
  const route = `/${rel.replace(/\.md$/, '').replace(/(^|\/)(index|README)$/i, '$1')}`;
  return { file: path.join(siteDir, 'content', rel), route, pageUrl: new URL(route.slice(1).split('/').map(encodeURIComponent).join('/'), url).href };
}

/** Edits the page `EDITS` times with the page open in Chromium, timing until the new text is on screen. */
async function timeEditsOnScreen(siteDir: string, url: string): Promise<number[]> {
  let browser: Browser;
  try {
    browser = await launchBrowser();
  } catch {
    return [];
  }
  const { file, pageUrl } = await pageToEdit(siteDir, url);
  const original = await readFile(file, 'utf8');
  const times: number[] = [];
  try {
    const page = await browser.newPage();
    await page.goto(pageUrl);
    await page.locator('html[data-docsgen-dev="connected"]').waitFor({ state: 'attached' });
    for (let i = 0; i < EDITS; i++) {
      const marker = `Screen edit ${i} ${Date.now()}`;
      // A mutation observer in the page sees the text the moment it lands (Playwright's own waits poll at growing intervals).
      await page.evaluate(`window.__benchSeen = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (document.body.textContent.includes(${JSON.stringify(marker)})) { observer.disconnect(); resolve(true); }
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }); undefined`);
      const started = performance.now();
      await writeFile(file, `${original}\n\n${marker}\n`);
      await Promise.race([page.evaluate('window.__benchSeen'), sleep(30_000).then(() => Promise.reject(new Error(`edit ${i} did not show in the browser within 30 s`)))]);
      times.push(performance.now() - started);
      await sleep(PAUSE_MS);
    }
  } finally {
    await writeFile(file, original);
    await browser.close();
    await sleep(PAUSE_MS);
  }
  return times;
}

/** Edits one page `EDITS` times through a live session, timing the message and the re-fetched page. */
async function timeEdits(siteDir: string, url: string, html: string): Promise<{ firstEditMs: number; notifyMs: number[]; reloadMs: number[] }> {
  const settings = JSON.parse(/<script type="application\/json" id="__docsgen_dev">([^<]+)<\/script>/.exec(html)?.[1] ?? '{}') as { token?: string };
  if (!settings.token) throw new Error('the dev page carries no websocket token');
  const { file, route, pageUrl } = await pageToEdit(siteDir, url);
  const original = await readFile(file, 'utf8');
  const ws = new WebSocket(`${url.replace('http', 'ws')}__docsgen/ws?token=${encodeURIComponent(settings.token)}`);
  let waiting: ((m: DevMessage) => void) | undefined;
  ws.on('message', (data) => waiting?.(JSON.parse(String(data)) as DevMessage));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  await (await fetch(pageUrl)).text();
  const notifyMs: number[] = [];
  const reloadMs: number[] = [];
  try {
    // Edit 0 is the first after start (the compile thread may still be loading): reported apart.
    for (let i = 0; i <= EDITS; i++) {
      const marker = `Bench edit ${i} ${Date.now()}`;
      const updated = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no page-update for ${route} within 30 s of edit ${i}`)), 30_000);
        waiting = (m) => {
          if (m.type !== 'page-update' || !m.routes.includes(route)) return;
          clearTimeout(timer);
          resolve();
        };
      });
      const started = performance.now();
      await writeFile(file, `${original}\n\n${marker}\n`);
      await updated;
      notifyMs.push(performance.now() - started);
      const page = await (await fetch(pageUrl)).text();
      reloadMs.push(performance.now() - started);
      if (!page.includes(marker)) throw new Error(`the page at ${pageUrl} did not show edit ${i}`);
      await sleep(PAUSE_MS);
    }
  } finally {
    ws.close();
    await writeFile(file, original);
    await sleep(PAUSE_MS);
  }
  return { firstEditMs: reloadMs[0]!, notifyMs: notifyMs.slice(1), reloadMs: reloadMs.slice(1) };
}

async function measureSite(label: string, siteDir: string, runs: number): Promise<ServeFigures> {
  const pages = (await readdir(path.join(siteDir, 'content'), { recursive: true })).filter((f) => /\.mdx?$/.test(f)).length;
  const starts: number[] = [];
  let last: Awaited<ReturnType<typeof startServe>> | undefined;
  for (let i = 0; i <= runs; i++) {
    if (last) await stop(last.child);
    last = await startServe(siteDir);
    starts.push(last.ms);
  }
  try {
    await last!.watching;
    const edits = await timeEdits(siteDir, last!.url, last!.html);
    const screenMs = await timeEditsOnScreen(siteDir, last!.url);
    return { label, pages, firstStartMs: starts[0]!, startMs: starts.slice(1), ...edits, screenMs };
  } finally {
    await stop(last!.child);
  }
}

/** A copy of this site (content, static, theme, config and its page cache), so edits never touch the repo. */
async function copyOfThisSite(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-bench-serve-'));
  for (const part of ['content', 'static', 'theme', 'site.config.ts', path.join('.docsgen', 'cache', 'pages')]) {
    await cp(path.join(ROOT, part), path.join(dir, part), { recursive: true }).catch(() => {});
  }
  return dir;
}

function formatRow(f: ServeFigures): string {
  const ms = (n: number) => `${Math.round(n)} ms`;
  return [
    `${f.label.padEnd(22)} pages ${String(f.pages).padStart(6)}`,
    `start → first page ${ms(median(f.startMs)).padStart(7)} (first run, no dev index: ${ms(f.firstStartMs)}; runs ${f.startMs.map(Math.round).join('/')})`,
    `edit → page-update median ${ms(median(f.notifyMs))} p95 ${ms(percentile(f.notifyMs, 95))}`,
    `edit → new page HTML median ${ms(median(f.reloadMs))} p95 ${ms(percentile(f.reloadMs, 95))} (${f.reloadMs.length} edits; the first edit after start: ${ms(f.firstEditMs)})`,
    f.screenMs.length ? `edit → new text on screen (Chromium) median ${ms(median(f.screenMs))} p95 ${ms(percentile(f.screenMs, 95))}` : 'no Chromium: on-screen time not measured',
  ].join('\n    ');
}

/** `npm run bench`'s dev-server section. */
export async function measureServe(): Promise<string> {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const rows: string[] = [];
  const copy = await copyOfThisSite();
  try {
    rows.push(formatRow(await measureSite('this site', copy, runs)));
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
  const synthetic = await syntheticSite(10_000);
  // The generator copies the theme once; serve the synthetic site with today's.
  await rm(path.join(synthetic, 'theme'), { recursive: true, force: true });
  await cp(path.join(ROOT, 'theme'), path.join(synthetic, 'theme'), { recursive: true });
  rows.push(formatRow(await measureSite('synthetic 10000', synthetic, runs)));
  return [`docsgen serve, medians of ${runs} starts (after one that builds the dev index), ${EDITS} edits of a median-sized page`, ...rows].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) console.log(await measureServe());
