/**
 * One rebuild at a time: file events arriving while a rebuild runs are collected and handled
 * together in the next one (Eleventy's watch loop). Events within `settleMs` of each other are
 * coalesced too, because an editor's save is often several file-system events.
 */
export interface ChangeQueue {
  /** Records a changed path (added, changed or removed: the session reads the disk to find out which). */
  push(file: string): void;
  /** Resolves when nothing is queued or running. */
  idle(): Promise<void>;
  /** Drops pending events and waits for the running rebuild to end. */
  close(): Promise<void>;
}

export interface ChangeQueueOptions {
  run: (files: ReadonlySet<string>) => Promise<void>;
  /** Called when `run` throws; the queue keeps going. */
  onError: (error: unknown) => void;
  settleMs?: number;
}

export function createChangeQueue({ run, onError, settleMs = 10 }: ChangeQueueOptions): ChangeQueue {
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  let waiters: (() => void)[] = [];

  const settle = () => {
    if (timer || running || pending.size) return;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  };

  const drain = async () => {
    timer = undefined;
    while (pending.size && !closed) {
      const batch = pending;
      pending = new Set();
      try {
        await run(batch);
      } catch (error) {
        onError(error);
      }
    }
  };

  const schedule = () => {
    if (timer || running || closed) return;
    timer = setTimeout(() => {
      running = drain().finally(() => {
        running = undefined;
        if (pending.size && !closed) schedule();
        else settle();
      });
    }, settleMs);
  };

  return {
    push(file) {
      if (closed) return;
      pending.add(file);
      schedule();
    },
    idle() {
      if (!timer && !running && !pending.size) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      pending.clear();
      await running;
      settle();
    },
  };
}
