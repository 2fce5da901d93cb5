import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface SourcePlace {
  line: number;
  column: number;
}

interface Frame {
  name: string;
  file: string;
  line: number;
  column: number;
}

/** `at name (file:line:column)` and `at file:line:column`, in stack order. */
function framesOf(stack: string): Frame[] {
  const frames: Frame[] = [];
  for (const m of stack.matchAll(/^\s*at (?:(?:async )?([^\s(]+) \()?(?:file:\/\/)?([^()\s]+):(\d+):(\d+)\)?$/gm)) {
    frames.push({ name: m[1] ?? '', file: m[2]!, line: Number(m[3]), column: Number(m[4]) });
  }
  return frames;
}

/** The place of the first occurrence of `text` in the source, 1-based. */
function placeOf(source: string, text: string, from = 0): SourcePlace | undefined {
  const at = source.indexOf(text, from);
  if (at < 0) return undefined;
  const before = source.slice(0, at).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** The chain of names and property accesses around a column of a line of code (`undefined.x`, `props.items.map`). */
function expressionAt(code: string, column: number): string | undefined {
  // esbuild writes `undefined` as `(void 0)`: back to what the author wrote, column kept in step.
  const head = code.slice(0, column - 1);
  const line = head.replaceAll('(void 0)', 'undefined') + code.slice(column - 1).replaceAll('(void 0)', 'undefined');
  column += head.split('(void 0)').length - 1;
  const isPart = (c: string | undefined) => c !== undefined && /[\w$.?]/.test(c);
  let start = Math.max(0, column - 1);
  let end = start;
  while (start > 0 && isPart(line[start - 1])) start--;
  while (end < line.length && isPart(line[end])) end++;
  const text = line.slice(start, end).replace(/^[.?]+|[.?]+$/g, '');
  return text.length >= 2 ? text : undefined;
}

/** Where the page's source has `expression`: first as it opens a `{...}`, then anywhere after the frontmatter (an export, a longer expression). */
function expressionPlace(source: string, expression: string, bodyStart: number): SourcePlace | undefined {
  const escaped = expression.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const opening = new RegExp(`\\{\\s*${escaped}`).exec(source.slice(bodyStart));
  if (opening) return placeOf(source, expression, bodyStart + opening.index);
  return placeOf(source, expression, bodyStart);
}

const frontmatterEnd = (source: string) => {
  const m = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(source);
  return m ? m[0].length : 0;
};

/**
 * Where in an MDX page a render error comes from: the expression that threw (read at the stack
 * frame in the page's compiled module and found again in the page's source), or the tag of the
 * component that threw (`<Chart` for a frame in `Chart`). Undefined when the stack names neither.
 */
export async function locateRenderError(error: unknown, pageSource: string, compiledDir: string): Promise<SourcePlace | undefined> {
  if (!(error instanceof Error) || !error.stack) return undefined;
  const bodyStart = frontmatterEnd(pageSource);
  const texts = new Map<string, string[] | undefined>();
  for (const frame of framesOf(error.stack)) {
    if (path.resolve(frame.file).startsWith(path.resolve(compiledDir) + path.sep)) {
      if (!texts.has(frame.file))
        texts.set(
          frame.file,
          await readFile(frame.file, 'utf8').then(
            (t) => t.split('\n'),
            () => undefined,
          ),
        );
      const expression = expressionAt(texts.get(frame.file)?.[frame.line - 1] ?? '', frame.column);
      const place = expression ? expressionPlace(pageSource, expression, bodyStart) : undefined;
      if (place) return place;
    }
    const component = /^[A-Z][\w$]*$/.test(frame.name) ? frame.name.replace(/\d+$/, '') : undefined;
    const tag = component ? placeOf(pageSource, `<${component}`, bodyStart) : undefined;
    if (tag) return tag;
  }
  return undefined;
}
