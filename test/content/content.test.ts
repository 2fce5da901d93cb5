/**
 * The measurable part of the content quality bar (issue 4, BRIEF.md §5): routes, word minimums,
 * duplicate paragraphs, placeholders, links, Mermaid diagrams, tags and shared facts. Each failure
 * names the file, the rule and the measured value. The zero-warning build is tested in
 * test/integration/site-routes.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SHARED_FACTS, statedValue } from './shared-facts.js';
import {
  FUNCTIONS_ROOT,
  TUTORIALS_ROOT,
  kindOfRoute,
  loadSiteContent,
  MINIMUM_WORDS,
  type Page,
  type SiteContent,
} from './site-content.js';

/** The 13 tag slugs of spec §2 (the European company is Tessera Labs B.V.). */
const SPEC_TAGS = [
  'bug-bounty',
  'coordinated-disclosure',
  'creating-api',
  'cybersecurity-policy',
  'data-protection-gdpr',
  'ethical-hacking',
  'exposing-data',
  'incident-response',
  'machine-to-machine-communication',
  'responsible-disclosure',
  'security',
  'vulnerability-reporting',
  'tessera-labs-bv',
];

/** Function groups whose functions the spec does not list: the writers invent at least 4 each. */
const UNLISTED_GROUPS = ['accordion', 'ai', 'api', 'charts', 'container', 'csv', 'data', 'datatable', 'date', 'docs', 'files', 'flow', 'form', 'gcp', 'image', 'integration'];

const PLACEHOLDERS: [string, RegExp][] = [
  ['lorem ipsum', /lorem ipsum/i],
  ['TODO', /\bTODO\b/],
  ['TBD', /\bTBD\b/],
  ['coming soon', /coming soon/i],
  ['to be announced', /to be announced/i],
];

const DUPLICATE_MIN_WORDS = 12;
const MIN_LINKED_PAGES = 2;
const MIN_MERMAID = 10;

let site: SiteContent;
beforeAll(async () => {
  // CONTENT_ROOT points the check at a copy of the site (used to prove the rules catch seeded faults).
  site = await loadSiteContent(process.env.CONTENT_ROOT || undefined);
}, 60_000); // parsing ~420 pages takes a few seconds, more on a busy two-core machine

const where = (page: Page, line?: number) => (line ? `${page.file}:${line}` : page.file);

