/**
 * A page's excerpt as Docusaurus takes it for a doc without `description` frontmatter (its
 * `createExcerpt`): the first line of prose, past imports, exports, code fences and the title, with
 * Markdown marks, tags, links and admonition fences taken off. Docusaurus shows it on generated index
 * cards, DocCardList cards and tag pages, and uses it as the page's meta description.
 */
export function excerptOf(body: string): string | undefined {
  const lines = body
    .trimStart()
    // A setext title (`Title` over `===`) is the title, not prose.
    .replace(/^[^\r\n]*\r?\n=+/, '')
    .split(/\r?\n/);
  let inImport = false;
  let fence: string | undefined;
  for (const line of lines) {
    const trimmed = line.trim();
    if (!trimmed) {
      // An empty line ends a run of imports.
      inImport = false;
      continue;
    }
    if (fence === undefined && (inImport || /^(?:import|export)\s/.test(line))) {
      inImport = true;
      continue;
    }
    if (trimmed.startsWith('```')) {
      const ticks = /^`+/.exec(trimmed)![0];
      // Inside a ```` fence, ``` is text; a fence closes on as many backticks or more.
      if (fence === undefined) fence = ticks;
      else if (ticks.length >= fence.length) fence = undefined;
      continue;
    }
    if (fence !== undefined) continue;
    const text = cleanLine(line);
    if (text) return text;
  }
  return undefined;
}

/** One line of Markdown as plain text, by Docusaurus's rules (in its order). */
function cleanLine(line: string): string {
  return (
    line
      .replace(/<[^>]*>/g, '')
      // A `# Title` line is the title.
      .replace(/^#[^#]+#?/gm, '')
      .replace(/^#{1,6}\s*([^#]*?)\s*#{0,6}/gm, '$1')
      .replace(/([*_]{1,3})(.*?)\1/g, '$2')
      .replace(/~~(\S.*\S)~~/g, '$1')
      .replace(/!\[(.*?)\][[(].*?[\])]/g, '$1')
      .replace(/\[\^.+?\](?:: .*$)?/g, '')
      .replace(/\[(.*?)\][[(].*?[\])]/g, '$1')
      .replace(/`(.+?)`/g, '$1')
      .replace(/^\s{0,3}>\s?/g, '')
      .replace(/:::.*/, '')
      // Emoji short names (`:tada:`), with the space before them.
      .replace(/\s?:(?:::|[^:\n])+:/g, '')
      .replace(/\{#*[\w-]+\}/, '')
      .trim()
  );
}
