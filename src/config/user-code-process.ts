import { fork, type ChildProcess, type Serializable } from 'node:child_process';
import { readFile } from 'node:fs/promises';

/** How often the child's resident memory is read: fast enough that a loop of Buffers overshoots the limit by little. */
const MEMORY_POLL_MS = 50;
/** After the process ended, how long its pipes and IPC channel may take to drain before they are closed here. */
const CLOSE_GRACE_MS = 2_000;

/** What the process runner tells the caller; the caller decides what each means for the author. */
export interface ProcessEvents<Message> {
  message: (message: Message) => void;
  /** The process could not be started. */
  error: (error: Error) => void;
  exit: (code: number | null, signal: NodeJS.Signals | null) => void;
  /** Its resident memory (heap, Buffers and native allocations alike) passed the limit; it has been killed. */
  overMemory: (residentMb: number) => void;
}

export interface RunningProcess {
  /** SIGKILL to the process and everything it started: a plugin stuck in `execSync('sleep 300')` ends here too. */
  stop: () => void;
}

const VM_RSS = /^VmRSS:\s+(\d+)\s+kB$/m;

/** A process's resident memory in MB, from `/proc/<pid>/status` (Linux); undefined where there is no such file. */
export async function residentMemoryMb(pid: number): Promise<number | undefined> {
  try {
    const match = VM_RSS.exec(await readFile(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Children still running when docsgen itself exits (an interrupted build): killed, so none outlives it. */
const live = new Set<ChildProcess>();
let exitHookInstalled = false;

function killGroup(child: ChildProcess): void {
  live.delete(child);
  killDescendants(child);
  closeStreams(child);
}

/** SIGKILL to the child's process group: the child leads it (detached), so its own children (`sh -c sleep 300`) end with it. */
function killDescendants(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** A grandchild that escaped the group could keep the pipes open, and this process waiting on them. */
function closeStreams(child: ChildProcess): void {
  child.stdout?.destroy();
  child.stderr?.destroy();
  if (child.connected) child.disconnect();
}

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => [...live].forEach(killGroup));
}

/**
 * Runs `script` in a child Node process that is sent `input` over IPC and answers with messages.
 * Unlike a worker thread, it can be ended whatever it is doing (a synchronous call included), and its
 * memory is bounded as the operating system counts it, so Buffers outside the V8 heap count too.
 */
export function startInProcess<Message>(script: string, input: Serializable, options: { cwd?: string; memoryLimitMb: number }, events: ProcessEvents<Message>): RunningProcess {
  installExitHook();
  const child = fork(script, [], {
    cwd: options.cwd,
    // No loader of the parent's (`--import tsx`); the heap limit is a backstop above the resident one, which is watched here.
    execArgv: [`--max-old-space-size=${options.memoryLimitMb * 2}`],
    serialization: 'advanced',
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    detached: true,
  });
  live.add(child);
  // What the code prints goes where it would from a worker thread: this process's own streams.
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(chunk));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearInterval(poll);
    killGroup(child);
  };
  let reading = false;
  const poll = setInterval(() => {
    if (reading || child.pid === undefined) return;
    reading = true;
    void residentMemoryMb(child.pid).then((mb) => {
      reading = false;
      if (stopped || mb === undefined || mb <= options.memoryLimitMb) return;
      stop();
      events.overMemory(mb);
    });
  }, MEMORY_POLL_MS);
  child.on('message', (message: Message) => events.message(message));
  child.on('error', (error) => (stop(), events.error(error)));
  // 'exit' can come before the last IPC message is read (a large value sent just before the process ends), so the
  // end is reported on 'close', once the IPC channel and the pipes are drained. At 'exit' only what the process
  // started is ended: a grandchild holding its stdout would otherwise hold off 'close'.
  child.on('exit', () => {
    clearInterval(poll);
    killDescendants(child);
    setTimeout(() => closeStreams(child), CLOSE_GRACE_MS).unref();
  });
  child.on('close', (code, signal) => {
    const wasStopped = stopped;
    stop();
    if (!wasStopped) events.exit(code, signal);
  });
  // A child that died before reading it is reported by its exit.
  child.send(input, () => {});
  return { stop };
}
