import type { Node } from 'unist';
import type { VFile } from 'vfile';
import type { Diagnostic } from '../diagnostics/diagnostic.js';

/**
 * docsgen's plugins report a page's problems the unified way, `file.message(reason, { place, ruleId, source })`,
 * and the page's compile turns them into diagnostics once. Only messages with this source are taken: the
 * toolchain's own messages (micromark, mdx-js) are not the author's problems and were never reported.
 */
export const DOCSGEN_MESSAGE_SOURCE = 'docsgen';

/** A warning (or, `fatal`, an error) at a node of the page, with what the author can do about it. */
export function reportAt(file: VFile, node: Node, ruleId: string, reason: string, hint: string, severity: Diagnostic['severity'] = 'warning'): void {
  const message = file.message(reason, { place: node.position, ruleId, source: DOCSGEN_MESSAGE_SOURCE });
  message.note = hint;
  message.fatal = severity === 'error';
}

/** The page's messages from docsgen's plugins, as diagnostics located in `path` (the page's path from the site root). */
export function diagnosticsOfMessages(file: VFile, path: string): Diagnostic[] {
  return file.messages
    .filter((m) => m.source === DOCSGEN_MESSAGE_SOURCE)
    .map((m) => ({
      severity: m.fatal ? 'error' : 'warning',
      code: m.ruleId ?? 'page-problem',
      file: path,
      line: m.line ?? 1,
      column: m.column ?? 1,
      message: m.reason,
      ...(m.note ? { hint: m.note } : {}),
    }));
}
