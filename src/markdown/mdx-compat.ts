/**
 * Source rewrites that let MDX 3 read what Docusaurus 3 accepts in `.mdx` files. Each keeps every
 * line where it was (same line count, text before and after each change untouched), so parser
 * positions still point into the author's file.
 */

const FENCE_OPEN = /^([ \t]*)(`{3,}|~{3,})(.*)$/;

/** Splits a document into fenced-code and prose segments, line-preserving. */
function segments(source: string): { code: boolean; text: string }[] {
  const lines = source.split('\n');
  const out: { code: boolean; text: string }[] = [];
  let current: string[] = [];
  let fence: string | undefined;
  const flush = (code: boolean) => {
    if (current.length) out.push({ code, text: current.join('\n') });
    current = [];
  };
  for (const line of lines) {
    if (fence === undefined) {
      const open = FENCE_OPEN.exec(line);
      if (open) {
        flush(false);
        fence = open[2]!;
      }
      current.push(line);
    } else {
      current.push(line);
      const trimmed = line.trim();
      if (trimmed.startsWith(fence[0]!.repeat(fence.length)) && /^(`+|~+)$/.test(trimmed)) {
        flush(true);
        fence = undefined;
      }
    }
  }
  flush(fence !== undefined);
  return out;
}

/**
 * `<!-- ... -->` is an error in MDX 3; Docusaurus's `mdx1Compat.comments` (on by default) reads it
 * as a comment (`@slorber/remark-comment`, at the parser's level). Rewritten to the MDX comment
 * `{/* ... *\/}`: a comment opens outside code fences and inline code, and runs to its `-->` even
 * across a fence it holds (a commented-out section with a code block in it), or to the end.
 */
export function htmlCommentsToMdx(source: string): string {
  if (!source.includes('<!--')) return source;
  const out: string[] = [];
  let inComment = false;
  for (const segment of segments(source)) {
    let text = segment.text;
    let done = '';
    if (inComment) {
      const close = text.indexOf('-->');
      if (close < 0) {
        out.push(commentBody(text));
        continue;
      }
      done = `${commentBody(text.slice(0, close))}*/}`;
      text = text.slice(close + 3);
      inComment = false;
      if (segment.code) {
        out.push(done + text);
        continue;
      }
    } else if (segment.code) {
      out.push(text);
      continue;
    }
    const rewritten = rewriteComments(text);
    inComment = rewritten.open;
    out.push(done + rewritten.text);
  }
  if (inComment) out[out.length - 1] += '*/}';
  return out.join('\n');
}

const commentBody = (text: string) => text.replace(/\*\//g, '* /');

/** Comments in prose, inline code spans left alone; `open` when the last comment is not closed in this text. */
function rewriteComments(text: string): { text: string; open: boolean } {
  let open = false;
  const rewritten = text.replace(/(`+)[\s\S]*?\1|<!--([\s\S]*?)(-->|$(?![\s\S]))/g, (all, ticks: string | undefined, body: string | undefined, end: string | undefined) => {
    if (ticks !== undefined) return all;
    if (end !== '-->') {
      open = true;
      return `{/*${commentBody(body ?? '')}`;
    }
    return `{/*${commentBody(body ?? '')}*/}`;
  });
  return { text: rewritten, open };
}

/**
 * Docusaurus wraps MDX that must stay valid Markdown in ```` ```mdx-code-block ```` fences and
 * unwraps them before parsing. The fence lines become empty lines.
 */
export function unwrapMdxCodeBlocks(source: string): string {
  if (!source.includes('mdx-code-block')) return source;
  return segments(source)
    .map((s) => {
      if (!s.code) return s.text;
      const lines = s.text.split('\n');
      const open = FENCE_OPEN.exec(lines[0]!);
      if (!open || open[3]!.trim() !== 'mdx-code-block') return s.text;
      const closed = lines.length > 1 && /^[ \t]*(`{3,}|~{3,})[ \t]*$/.test(lines.at(-1)!);
      return ['', ...lines.slice(1, closed ? -1 : undefined), ...(closed ? [''] : [])].join('\n');
    })
    .join('\n');
}

/** `## Title {#id}` is a JS expression in MDX; escape the braces so it reaches the heading plugin as text. */
export function escapeHeadingIds(source: string): string {
  return source.replace(/^(#{1,6}[ \t].*?)[ \t]*\{#([A-Za-z0-9_:.-]+)\}[ \t]*$/gm, '$1 \\{#$2\\}');
}
