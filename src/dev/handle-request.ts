import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { realPlace } from '../content/real-path.js';
import type { SearchEndpoint } from '../server/search-endpoint.js';
import { CONTENT_TYPES, resolveStaticFile, wantsMarkdown } from '../server/static-files.js';
import { DEV_PATHS } from '../shared/dev-messages.js';
import type { SiteSession } from '../pipeline/session.js';
import type { DevUpdates } from './dev-updates.js';
import { isAllowedHost, pathnameOf } from '../server/host-check.js';
import { MCP_PATH } from '../mcp/mcp-path.js';
import type { McpEndpoint } from '../mcp/mcp-endpoint.js';
import type { RouteEntry } from '../site/site-types.js';
import { docsName } from '../mcp/docs-tools.js';
import { agentLinks, DISCOVERY_JSON_PATH, DISCOVERY_PATH, discoveryFile } from '../mcp/discovery.js';
import { hrefOfRoute, twinPathOfRoute } from '../content/route-of-file.js';

/** What requests need once the session is open. */
export interface DevReady {
  session: SiteSession;
  updates: DevUpdates;
}

export interface RequestContext {
  /** The session once it is ready (requests that arrive earlier wait for it). */
  session: () => Promise<DevReady>;
  allowedHosts: ReadonlySet<string>;
  /** A request that could not be answered (rendering threw, say): the server logs it and stays up. */
  onFailure: (what: string, error: unknown) => void;
  /** A page that failed to bundle or render: shown in the overlay of open pages. */
  onPageFailure: (entry: RouteEntry, error: unknown) => void;
}

const HTML = CONTENT_TYPES['.html']!;
const JS = CONTENT_TYPES['.js']!;

/** The URL of a route's Markdown twin, for routes that have one (a redirect and a React page have no Markdown of their own). */
function twinHrefOf(entry: RouteEntry, baseUrl: string): string | undefined {
  if (entry.kind === 'redirect' || entry.kind === 'page') return undefined;
  return hrefOfRoute(`/${twinPathOfRoute(entry.route)}`, baseUrl);
}

