/**
 * File watchers miss events: a folder deleted and re-created at once, a burst of renames. So the dev
 * server also compares its pages with the disk, shortly after any folder event and every few seconds
 * while idle, and queues whatever differs, as if the watcher had reported it. The comparison is a
 * listing and a stat per page: cheap beside a compile, and it never runs during an update.
 */
export interface ReconcileInput {
  /** Content files that differ from what the session read (changed, added, gone). */
  changedOnDisk: () => Promise<string[]>;
  /** Resolves when no change is queued or being applied. */
  idle: () => Promise<void>;
  push: (file: string) => void;
}

export interface Reconciler {
  /** Compares soon (after a folder event), once the queue is idle. */
  soon(): void;
  stop(): void;
}

/** How long after a folder event the disk is compared: past the burst of events a folder move makes. */
const SOON_MS = 150;
/** The safety net: any difference left is found within this long. */
const EVERY_MS = 2000;

export function reconcileWithDisk(input: ReconcileInput, timing = { soonMs: SOON_MS, everyMs: EVERY_MS }): Reconciler {
  let running = false;
  let stopped = false;
  let soonTimer: NodeJS.Timeout | undefined;

  const compare = async () => {
    if (running || stopped) return;
    running = true;
    try {
      await input.idle();
      if (stopped) return;
      for (const file of await input.changedOnDisk()) input.push(file);
    } catch {
      // The content folder itself may be gone for a moment; the next comparison sees it again.
    } finally {
      running = false;
    }
  };

  const every = setInterval(() => void compare(), timing.everyMs);
  every.unref();
  return {
    soon() {
      if (stopped) return;
      clearTimeout(soonTimer);
      soonTimer = setTimeout(() => void compare(), timing.soonMs);
      soonTimer.unref();
    },
    stop() {
      stopped = true;
      clearInterval(every);
      clearTimeout(soonTimer);
    },
  };
}
