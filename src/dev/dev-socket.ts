import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocket, WebSocketServer } from 'ws';
import type { DevMessage } from '../shared/dev-messages.js';
import { isAllowedHost, isSameOrigin } from '../server/host-check.js';

export interface DevSocketOptions {
  /** The socket's path now (it follows the base URL, which a config change can move). */
  path: () => string;
  token: string;
  allowedHosts: ReadonlySet<string>;
  /** What a page that connects is told first: the version, and the errors showing now. */
  greeting: () => DevMessage[];
}

function tokenMatches(given: string | null, token: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

function refuse(socket: Duplex, status: string, reason: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`);
}

/**
 * The live-reload channel. Only sockets that present the per-process token (from a page this
 * server rendered) and a local Host header are accepted, as in Vite's `ws.ts`: a web page on
 * another origin cannot read the token, so it cannot listen to what the author is editing.
 */
export class DevSocket {
  /** Created on the first connection (the `ws` module is loaded then, not at start). */
  private wss?: Promise<WebSocketServer>;

  constructor(private readonly options: DevSocketOptions) {}

  /** Handles an HTTP upgrade: accepted when path, Host and token are right, refused otherwise. */
  async handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    socket.on('error', () => socket.destroy());
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      return refuse(socket, '400 Bad Request', 'Bad request.\n');
    }
    if (url.pathname !== this.options.path()) return refuse(socket, '404 Not Found', 'No websocket here.\n');
    if (!isAllowedHost(req.headers.host, this.options.allowedHosts)) return refuse(socket, '403 Forbidden', 'This host name is not allowed.\n');
    // Browsers send Origin with every websocket: a page of another site is refused even if it learned the token.
    if (!isSameOrigin(req.headers.origin, req.headers.host)) return refuse(socket, '403 Forbidden', 'Live reload answers only pages of this server.\n');
    if (!tokenMatches(url.searchParams.get('token'), this.options.token)) return refuse(socket, '403 Forbidden', 'A live-reload socket needs the token of this server process; reload the page.\n');
    this.wss ??= import('ws').then(({ WebSocketServer }) => new WebSocketServer({ noServer: true }));
    (await this.wss).handleUpgrade(req, socket, head, (ws) => {
      ws.on('error', () => ws.terminate());
      for (const message of this.options.greeting()) send(ws, message);
    });
  }

  broadcast(message: DevMessage): void {
    void this.wss?.then((wss) => {
      for (const ws of wss.clients) send(ws, message);
    });
  }

  async close(): Promise<void> {
    const wss = await this.wss;
    if (!wss) return;
    for (const ws of wss.clients) ws.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  }
}

function send(ws: WebSocket, message: DevMessage): void {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
}
