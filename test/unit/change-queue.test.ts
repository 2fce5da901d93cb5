import { describe, expect, it } from 'vitest';
import { createChangeQueue } from '../../src/dev/change-queue.js';

/** A `run` that records each batch and finishes only when told to. */
function controlledRun() {
  const batches: string[][] = [];
  const releases: (() => void)[] = [];
  let started: () => void = () => {};
  const run = (files: ReadonlySet<string>) => {
    batches.push([...files].sort());
    started();
    return new Promise<void>((resolve) => releases.push(resolve));
  };
  const nextStart = () => new Promise<void>((resolve) => (started = resolve));
  return { batches, releases, run, nextStart };
}

describe('the dev server change queue', () => {
  it('runs one rebuild at a time and coalesces changes that arrive meanwhile into the next one', async () => {
    const c = controlledRun();
    const queue = createChangeQueue({ run: c.run, onError: () => {}, settleMs: 1 });
    let firstStarted = c.nextStart();
    queue.push('a.md');
    await firstStarted;
    // While the first rebuild runs, three events arrive (one twice).
    queue.push('b.md');
    queue.push('c.md');
    queue.push('b.md');
    const secondStarted = c.nextStart();
    c.releases[0]!();
    await secondStarted;
    expect(c.batches).toEqual([['a.md'], ['b.md', 'c.md']]);
    const idle = queue.idle();
    c.releases[1]!();
    await idle;
    expect(c.batches).toHaveLength(2);
    firstStarted = c.nextStart();
    queue.push('d.md');
    await firstStarted;
    c.releases[2]!();
    await queue.idle();
    expect(c.batches).toEqual([['a.md'], ['b.md', 'c.md'], ['d.md']]);
  });

  it('events close together form one batch', async () => {
    const c = controlledRun();
    const queue = createChangeQueue({ run: c.run, onError: () => {}, settleMs: 20 });
    const started = c.nextStart();
    queue.push('x.md');
    queue.push('y.md');
    await started;
    c.releases[0]!();
    await queue.idle();
    expect(c.batches).toEqual([['x.md', 'y.md']]);
  });

  it('keeps going after a rebuild throws', async () => {
    const errors: unknown[] = [];
    const seen: string[] = [];
    const queue = createChangeQueue({
      run: async (files) => {
        seen.push(...files);
        if (files.has('bad')) throw new Error('boom');
      },
      onError: (e) => errors.push(e),
      settleMs: 1,
    });
    queue.push('bad');
    await queue.idle();
    queue.push('good');
    await queue.idle();
    expect(seen).toEqual(['bad', 'good']);
    expect(errors).toHaveLength(1);
  });
});
