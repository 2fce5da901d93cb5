import { unified, type Plugin } from 'unified';
import { standInName } from '../config/docusaurus/stand-in.js';

/**
 * Packages known to add Markdown syntax (a micromark extension) that a config may name without
 * having them installed; an installed plugin is asked instead.
 */
const SYNTAX_PACKAGES = ['remark-math', 'remark-definition-list', 'remark-wiki-link', 'remark-supersub', 'remark-sub-super', 'remark-ins', 'remark-mark-highlight', 'remark-gemoji-shortcode'];

/** The plugin function of a config entry (`plugin` or `[plugin, options]`), and its options. */
function entryOf(entry: unknown): [unknown, unknown] {
  return Array.isArray(entry) ? [entry[0], entry[1]] : [entry, undefined];
}

/**
 * Whether a remark plugin teaches the parser new syntax: it registers micromark extensions when
 * attached (as remark-math and remark-gfm do). Such a page can only be read by remark-parse, so the
 * project is built with the reference parser. A plugin that throws on attach is taken to add none.
 */
export function addsSyntax(entry: unknown): boolean {
  const [plugin, options] = entryOf(entry);
  const standIn = standInName(plugin);
  if (standIn) return SYNTAX_PACKAGES.includes(standIn);
  if (typeof plugin !== 'function') return false;
  try {
    const processor = unified().use(plugin as Plugin<[unknown?]>, options);
    processor.freeze();
    const extensions = processor.data('micromarkExtensions');
    return Array.isArray(extensions) && extensions.length > 0;
  } catch {
    return false;
  }
}
