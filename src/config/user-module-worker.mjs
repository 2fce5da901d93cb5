// Runs one file of the user's code (a site config, a Docusaurus config, a sidebars file) or a Docusaurus
// plugin in a child process (forked, sent its input over IPC; a worker thread is still served), so that an endless
// loop, a promise that never settles, a late throw or `process.exit` cannot hang or end the build: the
// parent stops the thread or kills the process and reports what happened.
// Plain JavaScript: it starts without a TypeScript loader.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { parentPort, Worker, workerData } from 'node:worker_threads';

process.setSourceMapsEnabled(true);
// A child process leads its own process group, so that a kill ends what it started too; but then nothing
// ends it when docsgen dies without killing it (SIGKILL, a signal it does not handle). A watchdog thread,
// which runs while the plugin is stuck in a loop or a synchronous call, ends the group once docsgen is gone.
const WATCHDOG = `const parent = process.ppid;
setInterval(() => { if (process.ppid !== parent) process.kill(-process.pid, 'SIGKILL'); }, 500);`;
if (!parentPort) new Worker(WATCHDOG, { eval: true }).unref();
// A thread gets its input with itself; a child process as its first IPC message.
const input = parentPort ? workerData : await new Promise((resolve) => process.once('message', resolve));
const { compiled, format, callExportedFunction, cwd, plugin } = input;
// A worker cannot chdir; the code's own view of its working folder is the site root, as under `npm run build` there.
if (cwd) process.cwd = () => cwd;
let settled = false;
const post = (message) => {
  if (settled) return;
  settled = true;
  if (parentPort) parentPort.postMessage(message);
  else process.send(message);
};

const describe = (error) =>
  error instanceof Error
    ? { name: error.name, message: String(error.message), stack: String(error.stack ?? '') }
    : { name: 'Error', message: `threw ${String(error)}`, stack: new Error().stack ?? '' };

process.exit = (code) => {
  post({ type: 'exit', code: Number(code ?? 0), stack: new Error().stack ?? '' });
  // Stop this worker's code here; the parent ends the worker once it has the message.
  throw new Error('process.exit called in a config file');
};
process.on('unhandledRejection', (reason) => post({ type: 'threw', how: 'an unhandled promise rejection', error: describe(reason) }));
process.on('uncaughtException', (error) => post({ type: 'threw', how: 'an uncaught exception', error: describe(error) }));

const MAX_DEPTH = 200;

/** The exported value as plain data for the parent: functions and stand-ins become markers, cycles and symbols are dropped. */
function toPlain(value, keyPath, depth, seen) {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'function') {
      if (value.__docsgenStandIn) return { __docsgenStandIn: value.__docsgenStandIn };
      return typeof value.__docsgenPackage === 'string' ? { __docsgenFunction: value.name || 'anonymous', __docsgenPackage: value.__docsgenPackage } : { __docsgenFunction: value.name || 'anonymous' };
    }
    return typeof value === 'symbol' ? undefined : value;
  }
  if (typeof value.__docsgenStandIn === 'string') return { __docsgenStandIn: value.__docsgenStandIn };
  if (depth > MAX_DEPTH) throw Object.assign(new Error(`the value at \`${keyPath || '(root)'}\` nests deeper than ${MAX_DEPTH} levels`), { keyPath });
  if (seen.has(value)) return undefined;
  if (value instanceof Date || value instanceof RegExp) return value;
  seen.add(value);
  const out = Array.isArray(value) ? [] : {};
  const keys = Array.isArray(value) ? value.keys() : Object.keys(value);
  for (const key of keys) {
    const path = typeof key === 'number' ? `${keyPath}[${key}]` : keyPath ? `${keyPath}.${key}` : key;
    let item;
    try {
      item = value[key];
    } catch (error) {
      throw Object.assign(new Error(`reading \`${path}\` threw: ${error instanceof Error ? error.message : String(error)}`), { keyPath: path, stack: error?.stack });
    }
    out[key] = toPlain(item, path, depth + 1, seen);
  }
  seen.delete(value);
  return out;
}

/**
 * A Docusaurus plugin module's data lifecycle, as Docusaurus runs it before rendering: the plugin made from
 * its context and options, then `loadContent`, `contentLoaded` and `allContentLoaded`. What it publishes
 * with `setGlobalData` is kept; routes it adds are counted (docsgen does not build them).
 */
async function runPluginLifecycle(exported, { context, options }) {
  if (typeof exported !== 'function') throw new Error('the plugin module does not export a function (module.exports = function (context, options) { return { name, ... } })');
  const instance = await exported(context, options);
  if (!instance || typeof instance !== 'object') return { name: undefined, methods: [], globalData: undefined, routes: 0 };
  let globalData;
  let routes = 0;
  const actions = {
    setGlobalData: (data) => void (globalData = data),
    addRoute: () => void (routes += 1),
    // The data a route's component would receive: no route is built, so only its name is given back.
    createData: async (name) => name,
  };
  const content = typeof instance.loadContent === 'function' ? await instance.loadContent() : undefined;
  const allContent = { [instance.name]: { [options?.id ?? 'default']: content } };
  if (typeof instance.contentLoaded === 'function') await instance.contentLoaded({ content, actions, allContent });
  if (typeof instance.allContentLoaded === 'function') await instance.allContentLoaded({ allContent, actions });
  const methods = Object.keys(instance).filter((key) => typeof instance[key] === 'function');
  return { name: typeof instance.name === 'string' ? instance.name : undefined, methods, globalData, routes };
}

try {
  let exported;
  let missing = [];
  if (format === 'esm') exported = (await import(pathToFileURL(compiled).href)).default;
  else {
    const loaded = createRequire(compiled)(compiled);
    exported = loaded.value && typeof loaded.value === 'object' && 'default' in loaded.value ? loaded.value.default : loaded.value;
    missing = loaded.missing;
  }
  if (plugin) exported = await runPluginLifecycle(exported, plugin);
  else if (callExportedFunction && typeof exported === 'function') exported = await exported();
  else exported = await exported;
  // One turn of the event loop, so that a rejection nobody handled during loading is reported, not lost.
  await new Promise((resolve) => setTimeout(resolve, 0));
  post({ type: 'value', value: toPlain(exported, '', 0, new Set()), missing });
} catch (error) {
  post({ type: 'threw', how: 'an exception', error: describe(error), keyPath: error?.keyPath });
}
