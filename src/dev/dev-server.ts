import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { jsonForScript } from '../render/html-document.js';
import { formatDiagnostics } from '../diagnostics/format-diagnostics.js';
import path from 'node:path';
import { checkCacheDir, sourceDirsOf } from '../output/out-dir-guard.js';
import { cacheDirOf, SiteSession, ThemeFailure, type SessionLog } from '../pipeline/session.js';
import { DEV_PATHS, DEV_SETTINGS_ID, type DevClientSettings, type DevMessage } from '../shared/dev-messages.js';
import { createChangeQueue, type ChangeQueue } from './change-queue.js';
import { DevUpdates } from './dev-updates.js';
import { DevSocket } from './dev-socket.js';
import { createRequestHandler, type DevReady } from './handle-request.js';
import { listen } from './listen.js';
import { watchFiles, type FileWatcher } from './watch-files.js';
import { reconcileWithDisk } from './reconcile.js';

export interface DevServerOptions {
  root: string;
  /** Default 3000; 0 picks any free port. */
  port?: number;
  /** Default `127.0.0.1` (loopback only). */
  host?: string;
  baseUrl?: string;
  /** The locale to serve (default: the default locale). */
  locale?: string;
  /** Fail when the port is taken instead of trying the next ones. */
  strictPort?: boolean;
  /** Extra host names the server answers to (besides localhost, IP addresses and `host`). */
  allowedHosts?: readonly string[];
  log?: SessionLog;
  /** Every message sent to pages, for tests and the bench. */
  onMessage?: (message: DevMessage) => void;
}

export interface DevServer {
  url: string;
  port: number;
  host: string;
  /** The websocket secret pages embed; a socket without it is refused. */
  token: string;
  session: SiteSession;
  updates: DevUpdates;
  /** Resolves once the watcher follows every file (edits before that may go unnoticed). */
  watching: Promise<void>;
  /** Resolves when no file change is waiting or being applied (nor a second look at a changed file due). */
  idle: () => Promise<void>;
  close: () => Promise<void>;
}

/** The dev client's tags for every page's `<head>`: its settings (socket path, per-process token) and its script. */
function devClientHead(base: string, token: string): string {
  const settings: DevClientSettings = { socket: `${base}${DEV_PATHS.socket}`, token, base };
  return `<script type="application/json" id="${DEV_SETTINGS_ID}">${jsonForScript(settings)}</script>\n<script type="module" src="${base}${DEV_PATHS.client}"></script>`;
}

/**
 * `docsgen serve`: the dev server. Listens first (so a taken port is reported at once), then opens
 * the session; requests that arrive meanwhile wait for it. A chokidar watcher (in its own thread)
 * feeds changed files to a queue that applies one batch at a time, and each batch's messages go to
 * every open page over the websocket.
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const host = options.host ?? '127.0.0.1';
  const token = randomBytes(18).toString('base64url');
  const log = options.log ?? { info: () => {}, problems: () => {} };
  const allowedHosts = new Set([host.toLowerCase(), ...(options.allowedHosts ?? []).map((h) => h.toLowerCase())]);

  let resolveSession!: (session: DevReady) => void;
  let rejectSession!: (error: unknown) => void;
  const ready = new Promise<DevReady>((resolve, reject) => {
    resolveSession = resolve;
    rejectSession = reject;
  });
  ready.catch(() => {});

  const server = http.createServer(
    createRequestHandler({
      session: () => ready,
      allowedHosts,
      onFailure: (what, error) => log.info(`could not answer ${what}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
      onPageFailure: (entry, error) =>
        void updates?.pageFailed(entry, error, (message) => {
          socket.broadcast(message);
          options.onMessage?.(message);
        }),
    }),
  );
  server.keepAliveTimeout = 1000;
  let session: SiteSession | undefined;
  let updates: DevUpdates | undefined;
  const socket = new DevSocket({
    path: () => `${session?.config.baseUrl ?? '/'}${DEV_PATHS.socket}`,
    token,
    allowedHosts,
    greeting: () =>
      session && updates ? [{ type: 'connected', version: session.renderer.snapshot.version }, ...(updates.errors.length ? [{ type: 'errors' as const, errors: updates.errors }] : [])] : [],
  });
  server.on('upgrade', (req, stream, head: Buffer) => void socket.handleUpgrade(req, stream, head).catch(() => stream.destroy()));

  const port = await listen(server, {
    port: options.port ?? 3000,
    host,
    strictPort: options.strictPort,
    onFallback: (asked, used) => log.info(`Port ${asked} is in use, so serving on port ${used} instead.`),
  });
  let watcher: FileWatcher | undefined;
  try {
    session = await SiteSession.open({
      root: options.root,
      mode: 'development',
      baseUrl: options.baseUrl,
      locale: options.locale,
      extraHead: (config) => devClientHead(config.baseUrl, token),
      // The cache folder is checked as a build checks it: one that is a file is a usage error, not an internal one at the first compile.
      onConfig: (config) =>
        checkCacheDir({ root: options.root, cacheDir: cacheDirOf(options.root, undefined), outDir: path.resolve(options.root, config.outDir), sourceDirs: sourceDirsOf(config), canChoose: false }),
    });
    updates = new DevUpdates(session, log);
    await updates.start();
  } catch (error) {
    await session?.close();
    const failure = error instanceof ThemeFailure ? new Error(`the theme does not compile, so there is nothing to serve yet:\n${formatDiagnostics(error.diagnostics)}`, { cause: error }) : error;
    rejectSession(failure);
    await socket.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    throw failure;
  }
  const opened = session;
  const openedUpdates = updates;
  resolveSession({ session: opened, updates: openedUpdates });

  let targets = opened.watchTargets();
  const queue: ChangeQueue = createChangeQueue({
    run: async (files) => {
      await openedUpdates.apply(files, (message) => {
        socket.broadcast(message);
        options.onMessage?.(message);
      });
      // A config change can move the content, theme or static folder.
      const next = opened.watchTargets();
      const added = next.filter((t) => !targets.includes(t));
      const removed = targets.filter((t) => !next.includes(t));
      if (removed.length) watcher?.unwatch(removed);
      if (added.length) watcher?.add(added);
      targets = next;
    },
    onError: (error) => log.info(`update failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
  });
  const reconciler = reconcileWithDisk({ changedOnDisk: () => opened.changedOnDisk(), idle: () => queue.idle(), push: (file) => queue.push(file) });
  watcher = watchFiles(
    targets,
    (file, event) => {
      queue.push(file);
      if (event !== 'addDir' && event !== 'unlinkDir') return;
      // A folder deleted and re-created at once can leave the watcher blind to it: follow it again, and compare with the disk.
      if (event === 'addDir') watcher?.add([file]);
      reconciler.soon();
    },
    (error) => log.info(`watcher: ${error instanceof Error ? error.message : String(error)}`),
  );
  // Edits made while the watcher was starting (seconds, on a large site) are caught up once it runs.
  const watching = watcher.ready.then(async () => {
    for (const file of await opened.changedOnDisk().catch(() => [])) queue.push(file);
  });

  const shownHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? 'localhost' : host;
  return {
    url: `http://${shownHost}:${port}${opened.config.baseUrl}`,
    port,
    host,
    token,
    session: opened,
    updates: openedUpdates,
    watching,
    idle: async () => {
      await watching;
      await watcher?.settled();
      await queue.idle();
    },
    close: async () => {
      reconciler.stop();
      await watcher?.close();
      await queue.close();
      await openedUpdates.settled().catch(() => {});
      await socket.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await opened.close();
    },
  };
}