describe('Tessera content: routes', () => {
  it('every route of routes.txt that is not generated has a content file producing it', () => {
    const problems: string[] = [];
    for (const line of site.routeLines) {
      if (line.flags.includes('generated')) continue;
      const page = site.byRoute.get(line.route);
      if (!page) {
        problems.push(`${line.route}: no content file produces this route`);
        continue;
      }
      if (line.aliasOf) {
        if (page.route !== line.aliasOf || !page.aliases.includes(line.route)) {
          problems.push(`${line.route}: must be an \`aliases\` entry of the page at ${line.aliasOf} (found on ${page.file} at ${page.route})`);
        }
      } else if (page.route !== line.route) {
        problems.push(`${line.route}: produced only as an alias of ${page.file}, expected its own file`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('nosidebar routes have displayed_sidebar: null', () => {
    const problems = site.routeLines
      .filter((l) => l.flags.includes('nosidebar'))
      .flatMap((l) => {
        const page = site.byRoute.get(l.route);
        if (!page) return [];
        if (l.aliasOf) {
          // An alias shown without a sidebar is written `- path: /x` with `displayed_sidebar: null` in `aliases`.
          return page.aliasesWithoutSidebar.includes(l.route) ? [] : [`${page.file}: nosidebar alias ${l.route} needs an aliases entry { path: ${l.route}, displayed_sidebar: null }`];
        }
        return page.frontmatter.displayed_sidebar !== null ? [`${page.file}: nosidebar route ${l.route} needs displayed_sidebar: null (found ${JSON.stringify(page.frontmatter.displayed_sidebar)})`] : [];
      });
    expect(problems).toEqual([]);
  });

  it('nothing under content/ produces a route outside routes.txt except new function pages and tutorials', () => {
    const listed = new Set(site.routeLines.map((l) => l.route));
    const groupIndexes = new Set(site.routeLines.filter((l) => l.flags.includes('index') && l.route.startsWith(FUNCTIONS_ROOT)).map((l) => l.route));
    const allowed = (route: string) => {
      if (route.startsWith(TUTORIALS_ROOT) && !route.slice(TUTORIALS_ROOT.length).includes('/')) return true;
      if (!route.startsWith(FUNCTIONS_ROOT)) return false;
      const rest = route.slice(FUNCTIONS_ROOT.length).split('/');
      return rest.length === 2 && rest[1] !== '' && groupIndexes.has(`${FUNCTIONS_ROOT}${rest[0]}/`);
    };
    const problems = site.pages.flatMap((page) =>
      [page.route, ...page.aliases].filter((r) => !listed.has(r) && !allowed(r)).map((r) => `${page.file}: produces ${r}, which routes.txt does not list`),
    );
    expect(problems).toEqual([]);
  });

  it('each of the 16 unlisted function groups has at least 4 functions', () => {
    const problems = UNLISTED_GROUPS.flatMap((group) => {
      const prefix = `${FUNCTIONS_ROOT}${group}/`;
      const count = site.pages.filter((p) => p.route.startsWith(prefix) && p.route !== prefix).length;
      return count >= 4 ? [] : [`group ${group}: ${count} function pages, expected at least 4`];
    });
    expect(problems).toEqual([]);
  });

  it('there are 18 tutorials in all', () => {
    const tutorials = site.pages.filter((p) => kindOfRoute(p.route) === 'tutorial').map((p) => p.route);
    expect(tutorials.length, `tutorials found: ${tutorials.join(', ')}`).toBeGreaterThanOrEqual(18);
  });
});

describe('Tessera content: pages', () => {
  it('every page has a title and a description', () => {
    const problems = site.pages.flatMap((page) =>
      (['title', 'description'] as const).filter((key) => !String(page.frontmatter[key] ?? '').trim()).map((key) => `${page.file}: frontmatter \`${key}\` is missing`),
    );
    expect(problems).toEqual([]);
  });

  it('every page meets the prose word minimum of its kind', () => {
    const problems = site.pages.flatMap((page) => {
      const kind = kindOfRoute(page.route);
      const min = MINIMUM_WORDS[kind];
      return page.proseWords < min ? [`${page.file}: ${page.proseWords} words of prose, pages of kind "${kind}" need at least ${min}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('no paragraph or list item of 12 words or more appears on two pages', () => {
    const seen = new Map<string, { page: Page; line: number }>();
    const problems: string[] = [];
    for (const page of site.pages) {
      for (const para of page.paragraphs) {
        if (para.text.split(' ').length < DUPLICATE_MIN_WORDS) continue;
        const key = para.text.toLowerCase();
        const first = seen.get(key);
        if (!first) seen.set(key, { page, line: para.line });
        else if (first.page !== page) problems.push(`${where(page, para.line)} repeats ${where(first.page, first.line)}: "${para.text.slice(0, 90)}..."`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('no page contains placeholder text', () => {
    const problems = site.pages.flatMap((page) => {
      const texts = [{ text: `${page.frontmatter.title ?? ''} ${page.frontmatter.description ?? ''}`, line: 1 }, ...page.texts];
      return texts.flatMap(({ text, line }) => PLACEHOLDERS.filter(([, re]) => re.test(text)).map(([name]) => `${where(page, line)}: placeholder text "${name}"`));
    });
    expect(problems).toEqual([]);
  });

  it(`every page links at least ${MIN_LINKED_PAGES} other pages`, () => {
    const problems = site.pages.flatMap((page) => {
      const own = new Set([page.route, ...page.aliases]);
      const targets = new Set(page.links.map((l) => site.byRoute.get(l.route)?.route ?? l.route).filter((r) => !own.has(r)));
      return targets.size >= MIN_LINKED_PAGES ? [] : [`${page.file}: links ${targets.size} other page(s) (${[...targets].join(', ') || 'none'}), needs at least ${MIN_LINKED_PAGES}`];
    });
    expect(problems).toEqual([]);
  });
});

describe('Tessera content: diagrams', () => {
  it(`the site has at least ${MIN_MERMAID} Mermaid diagrams`, () => {
    const count = site.pages.reduce((n, p) => n + p.mermaid.length, 0);
    expect(count).toBeGreaterThanOrEqual(MIN_MERMAID);
  });

  it('every Mermaid diagram parses with Mermaid 11', async () => {
    // Mermaid's sanitiser (DOMPurify) needs a DOM even to parse; happy-dom provides a small one.
    const { Window } = await import('happy-dom');
    const window = new Window();
    const g = globalThis as Record<string, unknown>;
    const saved = { window: g.window, document: g.document };
    g.window = window;
    g.document = window.document;
    try {
      const mermaid = (await import('mermaid')).default;
      const problems: string[] = [];
      for (const page of site.pages) {
        for (const diagram of page.mermaid) {
          try {
            await mermaid.parse(diagram.source);
          } catch (error) {
            problems.push(`${where(page, diagram.line)}: Mermaid diagram does not parse: ${String((error as Error).message ?? error).split('\n').slice(0, 4).join(' ')}`);
          }
        }
      }
      expect(problems).toEqual([]);
    } finally {
      g.window = saved.window;
      g.document = saved.document;
      await window.happyDOM.close();
    }
  });
});

describe('Tessera content: tags', () => {
  it('all 13 tags of spec §2 are defined in content/tags.yml with a label and a description', () => {
    const problems = SPEC_TAGS.flatMap((slug) => {
      const def = site.tags.get(slug);
      if (!def) return [`content/tags.yml: tag ${slug} is not defined`];
      return [!def.label || def.label === slug ? `content/tags.yml: tag ${slug} has no label` : '', !def.description ? `content/tags.yml: tag ${slug} has no description` : ''].filter(Boolean);
    });
    expect(problems).toEqual([]);
  });

  it('each tag of spec §2 is used by at least one page, and pages use no other tag', () => {
    const used = new Map<string, number>();
    const problems: string[] = [];
    for (const page of site.pages) {
      for (const tag of page.frontmatter.tags ?? []) {
        used.set(tag, (used.get(tag) ?? 0) + 1);
        if (!SPEC_TAGS.includes(tag)) problems.push(`${page.file}: tag ${tag} is not one of the 13 tags of spec §2`);
      }
    }
    for (const slug of SPEC_TAGS) if (!used.get(slug)) problems.push(`tag ${slug}: used by no page`);
    expect(problems).toEqual([]);
  });
});

describe('Tessera content: shared facts (BRIEF.md §7)', () => {
  for (const fact of SHARED_FACTS) {
    it(`${fact.name}: the owner page ${fact.owner} states it and no page states another value`, () => {
      const owner = site.byRoute.get(fact.owner);
      const problems: string[] = [];
      if (!owner) problems.push(`${fact.owner}: owner page missing`);
      else if (!owner.sentences.some((s) => fact.ownerStates.test(s.text))) problems.push(`${owner.file}: owner page does not state ${fact.name} (${fact.ownerStates})`);
      for (const page of site.pages) {
        for (const s of page.sentences) {
          if (fact.context && !fact.context.test(s.text)) continue;
          for (const match of s.text.matchAll(fact.value)) {
            const value = statedValue(match);
            if (!fact.allowed.includes(value)) problems.push(`${where(page, s.line)}: ${fact.name} stated as ${value}, expected ${fact.allowed.join(' or ')}: "${s.text.slice(0, 140)}"`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
