// Lighthouse (npm, 12.x: Node 20) over the built site as `docsgen preview` serves it, with Debian's
// Chromium: home, a function page, an element page, a manual and /search, mobile and desktop.
// Third-party hosts (analytics, the chatbot's CDN) are answered by a local stub, so the scores are
// the site's own and do not depend on the (closed) network.
//
//   npm run bench:lighthouse [-- --json FILE] [--reports DIR] [--page NAME] [--runs N]
//
// Lighthouse is a measuring tool, not a dependency of the project: it is installed on first use into
// .docsgen/tools (outside package.json), pinned to a 12.x release that runs on Node 20.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { buildSite } from '../src/pipeline/build-site.js';
import { startPreviewServer } from '../src/server/preview-server.js';
import { CHROMIUM_PATH } from '../test/helpers/browser.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const LIGHTHOUSE_VERSION = '12.8.2';

type LighthouseRun = (url: string, flags: object, config?: object) => Promise<{ lhr: unknown } | undefined>;

/** Lighthouse from the tools folder, installed there the first time. */
async function loadLighthouse(): Promise<{ lighthouse: LighthouseRun; desktopConfig: object }> {
  const tools = path.join(ROOT, '.docsgen', 'tools');
  const pkg = path.join(tools, 'node_modules', 'lighthouse');
  if (!existsSync(pkg)) execFileSync('npm', ['install', '--prefix', tools, '--no-save', '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE_VERSION}`], { stdio: 'inherit' });
  const main = (await import(pathToFileURL(path.join(pkg, 'core', 'index.js')).href)) as { default: LighthouseRun };
  const desktop = (await import(pathToFileURL(path.join(pkg, 'core', 'config', 'desktop-config.js')).href)) as { default: object };
  return { lighthouse: main.default, desktopConfig: desktop.default };
}
const PAGES: Record<string, string> = {
  home: '',
  'function page': 'building-concepts/logic/functions/all-functions/math/add',
  'element page': 'building-concepts/ui/Elements/Button',
  manual: 'security/Incident response',
  '/search': 'search?q=password',
};
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const DEBUG_PORT = 9333;

interface Row {
  page: string;
  formFactor: 'mobile' | 'desktop';
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** Audits of a category below 100, by id, so a lost point can be traced. */
  failing: string[];
}

/** A self-signed certificate for the stub, made with Debian's openssl. */
function selfSignedCertificate(dir: string): { key: string; cert: string } {
  const key = path.join(dir, 'stub.key');
  const cert = path.join(dir, 'stub.crt');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=stub'], { stdio: 'ignore' });
  return { key, cert };
}

/** Answers every third-party request: an empty script, stylesheet or JSON by extension, else 204. */
async function startThirdPartyStub(dir: string): Promise<{ port: number; close: () => Promise<void> }> {
  const { key, cert } = selfSignedCertificate(dir);
  const server = https.createServer({ key: await readFile(key), cert: await readFile(cert) }, (req, res) => {
    const pathname = new URL(req.url ?? '/', 'https://stub').pathname;
    const type = pathname.endsWith('.js') ? 'text/javascript' : pathname.endsWith('.css') ? 'text/css' : pathname.endsWith('.json') ? 'application/json' : undefined;
    if (!type) return void res.writeHead(204, { 'access-control-allow-origin': '*' }).end();
    res.writeHead(200, { 'content-type': type, 'access-control-allow-origin': '*', 'cache-control': 'max-age=3600' }).end(type === 'application/json' ? '{}' : '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

type Report = { categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>; audits: Record<string, { score: number | null }> };

function rowOf(page: string, formFactor: Row['formFactor'], lhr: Report): Row {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Row['scores'];
  const failing = CATEGORIES.flatMap((c) => (lhr.categories[c]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => `${c}/${ref.id}`));
  return { page, formFactor, scores, failing };
}

/** Each category's median over the runs; the failing audits of the run whose performance is that median. */
function medianRow(runs: Row[]): Row {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])) as Row['scores'];
  const typical = runs.find((r) => r.scores.performance === scores.performance) ?? runs[0]!;
  return { ...typical, scores };
}

async function main(): Promise<void> {
  const jsonFlag = process.argv.indexOf('--json');
  const jsonFile = jsonFlag > 0 ? process.argv[jsonFlag + 1] : undefined;
  // --reports DIR keeps each full Lighthouse report, to see where a lost point went; --page NAME runs one page.
  const reportsFlag = process.argv.indexOf('--reports');
  const reportsDir = reportsFlag > 0 ? process.argv[reportsFlag + 1] : undefined;
  if (reportsDir) await mkdir(reportsDir, { recursive: true });
  const pageFlag = process.argv.indexOf('--page');
  const onlyPage = pageFlag > 0 ? process.argv[pageFlag + 1] : undefined;
  // --runs N: Lighthouse's own advice on a noisy machine is the median of several runs (5 in its docs).
  const runsFlag = process.argv.indexOf('--runs');
  const runCount = runsFlag > 0 ? Math.max(1, Number(process.argv[runsFlag + 1])) : 1;
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-lighthouse-'));
  const built = await buildSite({ root: ROOT, outDir: path.join(tmp, 'build') });
  if (!built.ok) throw new Error('the site failed to build');
  const preview = await startPreviewServer({ root: built.outDir, port: 0, host: '127.0.0.1', baseUrl: '/' });
  const stub = await startThirdPartyStub(tmp);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      `--remote-debugging-port=${DEBUG_PORT}`,
      '--no-sandbox',
      '--disable-gpu',
      // Every host but the preview server's goes to the stub.
      `--host-resolver-rules=MAP * 127.0.0.1:${stub.port}, EXCLUDE 127.0.0.1`,
      '--ignore-certificate-errors',
    ],
  });
  const rows: Row[] = [];
  const { lighthouse, desktopConfig } = await loadLighthouse();
  try {
    for (const [name, route] of Object.entries(PAGES).filter(([name]) => !onlyPage || name === onlyPage)) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const runs: Row[] = [];
        for (let run = 0; run < runCount; run++) {
          const result = await lighthouse(
            `${preview.url}${route}`,
            { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
            formFactor === 'desktop' ? desktopConfig : undefined,
          );
          if (!result) throw new Error(`Lighthouse returned nothing for ${name} (${formFactor})`);
          runs.push(rowOf(name, formFactor, result.lhr as unknown as Report));
          if (reportsDir) await writeFile(path.join(reportsDir, `${name.replace(/\W+/g, '_')}-${formFactor}-${run + 1}.json`), JSON.stringify(result.lhr));
        }
        const row = medianRow(runs);
        rows.push(row);
        const all = runCount > 1 ? `  [runs: ${runs.map((r) => r.scores.performance).join(' ')}]` : '';
        process.stdout.write(
          `${name.padEnd(14)} ${formFactor.padEnd(8)} ${CATEGORIES.map((c) => `${c} ${row.scores[c]}`).join('  ')}${all}${row.failing.length ? `  (below 1: ${row.failing.join(', ')})` : ''}\n`,
        );
      }
    }
  } finally {
    await browser.close();
    await stub.close();
    await preview.close();
    await rm(tmp, { recursive: true, force: true });
  }
  process.stdout.write(
    `load average: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores\n`,
  );
  if (jsonFile) await writeFile(jsonFile, `${JSON.stringify({ loadAverage: os.loadavg(), rows }, null, 2)}\n`);
}

await main();