function send(req: IncomingMessage, res: ServerResponse, status: number, type: string, body: string, cache = 'no-store'): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': cache, 'content-length': Buffer.byteLength(body) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: string, cache: string): void {
  res.writeHead(200, { 'content-type': CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream', 'cache-control': cache });
  if (req.method === 'HEAD') return void res.end();
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}

function sendData(req: IncomingMessage, res: ServerResponse, rel: string, data: string | Uint8Array, cache: string): void {
  res.writeHead(200, {
    'content-type': CONTENT_TYPES[path.extname(rel).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': cache,
    'content-length': typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength,
  });
  res.end(req.method === 'HEAD' ? undefined : data);
}

function refuseHost(req: IncomingMessage, res: ServerResponse): void {
  send(
    req,
    res,
    403,
    'text/plain; charset=utf-8',
    `Blocked request: the host name "${req.headers.host ?? ''}" is not allowed. Open the site through localhost or an IP address, or start docsgen serve with --allowed-host.\n`,
  );
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** When rendering itself fails (a theme component throws): the error, and the dev client, so the page reloads once it is fixed. */
function renderFailurePage(route: string, error: unknown, head: string): string {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Render error</title>${head}</head><body style="font:14px/1.5 system-ui,sans-serif;padding:2rem"><h1>Could not render ${escapeHtml(route)}</h1><pre style="white-space:pre-wrap">${escapeHtml(text)}</pre><p>Fix the code and save: this page reloads by itself.</p></body></html>`;
}

/**
 * One request, in the order a static host would find it in the built site: the dev client, page
 * modules (`_page/...`), bundles and hashed files (`assets/...`), pages (rendered on request),
 * files from `static/`, then the not-found page with status 404. Nothing outside the site's own
 * folders is reachable: routes are looked up in the route table, never mapped to paths, and every
 * file is resolved under its folder after decoding (`..`, encoded or not, is refused).
 */
export function createRequestHandler(context: RequestContext) {
  const handle = serve(context);
  // Algolia's search API over the local index (`POST /1/indexes/*/queries`), as `docsgen preview` answers it; loaded on the first such request.
  let search: SearchEndpoint | undefined;
  const searchEndpoint = async () => (search ??= (await import('../server/search-endpoint.js')).createSearchEndpoint(async () => (await context.session()).session.searchEngine()));
  // The docs as MCP tools for agents (`/mcp`), answered from this session: drafts included, as the pages are.
  let mcp: McpEndpoint | undefined;
  const mcpEndpoint = async () => {
    if (mcp) return mcp;
    const [{ createMcpEndpoint }, { docsFromSession }, { engineVersion }] = await Promise.all([import('../mcp/mcp-endpoint.js'), import('../mcp/docs-source.js'), import('../mcp/site-info.js')]);
    const { session } = await context.session();
    return (mcp = createMcpEndpoint(
      docsFromSession(async () => (await context.session()).session),
      { name: docsName(session.config.title), version: await engineVersion() },
    ));
  };
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      if (!isAllowedHost(req.headers.host, context.allowedHosts)) return refuseHost(req, res);
      if (req.method !== 'GET' && req.method !== 'HEAD' && (await (await searchEndpoint())(req, res))) return;
      if (pathnameOf(req.url) === MCP_PATH && (await (await mcpEndpoint())(req, res))) return;
      await handle(req, res);
    } catch (error) {
      // Whatever fails, the server stays up: this request gets a 500, the terminal the reason.
      context.onFailure(req.url ?? '', error);
      if (!res.headersSent) send(req, res, 500, 'text/plain; charset=utf-8', `docsgen serve could not answer this request: ${error instanceof Error ? error.message : String(error)}\n`);
      else res.destroy();
    }
  };
}

function serve(context: RequestContext) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const { session, updates } = await context.session();
    const renderer = session.renderer;
    const base = renderer.snapshot.config.baseUrl;
    const notFound = async () => {
      res.setHeader('link', agentLinks(undefined, base));
      try {
        return send(req, res, 404, HTML, (await renderer.render({ kind: 'not-found', route: '/404' })).html);
      } catch (error) {
        context.onFailure('/404', error);
        return send(req, res, 404, HTML, renderFailurePage('the not-found page', error, renderer.tools.head));
      }
    };

    let pathname: string;
    let decoded: string;
    try {
      pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      decoded = decodeURIComponent(pathname);
    } catch {
      return notFound();
    }
    if (!pathname.startsWith(base)) {
      if (`${pathname}/` === base) {
        res.writeHead(302, { location: base }).end();
        return;
      }
      return notFound();
    }
    const rel = pathname.slice(base.length);
    const decodedRel = decoded.slice(base.length);
    if (decodedRel.includes('\0')) return notFound();

    if (rel === DEV_PATHS.client) return send(req, res, 200, JS, updates.devClient);

    if (decodedRel.startsWith('_page/')) {
      const entry = renderer.lookupModule(decodedRel.slice('_page/'.length));
      if (!entry) return send(req, res, 404, JS, '// No page here.\n');
      try {
        return send(req, res, 200, JS, (await renderer.render(entry)).module);
      } catch (error) {
        context.onFailure(entry.route, error);
        context.onPageFailure(entry, error);
        return send(req, res, 500, JS, `throw new Error(${JSON.stringify(`docsgen serve could not render ${entry.route}`)});\n`);
      }
    }

    if (decodedRel.startsWith('assets/')) {
      const section = renderer.sectionFile(decodedRel);
      if (section !== undefined) return send(req, res, 200, CONTENT_TYPES['.json']!, section, 'public, max-age=31536000, immutable');
      const media = session.contentAssets.fileOf(decodedRel);
      if (media) return sendFile(req, res, media, 'public, max-age=31536000, immutable');
      const bundled = session.served.get(decodedRel);
      if (bundled !== undefined) return sendData(req, res, decodedRel, bundled, 'public, max-age=31536000, immutable');
      const searchFile = await session.searchFile(decodedRel);
      if (searchFile !== undefined) return send(req, res, 200, CONTENT_TYPES['.json']!, searchFile);
      const card = await session.cards?.file(decodedRel);
      if (card) return sendData(req, res, decodedRel, card, 'public, max-age=31536000, immutable');
    }

    // For agents, as the build writes them: llms.txt and the MCP discovery file.
    if (decodedRel === 'llms.txt') return send(req, res, 200, CONTENT_TYPES['.txt']!, await session.llmsTxt());
    if (decodedRel === DISCOVERY_PATH || decodedRel === DISCOVERY_JSON_PATH)
      return send(req, res, 200, CONTENT_TYPES['.json']!, discoveryFile({ title: session.config.title, url: session.config.url, baseUrl: base }));

    // The Markdown twin: `<route>.md`, or the page itself asked for with `Accept: text/markdown`.
    const twinEntry = decodedRel.endsWith('.md') ? renderer.lookupTwin(`/${decodedRel}`) : wantsMarkdown(req.headers.accept) ? renderer.lookup(`/${decodedRel}`) : undefined;
    if (twinEntry) {
      const twin = await session.twinOf(twinEntry);
      if (twin !== undefined) {
        res.setHeader('vary', 'Accept');
        res.setHeader('link', agentLinks(undefined, base));
        return send(req, res, 200, CONTENT_TYPES['.md']!, twin);
      }
    }

    // The blog's feeds, made from the pages as they are now.
    const feed = /\.(xml|xsl|css|json)$/.test(decodedRel) ? await session.blogFeedFile(decodedRel) : undefined;
    if (feed !== undefined) return send(req, res, 200, CONTENT_TYPES[decodedRel.endsWith('.css') ? '.css' : decodedRel.endsWith('.json') ? '.json' : '.xml']!, feed);

    const entry = renderer.lookup(`/${decodedRel}`);
    if (entry) {
      res.setHeader('link', agentLinks(twinHrefOf(entry, base), base));
      try {
        return send(req, res, 200, HTML, (await renderer.render(entry)).html);
      } catch (error) {
        context.onFailure(entry.route, error);
        context.onPageFailure(entry, error);
        return send(req, res, 500, HTML, renderFailurePage(entry.route, error, renderer.tools.head));
      }
    }

    const staticFile = await resolveStaticFile(path.join(session.options.root, renderer.snapshot.config.staticDir), `/${rel}`);
    // A link in static/ that leads out of the project is never served (the build refuses it too).
    if (staticFile && (await realPlace(staticFile, session.options.root)).inside) return sendFile(req, res, staticFile, 'no-cache');
    return notFound();
  };
}
