// The file watcher, in its own thread: chokidar sets up a watch and a stat per file, which on a
// large site is seconds of work that would otherwise hold up the thread serving pages.
// Plain JavaScript, so the thread starts without a TypeScript loader (bundled CLI or not).
import { parentPort, workerData } from 'node:worker_threads';
import { watch } from 'chokidar';

const ignored = new RegExp(workerData.ignored);
const watcher = watch(workerData.targets, { ignoreInitial: true, ignored: (file) => ignored.test(file) });
watcher.on('all', (event, file) => parentPort.postMessage({ type: 'event', event, file }));
watcher.on('ready', () => parentPort.postMessage({ type: 'ready' }));
watcher.on('error', (error) => parentPort.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) }));
parentPort.on('message', async (message) => {
  if (message.type === 'add') watcher.add(message.paths);
  else if (message.type === 'unwatch') watcher.unwatch(message.paths);
  else if (message.type === 'close') {
    await watcher.close();
    parentPort.postMessage({ type: 'closed' });
  }
});
