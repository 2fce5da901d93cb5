import path from 'node:path';
import { ENGINE_ROOT } from '../engine/engine-paths.js';
import { startInProcess } from './user-code-process.js';

/** How long a config or sidebars file may take to load before the build gives up on it. */
export const USER_CODE_TIME_LIMIT_MS = 10_000;

const timeLimit = () => Number(process.env.DOCSGEN_USER_CODE_TIME_LIMIT_MS) || USER_CODE_TIME_LIMIT_MS;

export interface UserModuleRequest {
  /** The user's file, as they wrote it: where problems are reported. */
  file: string;
  /** The file esbuild compiled from it (with an inline source map), which the worker runs. */
  compiled: string;
  format: 'esm' | 'cjs';
  /** A Docusaurus config may export a function (possibly async) that returns the config. */
  callExportedFunction: boolean;
  /**
   * The folder the code sees as its working folder (`process.cwd()`, so `path.resolve('src/x.css')`):
   * the site root, as when the project's own `npm run build` runs there, wherever docsgen was started.
   */
  cwd?: string;
  /**
   * Run the export as a Docusaurus plugin (called with this context and these options, then its
   * `loadContent` and `contentLoaded`): the value is what it published (see the worker's `runPluginLifecycle`).
   */
  plugin?: { context: unknown; options: unknown };
}

/** Why the user's code gave no value: one line, and where in their files it happened when the stack says. */
export interface UserCodeFailure {
  message: string;
  /** What the author can do about it. */
  fix: string;
  /** The file and position the failure points at (the first frame in the user's files), when known. */
  at?: { file: string; line: number; column: number };
  /** A key path in the exported value (a getter that threw, a value nested too deep). */
  keyPath?: string;
}

export type UserModuleResult = { ok: true; value: unknown; missing: string[] } | { ok: false; failure: UserCodeFailure };

interface WorkerError {
  name: string;
  message: string;
  stack: string;
}

type WorkerMessage = { type: 'value'; value: unknown; missing: string[] } | { type: 'threw'; how: string; error: WorkerError; keyPath?: string } | { type: 'exit'; code: number; stack: string };

/** Plain JavaScript in the engine's sources, found from the engine root (the CLI runs a bundled copy of `src/`). */
const WORKER = path.join(ENGINE_ROOT, 'src', 'config', 'user-module-worker.mjs');

/** How much memory the user's code may use: its whole process, as the operating system counts it. */
export const USER_CODE_MEMORY_LIMIT_MB = 1024;

export const userCodeMemoryLimitMb = () => Number(process.env.DOCSGEN_USER_CODE_MEMORY_LIMIT_MB) || USER_CODE_MEMORY_LIMIT_MB;

/** The time limit in seconds, as the author reads it in a message. */
export const userCodeTimeLimitSeconds = () => timeLimit() / 1000;

/** How the runner reports back. */
interface RunEvents {
  message: (message: WorkerMessage) => void;
  failed: (failure: UserCodeFailure) => void;
}

/**
 * Runs a compiled config or sidebars file, or a Docusaurus plugin, in a child process with a time limit and a memory
 * limit: whatever the code does (loops, timers, promises that never settle, throws from a timer, `process.exit`, a
 * synchronous call that never returns, Buffers outside the heap), the build gets a value or a failure it can report,
 * and goes on, and docsgen exits when it is done. A process costs about 40 ms more to start than a thread did.
 */
export function runUserModule(request: UserModuleRequest): Promise<UserModuleResult> {
  const shown = path.basename(request.file);
  return new Promise((resolve) => {
    let done = false;
    let stop = () => {};
    const finish = (result: UserModuleResult) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      stop();
      resolve(result);
    };
    const limit = timeLimit();
    const timer = setTimeout(() => finish({ ok: false, failure: timeFailure(shown, limit, request) }), limit);
    const events: RunEvents = { message: (message) => finish(resultOf(message, request)), failed: (failure) => finish({ ok: false, failure }) };
    stop = runInProcess(request, events);
  });
}

function timeFailure(shown: string, limit: number, request: UserModuleRequest): UserCodeFailure {
  if (request.plugin)
    return {
      message: `${shown} did not finish within ${limit / 1000} s and was stopped: an endless loop, a synchronous call that does not return, a timer it waits for, or a promise that never settles`,
      fix: 'make its loadContent and contentLoaded finish without a network or a long wait',
    };
  return {
    message: `${shown} did not finish loading within ${limit / 1000} s: an endless loop, a synchronous call that does not return, a timer it waits for, or a promise that never settles`,
    fix: 'make the file export its value without waiting on anything that never ends',
  };
}

const workerInput = (request: UserModuleRequest) => ({
  compiled: request.compiled,
  format: request.format,
  callExportedFunction: request.callExportedFunction,
  cwd: request.cwd,
  plugin: request.plugin,
});

