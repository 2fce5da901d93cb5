import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import type { CategoryMeta, ContentTree, SourceFile, TagDefinition } from './source-file.js';

export function hashText(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}

const toPosix = (p: string) => p.split(path.sep).join('/');

/** Reads every page, `_category_.json` and `tags.yml` under the content folder. The only stage that reads content. */
export async function scanContent(root: string, contentDir: string): Promise<ContentTree> {
  const base = path.join(root, contentDir);
  const entries = await readdir(base, { recursive: true, withFileTypes: true });
  const tree: ContentTree = { docs: [], categories: new Map(), tags: new Map(), problems: [] };
  const reads: Promise<void>[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const abs = path.join(entry.parentPath, entry.name);
    const contentPath = toPosix(path.relative(base, abs));
    const file = toPosix(path.relative(root, abs));
    if (contentPath.split('/').some((part) => part.startsWith('.') || part === 'node_modules')) continue;
    if (/\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')) {
      reads.push(
        readFile(abs, 'utf8').then((source) => {
          tree.docs.push({ file, contentPath, kind: entry.name.endsWith('.mdx') ? 'mdx' : 'md', source, hash: hashText(source) });
        }),
      );
    } else if (entry.name === '_category_.json') {
      reads.push(readFile(abs, 'utf8').then((text) => readCategory(tree, file, path.posix.dirname(contentPath), text)));
    } else if (contentPath === 'tags.yml' || contentPath === 'tags.yaml') {
      reads.push(readFile(abs, 'utf8').then((text) => readTags(tree, file, text)));
    }
  }
  await Promise.all(reads);
  tree.docs.sort((a, b) => a.contentPath.localeCompare(b.contentPath));
  return tree;
}

function readCategory(tree: ContentTree, file: string, dir: string, text: string): void {
  try {
    const value = JSON.parse(text) as CategoryMeta;
    tree.categories.set(dir === '.' ? '' : dir, value);
  } catch (error) {
    const match = /position (\d+)/.exec(String(error));
    const offset = match ? Number(match[1]) : 0;
    const before = text.slice(0, offset).split('\n');
    tree.problems.push({ file, line: before.length, column: (before.at(-1)?.length ?? 0) + 1, message: `invalid JSON: ${(error as Error).message}` });
  }
}

function readTags(tree: ContentTree, file: string, text: string): void {
  try {
    const value = (parseYaml(text) ?? {}) as Record<string, Partial<TagDefinition> | null>;
    for (const [slug, def] of Object.entries(value)) {
      tree.tags.set(slug, { label: def?.label ?? slug, description: def?.description });
    }
  } catch (error) {
    const pos = error instanceof YAMLParseError ? error.linePos?.[0] : undefined;
    tree.problems.push({ file, line: pos?.line ?? 1, column: pos?.col ?? 1, message: `invalid YAML: ${(error as Error).message.split('\n')[0]}` });
  }
}
