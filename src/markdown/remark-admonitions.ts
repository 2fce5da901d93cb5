import type { Paragraph, Root } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { walkTree } from './walk-tree.js';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important'] as const;
const DEFAULT_TITLES: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', caution: 'Caution', important: 'Important' };

/**
 * Docusaurus writes the title after the keyword (`:::tip My title`); the directive syntax wants
 * `:::tip[My title]`. Rewritten line by line before parsing, so positions stay on the same lines.
 */
export function normaliseAdmonitionTitles(source: string, extraKeywords: readonly string[] = []): string {
  const names = [...ADMONITION_TYPES, ...extraKeywords].map((k) => k.replace(/[^\w-]/g, '')).join('|');
  return source.replace(
    new RegExp(`^([ \\t>]*)(:{3,})(${names})[ \\t]+([^\\[{\\n][^\\n]*?)[ \\t]*$`, 'gm'),
    (_all, pre: string, colons: string, name: string, title: string) => `${pre}${colons}${name}[${title}]`,
  );
}

type Directive = ContainerDirective | LeafDirective | TextDirective;

/** Turns `:::type` containers into admonition boxes; any other directive goes back to the text it was written as. */
export function remarkAdmonitions(options: { keywords?: readonly string[] } = {}) {
  const keywords = new Set<string>([...ADMONITION_TYPES, ...(options.keywords ?? [])]);
  return (tree: Root) => {
    walkTree(tree, (node, index, parent) => {
      if (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective') return;
      const directive = node as Directive;
      if (directive.type === 'containerDirective' && keywords.has(directive.name)) {
        const labelIndex = directive.children.findIndex((c) => c.type === 'paragraph' && (c as Paragraph).data?.directiveLabel);
        const label = labelIndex >= 0 ? (directive.children[labelIndex] as Paragraph) : undefined;
        if (labelIndex >= 0) directive.children.splice(labelIndex, 1);
        const title = label ? toString(label) : (DEFAULT_TITLES[directive.name] ?? directive.name.charAt(0).toUpperCase() + directive.name.slice(1));
        directive.data = { hName: 'div', hProperties: { className: ['admonition', `admonition-${directive.name}`], role: 'note' } };
        directive.children.unshift({
          type: 'paragraph',
          data: { hName: 'p', hProperties: { className: ['admonition-title'] } },
          children: label ? label.children : [{ type: 'text', value: title }],
        });
        return;
      }
      if (directive.type === 'containerDirective') {
        directive.data = { hName: 'div', hProperties: { className: [`directive-${directive.name}`] } };
        return;
      }
      // Not ours: restore the literal text (`10:30`, `key:value`) instead of dropping it.
      const inner = toString(directive);
      const text = { type: 'text' as const, value: `${directive.type === 'textDirective' ? ':' : '::'}${directive.name}${inner ? `[${inner}]` : ''}` };
      parent.children!.splice(index, 1, directive.type === 'textDirective' ? text : { type: 'paragraph', children: [text] });
    });
  };
}
