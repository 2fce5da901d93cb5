/**
 * Warnings, compared: what Docusaurus warned about when a reference was recorded (read from its
 * build log) and what docsgen warns about building the same project. Issue 17 asks that docsgen
 * warn about nothing Docusaurus did not, the one ignored-options line aside.
 */

/** One thing Docusaurus warned about: a broken link or anchor with its resolved target, or another warning by its text. */
export type RecordedWarning = { kind: 'broken-link' | 'broken-anchor'; target: string } | { kind: 'other'; message: string };

/** One warning of docsgen's build output (`  warning <file:line:col> <message> [<code>]`). */
export interface DocsgenWarning {
  code: string;
  location: string;
  message: string;
}

/**
 * Docusaurus's warnings from its build log: each `[WARNING]` line, and for broken links and anchors
 * each target of the exhaustive list (`-> linking to X (resolved as: Y)`), once per target.
 */
export function docusaurusWarningsOf(log: string): RecordedWarning[] {
  const out: RecordedWarning[] = [];
  const seen = new Set<string>();
  const add = (w: RecordedWarning) => {
    const key = JSON.stringify(w);
    if (!seen.has(key)) (seen.add(key), out.push(w));
  };
  let list: 'broken-link' | 'broken-anchor' | undefined;
  for (const line of log.split('\n')) {
    const warning = /^\[WARNING\] (.*)$/.exec(line);
    if (warning) {
      list = /found broken links/.test(warning[1]!) ? 'broken-link' : /found broken anchors/.test(warning[1]!) ? 'broken-anchor' : undefined;
      if (!list) add({ kind: 'other', message: warning[1]!.trim() });
      continue;
    }
    if (/^\[(INFO|SUCCESS|ERROR)\]/.test(line)) list = undefined;
    const target = list && /^\s+-> linking to (\S+)(?: \(resolved as: (\S+)\))?/.exec(line);
    if (list && target) add({ kind: list, target: target[2] ?? target[1]! });
  }
  return out;
}

/** docsgen's warnings, from its build output. */
export function docsgenWarningsOf(output: string): DocsgenWarning[] {
  const out: DocsgenWarning[] = [];
  for (const line of output.split('\n')) {
    const m = /^\s*warning (\S+) (.*) \[([a-z-]+)\]\s*$/.exec(line);
    if (m) out.push({ location: m[1]!, message: m[2]!, code: m[3]! });
  }
  return out;
}

/**
 * Warnings docsgen gives that are not Docusaurus's warnings about the project itself:
 * - `docusaurus-config`: the one line naming the options docsgen ignores (the exception);
 * - `package-not-installed`: a package the project's code imports is not in its `node_modules`
 *   (the corpus installs no packages but databend's react-slick; Docusaurus does not build at all without them);
 * - `swizzled-component-failed`: a swizzled component that throws when rendered, in the corpus because a
 *   package it uses stands in: the same cause (none of the corpus's does now).
 */
export const NOT_COMPARED = new Set(['docusaurus-config', 'package-not-installed', 'swizzled-component-failed']);

const normalizeTarget = (target: string) => {
  let t = target;
  try {
    t = decodeURI(t);
  } catch {
    // a malformed escape is compared as written
  }
  return t.replace(/\/(?=#|$)/, '').toLowerCase();
};

/** The target a docsgen link or anchor warning names (`Broken link to X: ...`, `Broken anchor #a on /page: ...`), under the base URL. */
function targetOf(w: DocsgenWarning, baseUrl: string): string | undefined {
  const withBase = (route: string) => (route.startsWith(baseUrl) ? route : `${baseUrl.replace(/\/$/, '')}${route}`);
  const link = /^Broken link to (.+?): /.exec(w.message);
  if (link) return withBase(link[1]!);
  const anchor = /^Broken anchor #(\S+) on (.+?): /.exec(w.message);
  if (anchor) return `${withBase(anchor[2]!)}#${anchor[1]}`;
  return undefined;
}

/** Each docsgen warning Docusaurus did not give (same kind, same target), as `code location message`. */
export function unexpectedWarnings(docsgen: readonly DocsgenWarning[], recorded: readonly RecordedWarning[], baseUrl: string): string[] {
  const targets = new Map<string, Set<string>>();
  // A broken link is a page that does not exist, whatever anchor the link has: Docusaurus lists `/page#part`, docsgen names `/page`.
  const asRecorded = (r: Exclude<RecordedWarning, { kind: 'other' }>) => normalizeTarget(r.kind === 'broken-link' ? r.target.replace(/#.*$/, '') : r.target);
  for (const r of recorded) if (r.kind !== 'other') (targets.get(r.kind) ?? targets.set(r.kind, new Set()).get(r.kind)!).add(asRecorded(r));
  return docsgen
    .filter((w) => !NOT_COMPARED.has(w.code))
    .filter((w) => {
      const target = targetOf(w, baseUrl);
      const kind = w.code === 'broken-link' || w.code === 'broken-anchor' ? w.code : undefined;
      return !(kind && target !== undefined && targets.get(kind)?.has(normalizeTarget(target)));
    })
    .map((w) => `${w.code} ${w.location} ${w.message}`);
}
