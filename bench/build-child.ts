// One measured build in a fresh process: prints a JSON line with time, peak memory and output size.
import { buildSite } from '../src/pipeline/build-site.js';

const root = process.argv[2];
if (!root) throw new Error('usage: build-child.ts SITE_DIR');
const started = performance.now();
const result = await buildSite({ root });
const wallMs = performance.now() - started;
process.stdout.write(
  `${JSON.stringify({ ok: result.ok, unchanged: result.unchanged ?? false, pages: result.pages, compiled: result.compiled, wallMs, maxRssMb: process.resourceUsage().maxRSS / 1024, bytes: result.bytes, warnings: result.diagnostics.length })}\n`,
);
