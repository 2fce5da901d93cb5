import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

interface EsmNode {
  type: 'mdxjsEsm';
  data?: { estree?: { body: { type: string; specifiers?: { local: { name: string } }[]; declaration?: { id?: { name: string }; declarations?: { id: { name?: string } }[] } }[] } };
}

/** Names an MDX file imports or exports itself (an import may sit inside JSX, e.g. in `<details>`: MDX hoists it). */
function localNames(tree: Root): Set<string> {
  const names = new Set<string>();
  const esm: EsmNode[] = [];
  visit(tree, (node) => {
    if ((node as { type: string }).type === 'mdxjsEsm') esm.push(node as unknown as EsmNode);
  });
  for (const node of esm) {
    for (const statement of node.data?.estree?.body ?? []) {
      for (const s of statement.specifiers ?? []) names.add(s.local.name);
      const decl = statement.declaration;
      if (decl?.id?.name) names.add(decl.id.name);
      for (const d of decl?.declarations ?? []) if (d.id.name) names.add(d.id.name);
    }
  }
  return names;
}

/** Finds JSX components that are neither provided by the theme nor imported, so the author gets a position instead of a render crash. */
export function remarkMdxComponents(options: { provided: readonly string[] }) {
  return (tree: Root, file: VFile) => {
    const known = new Set([...options.provided, ...localNames(tree)]);
    const unknown: { name: string; line: number; column: number }[] = [];
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const name = node.name;
      if (!name || /^[a-z]/.test(name)) return;
      if (!known.has(name.split('.')[0]!)) unknown.push({ name, line: node.position?.start.line ?? 0, column: node.position?.start.column ?? 0 });
    });
    file.data.unknownComponents = unknown;
  };
}
