/**
 * Issue "Docusaurus projects build unchanged": four real Docusaurus 3 projects (test/fixtures/docusaurus,
 * README there) give the same doc routes and the same sidebar order as Docusaurus wrote
 * (`expected.json`), build with exit 0, and warn only about what Docusaurus itself warned about
 * (its warnings are transcribed below from the README), plus the one "ignored options" line.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { analyseSite } from '../../src/pipeline/build-site.js';
import type { SidebarNode, Site } from '../../src/site/site-types.js';
import { FIXTURES } from '../helpers/build-fixture.js';
import { runCli } from '../helpers/cli.js';

interface Expected {
  routes: string[];
  sidebars: Record<string, string[]>;
}

/** What each Docusaurus build warned about: broken link targets (route) and broken anchors (route#anchor). */
const DOCUSAURUS_WARNED: Record<string, string[]> = {
  redux: [
    '/style-guide/#structure-files-as-feature-folders-with-single-file-logic',
    '/faq/actions#actions-reducer-mappings',
    '/faq/organizing-state#organizing-state-non-serializable',
    '/faq/performance#performance-update-events',
    '/faq/reducers#reducers-share-state',
    '/faq/immutable-data#shallow-checking-problems-with-react-redux',
    '/faq/immutable-data#immutability-issues-with-react-redux',
    '/faq/immutable-data#shallow-checking-stops-component-re-rendering',
    '/faq/performance#performance-scaling',
    '/introduction/ecosystem#ecosystem',
    '/introduction/ecosystem#actions',
    '/introduction/ecosystem#data-structures',
    '/introduction/ecosystem#immutable-update-utilities',
    '/introduction/ecosystem#immutableredux-interop',
    '/tutorials/essentials/part-4-using-data#using-extrareducers-to-handle-other-actions',
    '/tutorials/essentials/part-8-rtk-query-advanced#injecting-endpoints',
    '/api/store#getState',
    '/api/store#dispatch',
    '/api/store#subscribe',
    '/usage/migrations/migrating-rtk-2#callback-syntax-for-createslicereducers',
  ],
  jest: [
    '/',
    '/help',
    '/versions',
    '/blog/2016/07/27/jest-14',
    '/blog/2016/07/27/jest-14#why-snapshot-testing',
    '/docs/tutorial-react#snapshot-testing-with-mocks-enzyme-and-react-16',
    '/docs/28.x/upgrading-to-jest28',
    '/blog/2022/04/25/jest-28#future',
    '/docs/configuration#testenvironment-string',
    '/docs/configuration#coveragereporters-arraystring',
    '/docs/configuration#onlyfailures-boolean',
  ],
  kysely: [],
  reselect: [],
};

const FIXTURE_SITES: [name: string, site: string][] = [
  ['redux', 'redux/website'],
  ['jest', 'jest/website'],
  ['kysely', 'kysely/site'],
  ['reselect', 'reselect/website'],
];

const stripSlash = (r: string) => (r.length > 1 ? r.replace(/\/$/, '') : r);

/** A sidebar flattened as expected.json writes it. */
function flatten(nodes: readonly SidebarNode[]): string[] {
  return nodes.flatMap((n) => {
    if (n.type === 'doc') return [n.route];
    if (n.type === 'link') return [`link:${n.label} ${n.href}`];
    return [`category:${n.label}${n.route ? ` ${n.route}` : ''}`, ...flatten(n.children)];
  });
}

/** What a link warning is about: a page (route) or an anchor on one (route#anchor). */
function targetOf(d: Diagnostic, site: Site): string {
  const link = /Broken link to (.+?): no such page/.exec(d.message);
  if (link) return stripSlash(link[1]!);
  const anchor = /Broken anchor #(.+?) on (.+?): the page/.exec(d.message);
  if (anchor) {
    const route = anchor[2] === 'this page' ? ([...site.docs.values()].find((p) => p.doc.file === d.file)?.route ?? '?') : anchor[2]!;
    return `${stripSlash(route)}#${anchor[1]!.replace(/^#+/, '')}`;
  }
  return `(${d.code}) ${d.message}`;
}

/** Docusaurus's own warnings, in the same form: broken pages by route alone, anchors with their page. */
function allowed(name: string): Set<string> {
  return new Set(DOCUSAURUS_WARNED[name]!.flatMap((t) => [stripSlash(t.split('#')[0]!), t.includes('#') ? `${stripSlash(t.split('#')[0]!)}#${t.split('#').slice(1).join('#')}` : []].flat()));
}

/** Projects the corpus parity test builds (`test/parity/floors.json`), exit 0 included: built once a run, there. */
const BUILT_BY_CORPUS_TEST = new Set(Object.keys(JSON.parse(readFileSync(path.join(FIXTURES, '..', 'parity', 'floors.json'), 'utf8')) as Record<string, unknown>));

describe.each(FIXTURE_SITES)('Docusaurus fixture %s', (name, siteDir) => {
  const root = path.join(FIXTURES, 'docusaurus', siteDir);
  const expected = JSON.parse(readFileSync(path.join(FIXTURES, 'docusaurus', name, 'expected.json'), 'utf8')) as Expected;

  it('has the same doc routes, the same sidebar order, and only the warnings Docusaurus gave, plus the ignored-options line', async () => {
    const { session, diagnostics } = await analyseSite({ root });
    try {
      const site = session.site;
      const routes = [...site.routes.values()].filter((r) => r.kind === 'doc' || r.kind === 'category').map((r) => r.route);
      expect(routes.sort()).toEqual([...expected.routes].sort());
      for (const [id, order] of Object.entries(expected.sidebars)) expect(flatten(site.sidebars.get(id) ?? []), `sidebar ${id}`).toEqual(order);

      const warnings = diagnostics.filter((d) => d.severity === 'warning');
      expect(warnings.filter((d) => d.code === 'docusaurus-config')).toHaveLength(1);
      const permitted = allowed(name);
      const extra = warnings
        .filter((d) => d.code !== 'docusaurus-config')
        .map((d) => targetOf(d, site))
        .filter((t) => !permitted.has(t));
      expect(extra).toEqual([]);
    } finally {
      await session.close();
    }
  }, 120_000);

  if (!BUILT_BY_CORPUS_TEST.has(`test/fixtures/docusaurus/${siteDir}`))
    it('docsgen build exits 0', async () => {
      const out = await mkdtemp(path.join(os.tmpdir(), `docsgen-docusaurus-${name}-`));
      try {
        const result = await runCli(['build', root, '--out-dir', path.join(out, 'build')], process.cwd());
        expect(result.stderr + result.stdout).toMatch(/Built: \d+ pages/);
        expect(result.code).toBe(0);
      } finally {
        await rm(out, { recursive: true, force: true });
      }
    }, 120_000);
});
