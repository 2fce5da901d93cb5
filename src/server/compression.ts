import { open } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse, OutgoingHttpHeaders } from 'node:http';
import { pipeline, type Transform } from 'node:stream';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Text worth compressing; images, fonts and archives are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * The encoding to answer with, from `Accept-Encoding` as a host (Netlify, Cloudflare) reads it:
 * Brotli when the client takes it, else gzip, neither when both are refused (`q=0`) or absent.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const quality = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0 && quality('br') >= quality('gzip')) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return undefined;
}

function encoder(encoding: Encoding): Transform {
  // Quality 5 / level 6: what hosts use for on-the-fly compression, fast enough per request.
  return encoding === 'br' ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : zlib.createGzip({ level: 6 });
}

/**
 * Sends a file with its status and headers, compressed when its type and the client allow it.
 * False, with nothing sent, when the file cannot be opened.
 */
export async function sendFile(req: IncomingMessage, res: ServerResponse, file: string, status: number, headers: OutgoingHttpHeaders & { 'content-type': string }): Promise<boolean> {
  const handle = await open(file).catch(() => undefined);
  if (!handle) return false;
  const encoding = COMPRESSIBLE.test(headers['content-type']) ? negotiateEncoding(req.headers['accept-encoding']) : undefined;
  const vary = [headers.vary, 'Accept-Encoding'].filter(Boolean).join(', ');
  res.writeHead(status, { ...headers, vary, ...(encoding ? { 'content-encoding': encoding } : {}) });
  if (req.method === 'HEAD') {
    await handle.close();
    res.end();
    return true;
  }
  const source = handle.createReadStream();
  const done = (error: unknown) => error && res.destroy();
  if (encoding) pipeline(source, encoder(encoding), res, done);
  else pipeline(source, res, done);
  return true;
}
