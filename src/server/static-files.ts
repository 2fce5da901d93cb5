import { stat } from 'node:fs/promises';
import path from 'node:path';

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.gz': 'application/gzip',
};

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Maps a request path to a file the way static hosts do: the exact file, then `<path>.html`, then
 * `<path>/index.html` for folder routes. Returns undefined for anything outside `root` (`..`, encoded
 * or not) or missing.
 */
export async function resolveStaticFile(root: string, requestPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.split(/[\\/]/).includes('..')) return undefined;
  const base = path.resolve(root);
  const file = path.resolve(base, `.${decoded.startsWith('/') ? decoded : `/${decoded}`}`);
  if (file !== base && !file.startsWith(base + path.sep)) return undefined;
  const candidates = decoded.endsWith('/') ? [path.join(file, 'index.html')] : [file, `${file}.html`];
  for (const candidate of candidates) if (await isFile(candidate)) return candidate;
  return undefined;
}

/**
 * A folder asked for without its trailing slash (`/security` when only `security/index.html` exists):
 * true when static hosts (GitHub Pages, Netlify) would redirect it to the slashed path.
 */
export async function isFolderWithoutSlash(root: string, requestPath: string): Promise<boolean> {
  if (requestPath.endsWith('/')) return false;
  return (await resolveStaticFile(root, `${requestPath}/`)) !== undefined;
}

/** Whether a request asks for Markdown first (an agent's `Accept: text/markdown`), not HTML. */
export function wantsMarkdown(accept: string | undefined): boolean {
  if (!accept) return false;
  const types = accept.split(',').map((part) => {
    const [type = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return { type: type.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
  });
  const markdown = types.find((t) => t.type === 'text/markdown')?.q ?? 0;
  const html = types.find((t) => t.type === 'text/html')?.q ?? 0;
  return markdown > 0 && markdown >= html;
}

// Shared with the page's WebMCP tools, which fetch the twins the build wrote.
export { twinRequestPath } from '../shared/twin-path.js';

/** A built file's content type: by its extension, and the MCP discovery file (`.well-known/mcp`, no extension) as JSON. */
export function contentTypeOf(file: string): string {
  const known = CONTENT_TYPES[path.extname(file)];
  if (known) return known;
  return file.endsWith(`${path.sep}.well-known${path.sep}mcp`) ? CONTENT_TYPES['.json']! : 'application/octet-stream';
}

/** The URL of an HTML page's Markdown twin beside it in the built folder (`a/b.html` → `/base/a/b.md`), or undefined when the build wrote none. */
export async function twinHrefOf(root: string, htmlFile: string, baseUrl: string): Promise<string | undefined> {
  if (!htmlFile.endsWith('.html')) return undefined;
  const twin = `${htmlFile.slice(0, -'.html'.length)}.md`;
  if (!(await isFile(twin))) return undefined;
  return `${baseUrl}${encodeURI(path.relative(path.resolve(root), twin).split(path.sep).join('/'))}`;
}
