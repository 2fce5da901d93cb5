import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sendFile } from './compression.js';
import { CONTENT_TYPES, contentTypeOf, isFolderWithoutSlash, resolveStaticFile, twinHrefOf, twinRequestPath, wantsMarkdown } from './static-files.js';
import { agentLinks } from '../mcp/discovery.js';
import { docsName } from '../mcp/docs-tools.js';
import { createSearchEndpoint, engineFromBuild } from './search-endpoint.js';
import { isAllowedHost, pathnameOf } from './host-check.js';
import { docsFromBuild } from '../mcp/docs-source.js';
import { createMcpEndpoint } from '../mcp/mcp-endpoint.js';
import { builtSiteName, engineVersion } from '../mcp/site-info.js';

export interface PreviewOptions {
  root: string;
  port: number;
  host: string;
  baseUrl: string;
  /** Host names answered besides loopback names and IP addresses (`--allowed-host`). */
  allowedHosts?: readonly string[];
}

export interface RunningServer {
  root: string;
  url: string;
  port: number;
  close: () => Promise<void>;
}

/** `docsgen preview`: serves the built folder exactly as a static host would, with `404.html` for unmatched paths. */
export async function startPreviewServer(options: PreviewOptions): Promise<RunningServer> {
  const base = options.baseUrl;
  // Algolia's search API over the built local index, for the real algoliasearch client.
  const search = createSearchEndpoint(engineFromBuild(options.root, base));
  // The docs as MCP tools for agents (`/mcp`), from the same built folder.
  const mcp = createMcpEndpoint(docsFromBuild(options.root, base), { name: docsName(await builtSiteName(options.root)), version: await engineVersion() });
  const allowed = new Set([options.host.toLowerCase(), ...(options.allowedHosts ?? []).map((h) => h.toLowerCase())]);
  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!isAllowedHost(req.headers.host, allowed)) {
      res
        .writeHead(403, { 'content-type': 'text/plain; charset=utf-8' })
        .end(`Blocked request: the host name "${req.headers.host ?? ''}" is not allowed. Use localhost or an IP address, or start docsgen preview with --allowed-host.\n`);
      return;
    }
    if (await search(req, res)) return;
    if (await mcp(req, res)) return;
    const pathname = pathnameOf(req.url);
    if (pathname === undefined) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request: the request line is not a URL.\n');
      return;
    }
    const url = { pathname };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const inBase = url.pathname.startsWith(base) || `${url.pathname}/` === base;
    const rel = inBase ? `/${url.pathname.slice(base.length)}` : undefined;
    // An agent asking for Markdown gets the page's twin; everyone else the page.
    const twin = rel !== undefined && wantsMarkdown(req.headers.accept) && !rel.endsWith('.md') ? await resolveStaticFile(options.root, twinRequestPath(rel)) : undefined;
    const file = twin ?? (rel !== undefined ? await resolveStaticFile(options.root, rel) : undefined);
    if (!file && rel !== undefined && (await isFolderWithoutSlash(options.root, rel))) {
      // As GitHub Pages and Netlify answer a folder without its slash: relative links in its index.html then resolve.
      const search = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      res.writeHead(301, { location: `${url.pathname}/${search}` }).end();
      return;
    }
    if (!file) {
      const notFound = path.join(options.root, '404.html');
      if (!(await sendFile(req, res, notFound, 404, { 'content-type': CONTENT_TYPES['.html']!, link: agentLinks(undefined, base) })))
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const type = contentTypeOf(file);
    const immutable = file.includes(`${path.sep}assets${path.sep}`);
    // A page (or its twin) tells agents where its Markdown, llms.txt and the MCP discovery file are, before they parse a byte.
    const link = /\.(html|md)$/.test(file) ? { link: agentLinks(await twinHrefOf(options.root, file, base), base) } : {};
    // Compressed as a real host would (Brotli or gzip by Accept-Encoding), so what is measured here is what readers get.
    const sent = await sendFile(req, res, file, 200, { 'content-type': type, 'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache', vary: 'Accept', ...link });
    if (!sent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('docsgen preview could not read the file.\n');
  };
  // No request can take the server down: whatever one throws is that request's 500.
  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`docsgen preview could not answer: ${error instanceof Error ? error.message : String(error)}\n`);
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const port = (server.address() as AddressInfo).port;
  return {
    root: options.root,
    port,
    url: `http://${options.host}:${port}${base}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