/**
 * A child process, killed at the time limit or when its resident memory passes the limit: a worker thread can be
 * neither stopped in a synchronous call (Node waits for it even to exit) nor bounded outside its heap.
 */
function runInProcess(request: UserModuleRequest, events: RunEvents): () => void {
  const shown = path.basename(request.file);
  const limitMb = userCodeMemoryLimitMb();
  const running = startInProcess<WorkerMessage>(
    WORKER,
    workerInput(request),
    { cwd: request.cwd, memoryLimitMb: limitMb },
    {
      message: events.message,
      error: (error) => events.failed({ message: `${shown} could not be run: ${error.message}`, fix: 'check that docsgen can start Node processes' }),
      exit: (code, signal) => events.failed(signal ? signalFailure(shown, signal, limitMb) : exitFailure(shown, code ?? 1)),
      overMemory: () =>
        events.failed({
          message: `${shown} used more than ${limitMb} MB of memory and was stopped`,
          fix: request.plugin
            ? 'make its loadContent and contentLoaded keep less in memory (large Buffers and arrays count too)'
            : 'make the file keep less in memory (large Buffers and arrays count too)',
        }),
    },
  );
  return running.stop;
}

/** A process ended by a signal it did not get from here: V8 aborts a process out of heap. */
function signalFailure(shown: string, signal: NodeJS.Signals, limitMb: number): UserCodeFailure {
  if (signal === 'SIGABRT') return { message: `${shown} ran out of memory (over ${limitMb * 2} MB of heap) and stopped`, fix: 'make it keep less in memory' };
  return { message: `${shown} stopped (${signal}) without giving a value`, fix: 'make the plugin finish without ending its process' };
}

function resultOf(message: WorkerMessage, request: UserModuleRequest): UserModuleResult {
  const shown = path.basename(request.file);
  switch (message.type) {
    case 'value':
      return { ok: true, value: revive(message.value), missing: message.missing };
    case 'exit':
      return {
        ok: false,
        failure: {
          message: `${shown} called process.exit(${message.code}) while loading; docsgen does not exit on a config's behalf`,
          fix: 'remove the process.exit call: to stop the build, throw an Error with a message',
          at: locate(message.stack, request),
        },
      };
    case 'threw': {
      const { error } = message;
      const what = message.keyPath ? error.message : `${shown} threw ${message.how} while loading: ${error.name}: ${firstLine(error.message)}`;
      return { ok: false, failure: { message: what, fix: message.keyPath ? 'give that key a plain value' : 'fix the code at that line', at: locate(error.stack, request), keyPath: message.keyPath } };
    }
  }
}

/** Node ends a worker with 13 when the promise it awaits at the top level can never settle (nothing is left to run). */
const UNSETTLED_AWAIT = 13;

function exitFailure(shown: string, code: number): UserCodeFailure {
  if (code === UNSETTLED_AWAIT)
    return { message: `${shown} exports a promise that never settles (nothing is left that could resolve it)`, fix: 'resolve the promise the config returns, or export the config object itself' };
  return { message: `${shown} stopped loading (exit code ${code}) without exporting a value`, fix: 'make the file export its value' };
}

const firstLine = (text: string) => text.split('\n')[0] ?? '';

/**
 * The first stack frame in the user's own files: the original file through the source map, or a
 * file it imports. The compiled copy, Node's internals, the worker and installed packages are skipped.
 */
function locate(stack: string, request: UserModuleRequest): UserCodeFailure['at'] {
  for (const match of stack.matchAll(/(?:\(|at )((?:file:\/\/)?[^\s()]+?):(\d+):(\d+)\)?$/gm)) {
    const file = match[1]!.replace(/^file:\/\//, '');
    if (file.startsWith('node:') || file.includes('node_modules') || file.endsWith('user-module-worker.mjs')) continue;
    if (path.resolve(file) === path.resolve(request.compiled)) continue;
    const resolved = path.isAbsolute(file) ? file : path.resolve(path.dirname(request.compiled), file);
    return { file: resolved, line: Number(match[2]), column: Number(match[3]) };
  }
  return undefined;
}

/** Markers back to values of the right kind: a function stays a function (never called), a stand-in keeps its package name. */
function revive(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || value instanceof Date || value instanceof RegExp) return value;
  if (Array.isArray(value)) return value.map(revive);
  const record = value as Record<string, unknown>;
  if (typeof record.__docsgenFunction === 'string') {
    const name = record.__docsgenFunction;
    const fn = Object.defineProperty(function userFunction() {}, 'name', { value: name });
    // The installed package it came from, when it came from one (see PROJECT_REQUIRE).
    return typeof record.__docsgenPackage === 'string' ? Object.defineProperty(fn, '__docsgenPackage', { value: record.__docsgenPackage }) : fn;
  }
  if (typeof record.__docsgenStandIn === 'string') return value;
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, revive(v)]));
}
