import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ENGINE_ROOT } from '../engine/engine-paths.js';

const WATCH_WORKER = path.join(ENGINE_ROOT, 'src', 'dev', 'watch-worker.mjs');
const IGNORED = String.raw`(^|[/\\])(node_modules|\.git|\.docsgen|\.cache)([/\\]|$)|~$|\.sw[px]$`;

/**
 * chokidar drops a second `change` of a file within 50 ms of the first (a leading-edge throttle),
 * so a quick second save would go unnoticed. After each change, this looks at the file once more
 * when that window has passed and reports it again if it was written since.
 */
const RECHECK_MS = 75;

export interface FileWatcher {
  /** Resolves once every file is followed. */
  ready: Promise<void>;
  /** Resolves when no second look at a changed file is still due. */
  settled(): Promise<void>;
  add(paths: string[]): void;
  unwatch(paths: string[]): void;
  close(): Promise<void>;
}

type FromWorker = { type: 'event'; event: string; file: string } | { type: 'ready' } | { type: 'closed' } | { type: 'error'; message: string };

async function statOf(file: string): Promise<{ mtimeMs: number; size: number } | undefined> {
  try {
    return await stat(file);
  } catch {
    return undefined;
  }
}

/** How long an empty file is waited on before it is taken as emptied on purpose. */
const EMPTY_WAIT_MS = 1000;

/**
 * Editors and `writeFile` truncate a file before writing it, and the change event can arrive in
 * between: an empty file is waited on until it is written, as Vite does (vitejs/vite#610). Vite waits
 * 100 ms; on a busy machine the writer can be off the CPU longer than that, and the page was read empty
 * (an untitled page: a full reload, then another when the text arrived), so this waits up to a second.
 */
export async function whenWritten(file: string, waitMs = EMPTY_WAIT_MS): Promise<number | undefined> {
  const first = await statOf(file);
  if (!first || first.size > 0) return first?.mtimeMs;
  for (let i = 0; i < waitMs / 10; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    const now = await statOf(file);
    if (!now || now.size > 0 || now.mtimeMs !== first.mtimeMs) return now?.mtimeMs;
  }
  return first.mtimeMs;
}

/**
 * Watches files and folders with chokidar (in `watch-worker.mjs`, off this thread); `onChange`
 * gets the absolute path of anything added, changed or removed, and chokidar's event name
 * (`add`, `change`, `unlink`, `addDir`, `unlinkDir`).
 */
export function watchFiles(targets: string[], onChange: (file: string, event: string) => void, onError: (error: unknown) => void): FileWatcher {
  const worker = new Worker(WATCH_WORKER, { workerData: { targets, ignored: IGNORED } });
  worker.unref();
  const timers = new Set<NodeJS.Timeout>();
  let pending = 0;
  let waiters: (() => void)[] = [];
  const done = () => {
    if (--pending > 0) return;
    for (const resolve of waiters) resolve();
    waiters = [];
  };
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  let markClosed: (() => void) | undefined;

  worker.on('message', (message: FromWorker) => {
    if (message.type === 'ready') return markReady();
    if (message.type === 'closed') return markClosed?.();
    if (message.type === 'error') return onError(new Error(message.message));
    const abs = path.resolve(message.file);
    if (message.event !== 'change' && message.event !== 'add') return onChange(abs, message.event);
    pending++;
    void whenWritten(abs).then((seen) => {
      onChange(abs, message.event);
      const timer = setTimeout(() => {
        timers.delete(timer);
        void statOf(abs)
          .then((now) => {
            if (now?.mtimeMs !== seen) onChange(abs, 'change');
          })
          .finally(done);
      }, RECHECK_MS);
      timers.add(timer);
    });
  });
  worker.on('error', onError);

  return {
    ready,
    settled: () => (pending > 0 ? new Promise((resolve) => waiters.push(resolve)) : Promise.resolve()),
    add: (paths) => worker.postMessage({ type: 'add', paths }),
    unwatch: (paths) => worker.postMessage({ type: 'unwatch', paths }),
    close: async () => {
      for (const t of timers) clearTimeout(t);
      const closed = new Promise<void>((resolve) => (markClosed = resolve));
      worker.postMessage({ type: 'close' });
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
      await worker.terminate();
    },
  };
}
