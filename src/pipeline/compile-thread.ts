import { Worker } from 'node:worker_threads';
import type { CompileJob, CompileResult } from '../compile/compile-worker.js';
import type { PageSummary } from '../compile/page-summary.js';
import type { SourceFile } from '../content/source-file.js';
import type { CompileOptions } from '../markdown/compile-page.js';

/** A page that loads the highlighter and a common language, so the first real edit does not pay for it. */
const WARM_UP: SourceFile = { file: '.docsgen-warm-up.md', contentPath: '.docsgen-warm-up.md', kind: 'md', source: '# Warm up\n\n```ts\nconst a = 1;\n```\n', hash: 'warm-up' };

/**
 * The compile stage for edits, in one long-lived worker thread (the build's `compile-worker`): the
 * Markdown toolchain loads and runs there, so the thread that serves pages never stalls on it.
 * A crashed worker is replaced on the next job.
 */
export class CompileThread {
  private worker?: Worker;
  private nextId = 0;
  private readonly pending = new Map<number, { resolve: (s: PageSummary[]) => void; reject: (e: Error) => void }>();

  constructor(
    private readonly workerUrl: URL,
    private readonly init: { cacheDir: string; options: CompileOptions },
  ) {}

  /** Starts the worker and has it compile a small page, in the background. */
  warmUp(): void {
    this.compile([WARM_UP]).catch(() => {});
  }

  /** Compiles the pages and writes them to the page cache; resolves with their summaries. */
  compile(sources: SourceFile[]): Promise<PageSummary[]> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, sources } satisfies CompileJob);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.workerUrl, { workerData: this.init });
    worker.unref();
    worker.on('message', (result: CompileResult) => {
      const job = this.pending.get(result.id);
      this.pending.delete(result.id);
      if (result.error) job?.reject(new Error(`compile stage failed in the dev server's worker: ${result.error}`));
      else job?.resolve(result.summaries);
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const job of this.pending.values()) job.reject(new Error('the compile worker stopped', { cause: error }));
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => code !== 0 && fail(new Error(`exit code ${code}`)));
    this.worker = worker;
    return worker;
  }
}
