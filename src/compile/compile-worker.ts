import { parentPort, workerData } from 'node:worker_threads';
import { compilePage, type CompileOptions } from '../markdown/compile-page.js';
import type { SourceFile } from '../content/source-file.js';
import { PageCache } from './page-cache.js';
import { summarise, type PageSummary } from './page-summary.js';

interface WorkerInit {
  cacheDir: string;
  options: CompileOptions;
}

export interface CompileJob {
  id: number;
  sources: SourceFile[];
}

export interface CompileResult {
  id: number;
  summaries: PageSummary[];
  error?: string;
}

const init = workerData as WorkerInit;
const cache = new PageCache(init.cacheDir);

parentPort?.on('message', async (job: CompileJob) => {
  try {
    const summaries: PageSummary[] = [];
    // Cache writes go on while the next page compiles; the batch answers once they are all on disk.
    const writes: Promise<void>[] = [];
    for (const source of job.sources) {
      const key = cache.key(source, init.options);
      const started = performance.now();
      const doc = await compilePage(source, init.options);
      const compileMs = performance.now() - started;
      writes.push(cache.write(key, doc));
      summaries.push(summarise(doc, key, compileMs));
    }
    await Promise.all(writes);
    parentPort?.postMessage({ id: job.id, summaries } satisfies CompileResult);
  } catch (error) {
    parentPort?.postMessage({ id: job.id, summaries: [], error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies CompileResult);
  }
});
