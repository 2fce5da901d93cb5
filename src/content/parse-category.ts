import { parseDocument } from 'yaml';
import { z } from 'zod';
import type { CategoryMeta } from './source-file.js';

const linkSchema = z.union([
  z.object({ type: z.literal('doc'), id: z.string() }),
  z.object({ type: z.literal('generated-index'), title: z.string().optional(), description: z.string().optional(), slug: z.string().optional(), image: z.string().optional(), keywords: z.array(z.string()).optional() }),
  z.null(),
]);

const categorySchema = z
  .object({
    label: z.string().optional(),
    position: z.number().optional(),
    collapsible: z.boolean().optional(),
    collapsed: z.boolean().optional(),
    className: z.string().optional(),
    customProps: z.record(z.unknown()).optional(),
    description: z.string().optional(),
    link: linkSchema.optional(),
  })
  .passthrough();

type Parsed = { meta: CategoryMeta } | { problem: { line: number; column: number; message: string } };

/** `_category_.{json,yml,yaml}` as Docusaurus reads it: through a YAML 1.2 parser, whatever the extension. */
export function parseCategory(text: string): Parsed {
  // The YAML 1.2 core schema reads `07` and `010` as decimal 7 and 10, as js-yaml 4 (Docusaurus's parser) does.
  const doc = parseDocument(text, { uniqueKeys: false });
  const error = doc.errors[0];
  if (error) {
    const pos = error.linePos?.[0];
    return { problem: { line: pos?.line ?? 1, column: pos?.col ?? 1, message: `invalid category file: ${error.message.split('\n')[0]}` } };
  }
  let raw: unknown;
  try {
    raw = doc.toJS() ?? {};
  } catch (thrown) {
    // An alias to no anchor (or too many aliases) fails only when the document is turned into data: placed at the first alias.
    const at = Math.max(0, text.search(/\*[^\s,\]}]/));
    const before = text.slice(0, at).split('\n');
    const reason = thrown instanceof Error ? thrown.message.split('\n')[0] : String(thrown);
    return { problem: { line: before.length, column: before.at(-1)!.length + 1, message: `invalid category file: ${reason}` } };
  }
  const parsed = categorySchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = String(issue.path[0] ?? '');
    const line = Math.max(1, text.split('\n').findIndex((l) => new RegExp(`^\\s*"?${key}"?\\s*:`).test(l)) + 1);
    return { problem: { line, column: 1, message: `category field \`${issue.path.join('.')}\`: ${issue.message}` } };
  }
  return { meta: parsed.data };
}
