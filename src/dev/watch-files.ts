import { stat } from 'node:fs/promises';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';

const IGNORED = /(^|[/\\])(node_modules|\.git|\.docsgen|\.cache)([/\\]|$)|~$|\.sw[px]$/;

/**
 * chokidar drops a second `change` of a file within 50 ms of the first (a leading-edge throttle),
 * so a quick second save would go unnoticed. After each change, this looks at the file once more
 * when that window has passed and reports it again if it was written since.
 */
const RECHECK_MS = 75;

export interface FileWatcher {
  /** Resolves once every file is followed. */
  ready: Promise<void>;
  add(paths: string[]): void;
  unwatch(paths: string[]): void;
  close(): Promise<void>;
}

async function mtimeOf(file: string): Promise<number | undefined> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return undefined;
  }
}

/** Watches files and folders; `onChange` gets the absolute path of anything added, changed or removed. */
export function watchFiles(targets: string[], onChange: (file: string) => void, onError: (error: unknown) => void): FileWatcher {
  const watcher: FSWatcher = watch(targets, { ignoreInitial: true, ignored: (file: string) => IGNORED.test(file) });
  const timers = new Set<NodeJS.Timeout>();
  watcher.on('all', (event, file) => {
    const abs = path.resolve(file);
    onChange(abs);
    if (event !== 'change') return;
    void mtimeOf(abs).then((seen) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void mtimeOf(abs).then((now) => {
          if (now !== seen) onChange(abs);
        });
      }, RECHECK_MS);
      timers.add(timer);
    });
  });
  watcher.on('error', onError);
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    ready,
    add: (paths) => void watcher.add(paths),
    unwatch: (paths) => void watcher.unwatch(paths),
    close: async () => {
      for (const t of timers) clearTimeout(t);
      await watcher.close();
    },
  };
}
