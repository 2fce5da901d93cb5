/**
 * Which renderer a project gets, decided once before anything loads: a Docusaurus project whose
 * packages are installed is rendered by its own theme and plugins (this folder); any other project
 * by docsgen's pipeline and theme. `DOCSGEN_RENDER=builtin` keeps the built-in one for comparisons.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { findCore } from './docusaurus-api.js';

export type RenderBackend = { kind: 'builtin'; reason?: string } | { kind: 'docusaurus'; core: { dir: string; version: string } };

const DOCUSAURUS_CONFIGS = ['docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs', 'docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.cts'];

export function chooseRenderBackend(root: string, env: NodeJS.ProcessEnv = process.env): RenderBackend {
  const isDocusaurus = DOCUSAURUS_CONFIGS.some((name) => existsSync(path.join(root, name)));
  if (!isDocusaurus || env.DOCSGEN_RENDER === 'builtin') return { kind: 'builtin' };
  const core = findCore(root);
  if (!core) return { kind: 'builtin', reason: "Rendered with docsgen's theme: the project's own look needs its packages installed (`npm install`)." };
  return { kind: 'docusaurus', core };
}
