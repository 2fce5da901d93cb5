/**
 * Issue "Nothing lost, nothing let in", item 5: servers that cannot be knocked over or read from
 * elsewhere. `docsgen preview` and `docsgen serve` survive any request line, check Host, answer
 * search only to their own origin (no wildcard CORS), and the live-reload socket checks Origin.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { startPreviewServer, type RunningServer } from '../../src/server/preview-server.js';
import { buildFixture, removeDir } from '../helpers/build-fixture.js';

let root: string;
let preview: RunningServer;
let dev: DevServer;

beforeAll(async () => {
  const built = await buildFixture('search');
  expect(built.ok).toBe(true);
  root = built.root;
  preview = await startPreviewServer({ root: built.outDir, port: 0, host: '127.0.0.1', baseUrl: '/' });
  dev = await startDevServer({ root, port: 0 });
}, 120_000);
afterAll(async () => {
  await dev?.close();
  await preview?.close();
  await removeDir(root);
});

/** Sends raw bytes and returns what the server answered (status line first). */
function raw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.on('data', (d) => (data += d.toString()));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
    setTimeout(() => socket.destroy(), 3000).unref();
    socket.on('close', () => resolve(data));
  });
}

const query = JSON.stringify({ requests: [{ indexName: 'docs', params: 'query=guide' }] });

describe.each([
  ['preview', () => preview.port],
  ['serve', () => dev.port],
])('docsgen %s', (_name, port) => {
  it('survives a malformed request line and answers the next request', async () => {
    for (const line of ['GET //[ HTTP/1.1', 'GET /%E0%A4%A HTTP/1.1', 'POST //[/1/indexes/*/queries HTTP/1.1', `GET /${'a'.repeat(9000)} HTTP/1.1`]) {
      const answer = await raw(port(), `${line}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      expect(answer, line).toMatch(/^HTTP\/1\.1 (400|404|405|414|431)/);
    }
    expect((await fetch(`http://127.0.0.1:${port()}/`)).status).toBe(200);
  });

  it('refuses a Host name it does not serve (DNS rebinding)', async () => {
    const answer = await raw(port(), 'GET / HTTP/1.1\r\nHost: attacker.example\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 403/);
  });

  it('answers search to its own pages, and a cross-origin text/plain POST gets no answer and no CORS header', async () => {
    const own = await fetch(`http://127.0.0.1:${port()}/1/indexes/*/queries`, { method: 'POST', body: query, headers: { origin: `http://127.0.0.1:${port()}` } });
    expect(own.status).toBe(200);
    const foreign = await fetch(`http://127.0.0.1:${port()}/1/indexes/*/queries`, { method: 'POST', body: query, headers: { origin: 'http://localhost:9999', 'content-type': 'text/plain' } });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(JSON.stringify(await foreign.json())).not.toMatch(/hits/);
  });
});

describe('docsgen serve live-reload socket', () => {
  const open = (origin: string) =>
    new Promise<'open' | 'refused'>((resolve) => {
      const ws = new WebSocket(`ws://127.0.0.1:${dev.port}/__docsgen/ws?token=${dev.token}`, { origin });
      ws.on('open', () => {
        ws.close();
        resolve('open');
      });
      ws.on('error', () => resolve('refused'));
      ws.on('unexpected-response', () => resolve('refused'));
    });

  it('accepts its own pages and refuses another origin even with the token', async () => {
    expect(await open(`http://127.0.0.1:${dev.port}`)).toBe('open');
    expect(await open('http://evil.example')).toBe('refused');
  });
});
