import WebSocket from 'ws';
import type { DevMessage } from '../../src/shared/dev-messages.js';

export interface DevSocketClient {
  messages: DevMessage[];
  /** The next message (after those already taken) that matches; rejects after `timeoutMs` as a failure guard. */
  next<T extends DevMessage['type']>(type: T, timeoutMs?: number): Promise<Extract<DevMessage, { type: T }>>;
  close(): void;
}

/** A websocket client of the dev server, as a page would open it (with the token). */
export async function connectDevSocket(port: number, token: string | undefined, base = '/'): Promise<DevSocketClient> {
  const url = `ws://127.0.0.1:${port}${base}__docsgen/ws${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`;
  const ws = new WebSocket(url);
  const messages: DevMessage[] = [];
  let taken = 0;
  const listeners = new Set<() => void>();
  ws.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as DevMessage);
    for (const l of listeners) l();
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
  });
  return {
    messages,
    next(type, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          while (taken < messages.length) {
            const m = messages[taken++]!;
            if (m.type === type) {
              listeners.delete(check);
              clearTimeout(timer);
              resolve(m as Extract<DevMessage, { type: typeof type }>);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no "${type}" message; got ${JSON.stringify(messages.map((m) => m.type))}`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    close: () => ws.close(),
  };
}

/** Opens a socket the way an attacker's page could (no token, or another one): resolves with the HTTP status of the refusal. */
export function refusedStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.once('open', () => {
      ws.close();
      reject(new Error('the socket was accepted'));
    });
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('error', () => {});
  });
}
