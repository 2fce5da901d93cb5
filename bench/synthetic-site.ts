import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const WORDS = 'data format action template element workspace application publish environment group right function variable trigger schedule record field value list object'.split(' ');

function sentence(seed: number, length = 14): string {
  const words = Array.from({ length }, (_, i) => WORDS[(seed * 7 + i * 13) % WORDS.length]!);
  return `${words.join(' ').replace(/^./, (c) => c.toUpperCase())}.`;
}

/** Where page `i` lives: 10 sections × 10 chapters × N pages, like a real docs tree. */
export function pagePath(i: number, pages: number): { dir: string; name: string } {
  const perChapter = Math.max(1, Math.ceil(pages / 100));
  const chapter = Math.floor(i / perChapter);
  return { dir: `section ${Math.floor(chapter / 10)}/chapter ${chapter % 10}`, name: `page ${i}` };
}

function pageBody(i: number, pages: number): string {
  const next = pagePath((i + 1) % pages, pages);
  const far = pagePath((i * 31 + 7) % pages, pages);
  return `---
title: Page ${i}
description: Synthetic page ${i} with tables, code, admonitions and links.
sidebar_position: ${i}
---

${sentence(i, 40)} ${sentence(i + 1, 30)}

## Overview

${sentence(i + 2, 50)} See [the next page](</${next.dir}/${next.name}>) and [another one](</${far.dir}/${far.name}#details>).

:::tip Good to know
${sentence(i + 3, 25)}
:::

| Name | Type | Required | Description |
| --- | --- | --- | --- |
| input${i} | Text | yes | ${sentence(i + 4, 8)} |
| count | Number | no | ${sentence(i + 5, 8)} |
| enabled | Boolean | no | ${sentence(i + 6, 8)} |

## Details

${sentence(i + 7, 60)}

\`\`\`ts title="example-${i}.ts" {2}
const value${i} = ${i};
export function double(x: number): number {
  return x * 2 + value${i};
}
\`\`\`

### Edge cases

- ${sentence(i + 8, 12)}
- ${sentence(i + 9, 12)}
- ${sentence(i + 10, 12)}

${sentence(i + 11, 45)}
`;
}

/** Writes a synthetic docs site of `pages` pages (plus folder metadata and a config) into `dir`. */
export async function generateSyntheticSite(dir: string, pages: number, themeDir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  const folders = new Set<string>();
  for (let i = 0; i < pages; i++) folders.add(pagePath(i, pages).dir);
  for (const folder of folders) {
    await mkdir(path.join(dir, 'content', folder), { recursive: true });
    const [section, chapter] = folder.split('/');
    await writeFile(path.join(dir, 'content', section!, '_category_.json'), JSON.stringify({ label: section, position: Number(section!.split(' ')[1]) + 2 }));
    await writeFile(path.join(dir, 'content', folder, '_category_.json'), JSON.stringify({ label: chapter, position: Number(chapter!.split(' ')[1]) + 1 }));
  }
  await writeFile(path.join(dir, 'content', 'index.md'), `---\ntitle: Synthetic docs\ndescription: A generated site for benchmarks.\n---\n\nStart at [page 0](</${pagePath(0, pages).dir}/page 0>).\n`);
  const batch: Promise<void>[] = [];
  for (let i = 0; i < pages; i++) {
    const { dir: folder, name } = pagePath(i, pages);
    batch.push(writeFile(path.join(dir, 'content', folder, `${name}.md`), pageBody(i, pages)));
    if (batch.length >= 200) await Promise.all(batch.splice(0));
  }
  await Promise.all(batch);
  await writeFile(
    path.join(dir, 'site.config.ts'),
    `export default { title: 'Synthetic', url: 'https://bench.example', navbar: { items: [{ type: 'search', position: 'right' }, { type: 'colorModeToggle', position: 'right' }] } };\n`,
  );
  const { cp } = await import('node:fs/promises');
  await cp(themeDir, path.join(dir, 'theme'), { recursive: true });
}
