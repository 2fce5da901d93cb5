import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SourceFile } from '../content/source-file.js';
import type { CompileOptions } from '../markdown/compile-page.js';
import type { CompileJob, CompileResult } from './compile-worker.js';
import { PageCache } from './page-cache.js';
import { mapLimit, READ_CONCURRENCY } from '../content/map-limit.js';
import { summarise, type PageSummary } from './page-summary.js';

export interface CompileAllOptions {
  sources: readonly SourceFile[];
  options: CompileOptions;
  cache: PageCache;
  /** URL of the worker entry (a built `.mjs` next to the CLI bundle, or the `.ts` source under a TS loader). */
  workerUrl?: URL;
  onProgress?: (done: number, total: number) => void;
}

/** Below this many uncached pages, starting workers costs more than it saves. */
const WORKER_THRESHOLD = 40;
const BATCH = 16;

/** Compiles every page, from the cache where the text is unchanged, otherwise in worker threads across cores. */
export async function compileAll({ sources, options, cache, workerUrl, onProgress }: CompileAllOptions): Promise<{ summaries: PageSummary[]; compiled: number }> {
  const summaries: PageSummary[] = [];
  const todo: SourceFile[] = [];
  // A bounded pool: a large site's summaries at once would run out of file descriptors, and every page would compile again.
  await mapLimit(sources, READ_CONCURRENCY, async (source) => {
    const key = cache.key(source, options);
    const cached = await cache.readSummary(key);
    if (cached) summaries.push(cached);
    else todo.push(source);
  });
  let done = summaries.length;
  onProgress?.(done, sources.length);
  // DOCSGEN_THREADS=1 compiles in the main thread (for profiling, or machines where threads do not pay).
  const threads = Number(process.env.DOCSGEN_THREADS) || Math.max(1, Math.min(os.availableParallelism(), 8));
  if (todo.length < WORKER_THRESHOLD || threads < 2 || !workerUrl) {
    // Loaded only when something is not cached: the Markdown toolchain is the slowest import.
    const { compilePage } = await import('../markdown/compile-page.js');
    for (const source of todo) {
      const key = cache.key(source, options);
      const started = performance.now();
      const doc = await compilePage(source, options);
      const compileMs = performance.now() - started;
      await cache.write(key, doc);
      summaries.push(summarise(doc, key, compileMs));
      onProgress?.(++done, sources.length);
    }
  } else {
    const batches: CompileJob[] = [];
    for (let i = 0; i < todo.length; i += BATCH) batches.push({ id: batches.length, sources: todo.slice(i, i + BATCH) });
    const workers = Array.from({ length: Math.min(threads, batches.length) }, () => new Worker(workerUrl, { workerData: { cacheDir: cache.dir, options } }));
    try {
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve, reject) => {
              let inFlight = 0;
              const next = () => {
                const job = batches.shift();
                if (!job) return inFlight === 0 && resolve();
                inFlight++;
                worker.postMessage(job);
              };
              worker.on('message', (result: CompileResult) => {
                if (result.error) return reject(new Error(`compile stage failed in a worker: ${result.error}`));
                inFlight--;
                summaries.push(...result.summaries);
                done += result.summaries.length;
                onProgress?.(done, sources.length);
                next();
              });
              worker.on('error', (error) => reject(new Error('compile worker crashed', { cause: error })));
              // Two batches in flight per worker: it starts the next as soon as it answers one, never waiting on this thread.
              next();
              next();
            }),
        ),
      );
    } finally {
      await Promise.all(workers.map((w) => w.terminate()));
    }
  }
  summaries.sort((a, b) => a.contentPath.localeCompare(b.contentPath));
  return { summaries, compiled: todo.length };
}
