/**
 * The child-process runner of user code reports a process's end only after everything it sent has been
 * read: Node can emit 'exit' before the last IPC message of a process that sends a large value and ends
 * at once, and a runner that settled on 'exit' called a finished plugin or config "stopped without
 * exporting a value" (seen under load on a project's versioned sidebars).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInProcess } from '../../src/config/user-code-process.js';

/** Sends a value of the size it is asked for, then ends its process as soon as the send is written. */
const SEND_AND_EXIT = `process.once('message', (size) => {
  process.send({ text: 'x'.repeat(size) }, () => process.exit(0));
});
`;

let dir = '';
let script = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-process-'));
  script = path.join(dir, 'send-and-exit.mjs');
  await writeFile(script, SEND_AND_EXIT);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

type Outcome = { kind: 'message'; length: number } | { kind: 'exit'; code: number | null };

/** The events in the order the runner reported them, once it reported the end. */
function run(size: number): Promise<Outcome[]> {
  return new Promise((resolve, reject) => {
    const seen: Outcome[] = [];
    startInProcess<{ text: string }>(
      script,
      size,
      { memoryLimitMb: 512 },
      {
        message: (m) => seen.push({ kind: 'message', length: m.text.length }),
        error: reject,
        exit: (code) => resolve([...seen, { kind: 'exit', code }]),
        overMemory: () => reject(new Error('over memory')),
      },
    );
  });
}

describe('a process that sends its value and ends at once', () => {
  it('has its value reported before its end, every time', async () => {
    const size = 16 * 1024 * 1024;
    for (let i = 0; i < 4; i++)
      expect(await run(size)).toEqual([
        { kind: 'message', length: size },
        { kind: 'exit', code: 0 },
      ]);
  }, 60_000);
});
