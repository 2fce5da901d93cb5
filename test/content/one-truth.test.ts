/**
 * One truth and one voice across the Tessera docs (issue 12): settled contradictions stay settled,
 * one spelling standard, honest function counts, the reference pages readers look for, and an
 * order that suits a newcomer. Each failure names the file, the line and the rule.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SETTLED_FACTS, SETTLED_WORDING } from './settled-facts.js';
import { REPO_ROOT } from '../helpers/build-fixture.js';
import { FUNCTIONS_ROOT, REFERENCE_ROOT, TUTORIALS_ROOT, kindOfRoute, loadSiteContent, type Page, type SiteContent } from './site-content.js';

/** American English is the standard (content/_README.md); these British forms give a page away. */
/**
 * British -ise/-isation forms. Any word ending that way is flagged unless its root is one of the
 * words American English also spells with -ise (advise, enterprise, promise...).
 */
const ISE_FORM = /\b([a-z]+)is(?:e|es|ed|ing|er|ers|ation|ations|ational|able)\b/gi;
const AMERICAN_ISE_ROOTS = /^(?:a?r|sunr|upr|ra|prom|prem|comprom|enterpr|exerc|surpr|adv|dev|rev|superv|telev|improv|compr|desp|disgu|otherw|likew|clockw|counterclockw|w|unw|prec|imprec|conc|expert|franch|merchand|chast|exc|inc|advert|appr|cru|bru|parad|treat|dem|repr|d|dis|no|po|pra|an|mal)$/i;
const BRITISH_WORDS = /\b(?:behaviour|colour|favourite|honour|labour|neighbour|flavour|humour|harbour|catalogue|centre|metre|litre|fibre|theatre|licence|defence|offence|programmes?\b|cancelled|cancelling|labelled|labelling|modelled|modelling|travelled|travelling|signalled|signalling|enrol\b|enrols\b|enrolment|instalment|judgement|ageing|grey|whilst|amongst|acknowledgement|dialogue|practis(?:e|ed|es|ing)\b)\w*/gi;

const REFERENCE_PAGES = ['Glossary', 'Limits and quotas', 'Troubleshooting', 'Function error codes', 'Integration settings', 'Release notes'].map((name) => `${REFERENCE_ROOT}${name}`);
const LEVELS = ['Beginner', 'Intermediate', 'Advanced'];
/** Where a menu path may start: the application's left navigation, the workspace and account menus, and the "New ..." buttons. */
const MENU_ROOTS = /^(?:Overview|Data|APIs|Logic|UI|Users & groups|Logs|Publish|Settings|Workspace settings|Account settings|Certification|New (?:application|template|API|data format|action))$/;

let site: SiteContent;
beforeAll(async () => {
  site = await loadSiteContent(process.env.CONTENT_ROOT || undefined);
}, 60_000);

const where = (page: Page, line: number) => `${page.file}:${line}`;

/** Every bold menu path (**A → B → C**) of a page, with the line it is on. */
function menuPathsOf(page: Page): { path: string; line: number }[] {
  return [...page.source.matchAll(/\*\*([^*\n]+? → [^*\n]+)\*\*/g)].map((m) => ({ path: m[1]!, line: page.source.slice(0, m.index).split('\n').length }));
}

/** The `### ` entries of a page (FAQ questions, glossary terms, problems): title and body up to the next heading. */
function entriesOf(page: Page): { title: string; body: string }[] {
  return page.source
    .split(/^### /m)
    .slice(1)
    .map((block) => {
      const [title = '', ...rest] = block.split(/^## /m)[0]!.split('\n');
      return { title: title.trim(), body: rest.join('\n') };
    });
}
const sentenceTexts = (page: Page) => [{ text: `${page.frontmatter.title ?? ''}. ${page.frontmatter.description ?? ''}`, line: 1 }, ...page.sentences];
/** Diagrams state facts too (who gets which status, which step runs): each Mermaid line, with its line in the file. */
const diagramLines = (page: Page) => page.mermaid.flatMap(({ source, line }) => source.split('\n').map((text, i) => ({ text: text.trim(), line: line + 1 + i })));
const factTexts = (page: Page) => [...sentenceTexts(page), ...diagramLines(page)];
/** Lines of the other code blocks (YAML step notation, JSON examples), for patterns marked `inCode`. */
const codeLines = (page: Page) =>
  page.codeBlocks.filter((block) => block.lang !== 'mermaid').flatMap(({ value, line }) => value.split('\n').map((text, i) => ({ text: text.trim(), line: line + 1 + i })));

describe('Tessera content: settled contradictions stay settled', () => {
  for (const fact of SETTLED_FACTS) {
    it(`${fact.name}: ${fact.owner} states it and no page contradicts it`, () => {
      const problems: string[] = [];
      const owner = site.byRoute.get(fact.owner);
      if (!owner) problems.push(`${fact.owner}: owner page missing`);
      else if (!sentenceTexts(owner).some((s) => fact.ownerStates.test(s.text))) problems.push(`${owner.file}: owner page no longer states the settled rule (${fact.ownerStates})`);
      for (const page of site.pages) {
        for (const s of factTexts(page)) {
          for (const { pattern, why } of fact.contradictions) {
            if (pattern.test(s.text)) problems.push(`${where(page, s.line)}: ${why}: "${s.text.slice(0, 160)}"`);
          }
        }
        for (const s of codeLines(page)) {
          for (const { pattern, why } of fact.contradictions.filter((c) => c.inCode)) {
            if (pattern.test(s.text)) problems.push(`${where(page, s.line)}: ${why}: "${s.text.slice(0, 160)}"`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

describe('Tessera content: wording the second review settled', () => {
  it('no page brings back a contradiction the review fixed', () => {
    const problems = site.pages.flatMap((page) =>
      sentenceTexts(page).flatMap((s) => SETTLED_WORDING.filter(({ pattern }) => pattern.test(s.text)).map(({ why }) => `${where(page, s.line)}: ${why}: "${s.text.slice(0, 140)}"`)),
    );
    expect(problems).toEqual([]);
  });
});

describe('Tessera content: one voice', () => {
  it('pages use American spelling outside code', () => {
    const problems = site.pages.flatMap((page) =>
      [{ text: `${page.frontmatter.title ?? ''} ${page.frontmatter.description ?? ''}`, line: 1 }, ...page.prose].flatMap(({ text, line }) =>
        [...[...text.matchAll(ISE_FORM)].filter((m) => !AMERICAN_ISE_ROOTS.test(m[1]!)), ...text.matchAll(BRITISH_WORDS)].map((m) => `${where(page, line)}: British spelling "${m[0]}" (the docs use American English)`),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('menu paths start at a place of the navigation, named as on screen', () => {
    // The application's left navigation (Platform navigation), the workspace and account menus, and the "New ..." buttons.
    const problems = site.pages.flatMap((page) =>
      menuPathsOf(page)
        .map(({ path, line }) => ({ path, line, root: path.split(' → ')[0]! }))
        .filter(({ root }) => !MENU_ROOTS.test(root))
        .map(({ path, line, root }) => `${where(page, line)}: menu path "**${path}**" starts at "${root}", not at a navigation item (${MENU_ROOTS.source})`),
    );
    expect(problems).toEqual([]);
  });

  it('a screen is reached by one menu path on every page', () => {
    /** Screen → each path that reaches it → the pages that write that path. */
    const paths = new Map<string, Map<string, Set<string>>>();
    for (const page of site.pages) {
      for (const { path } of menuPathsOf(page)) {
        // "New API → Blank" and "New template → Blank" are different dialogs that share an option name.
        if (path.startsWith('New ')) continue;
        const screen = path.split(' → ').pop()!;
        const byPath = paths.get(screen) ?? new Map<string, Set<string>>();
        byPath.set(path, (byPath.get(path) ?? new Set()).add(page.file));
        paths.set(screen, byPath);
      }
    }
    const problems = [...paths]
      .filter(([, byPath]) => byPath.size > 1)
      .map(([screen, byPath]) => `"${screen}" is reached by different menu paths: ${[...byPath].map(([path, files]) => `${path} (${[...files].join(', ')})`).join('; ')}`);
    expect(problems).toEqual([]);
  });

  it('FAQ answers give the answer, not only a pointer to another page', () => {
    const faq = site.byRoute.get('/Frequently asked questions')!;
    const answers = entriesOf(faq);
    expect(answers.length).toBeGreaterThan(15);
    const problems = answers.flatMap(({ title: question, body: text }) => {
      const body = text.replace(/\s+/g, ' ').trim();
      // A sentence that carries no link is the answer itself; links only point to the details.
      const sentences = body.split(/(?<=[.!?])\s+(?=[A-Z`*])/);
      const answering = sentences.filter((t) => !t.includes('](') && !/\b(?:see|described on|explained on|covered on|are on|is on)\b/i.test(t));
      return answering.length >= 1 ? [] : [`${faq.file}: "${question}" is answered only by pointing elsewhere (give the figure or the rule, then the link)`];
    });
    expect(problems).toEqual([]);
  });

  it('the built-in administrators group is called Administrators everywhere', () => {
    const problems = site.pages.flatMap((page) =>
      page.sentences.filter((s) => /`Admins`|\bAdmins group\b|\bgroup `?Admins\b/.test(s.text)).map((s) => `${where(page, s.line)}: the built-in group is \`Administrators\`: "${s.text.slice(0, 120)}"`),
    );
    expect(problems).toEqual([]);
  });
});

/** Pages readers ask a question on, and the figures or rules they must give there (not only by a link). */
const ANSWERS_IN_PLACE: { route: string; gives: RegExp[] }[] = [
  { route: '/how to/interactive manuals/Two-factor login with OTP', gives: [/\b6 digits|\b6-digit/, /\b30-second|\b30 seconds/, /\b10 minutes/, /\b5 failed/, /\b15 minutes/] },
  { route: '/tessera-platform/Rocket_Mode', gives: [/\b1 AI credit per 1,000 tokens/] },
  { route: '/quickstart', gives: [/\b25 data objects by default and at most 250/] },
  { route: '/Frequently asked questions', gives: [/€39/, /99\.9%/, /Amsterdam/, /every 4 hours/, /100 requests per second/, /€149/] },
];

describe('Tessera content: answers where the question is asked', () => {
  for (const { route, gives } of ANSWERS_IN_PLACE) {
    it(`${route} gives the figures itself`, () => {
      const page = site.byRoute.get(route)!;
      const text = page.sentences.map((s) => s.text).join(' ');
      expect(gives.filter((re) => !re.test(text)).map((re) => `${page.file}: does not state ${re}`)).toEqual([]);
    });
  }
});

describe('Tessera content: honest function counts', () => {
  it('pages that say how many functions the reference documents give the real number', () => {
    const documented = site.pages.filter((p) => kindOfRoute(p.route) === 'function').length;
    const index = site.byRoute.get(FUNCTIONS_ROOT)!;
    const problems: string[] = [];
    if (!index.sentences.some((s) => new RegExp(`\\bdocuments ${documented}\\b`).test(s.text))) problems.push(`${index.file}: must say the reference "documents ${documented}" functions`);
    for (const page of site.pages) {
      for (const s of page.sentences) {
        for (const m of s.text.matchAll(/\bdocuments (\d+)\b|\b(\d+) (?:documented )?functions (?:are )?documented\b|\b(\d+) documented functions\b/g)) {
          const n = Number(m[1] ?? m[2] ?? m[3]);
          if (n !== documented) problems.push(`${where(page, s.line)}: says ${n} functions are documented; there are ${documented} function pages`);
        }
        if (/\b(?:about|around|roughly|over) 400 documented\b/i.test(s.text)) problems.push(`${where(page, s.line)}: "about 400 documented": the library has about 400, the reference documents ${documented}`);
        if (/\breference (?:for|to|of) (?:every|all) functions?\b|\blists every function\b/i.test(s.text)) problems.push(`${where(page, s.line)}: the reference does not cover every function of the library`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('Tessera content: reference pages readers look for', () => {
  for (const route of REFERENCE_PAGES) {
    it(`${route} exists and is linked from at least two pages outside the reference section`, () => {
      const page = site.byRoute.get(route);
      expect(page, `${route}: no content file produces this route`).toBeDefined();
      const from = site.pages.filter((p) => !p.route.startsWith(REFERENCE_ROOT) && p.links.some((l) => l.route === route)).map((p) => p.file);
      expect(from.length, `${route} is linked from ${from.join(', ') || 'no page'} outside ${REFERENCE_ROOT}`).toBeGreaterThanOrEqual(2);
    });
  }

  it('the Glossary defines its terms alphabetically, each linked to the page that owns it', () => {
    const page = site.byRoute.get(`${REFERENCE_ROOT}Glossary`)!;
    const entries = entriesOf(page).map(({ title, body }) => ({ term: title, body }));
    expect(entries.length, 'glossary terms').toBeGreaterThanOrEqual(60);
    const problems = entries.flatMap(({ term, body }, i) => [
      ...(/\]\((?!https?:)[^)]+\)/.test(body) ? [] : [`${page.file}: "${term}" links no page that owns it`]),
      ...(i > 0 && entries[i - 1]!.term.localeCompare(term, 'en', { sensitivity: 'base' }) > 0 ? [`${page.file}: "${term}" comes after "${entries[i - 1]!.term}" (alphabetical order)`] : []),
    ]);
    expect(problems).toEqual([]);
  });

  it('Troubleshooting has the 15 problems builders meet most, each with symptom, cause and fix', () => {
    const page = site.byRoute.get(`${REFERENCE_ROOT}Troubleshooting`)!;
    const entries = entriesOf(page);
    expect(entries.length).toBeGreaterThanOrEqual(15);
    const problems = entries.flatMap(({ title, body }) => {
      return ['Symptom', 'Cause', 'Fix'].filter((part) => !new RegExp(`^\\*\\*${part}\\.\\*\\*`, 'm').test(body)).map((part) => `${page.file}: "${title}" has no **${part}.** part`);
    });
    expect(problems).toEqual([]);
  });

  it('Limits and quotas links the owner page of every limit it lists', () => {
    const page = site.byRoute.get(`${REFERENCE_ROOT}Limits and quotas`)!;
    const rows = page.sentences.filter((s) => (s.text.match(/\|/g) ?? []).length >= 3 && !/^(?:Area|Limit) \|/.test(s.text));
    const linkLines = new Set(page.links.map((l) => l.line));
    const problems = rows.filter((r) => !linkLines.has(r.line)).map((r) => `${where(page, r.line)}: limit row without a link to its owner page: "${r.text.slice(0, 100)}"`);
    expect(rows.length).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });

  it('Release notes entries are dated, newest first, on release Tuesdays', () => {
    const page = site.byRoute.get(`${REFERENCE_ROOT}Release notes`)!;
    const dates = page.sentences.map((s) => /^(\d{4}-\d{2}-\d{2})\b/.exec(s.text)?.[1]).filter((d): d is string => Boolean(d));
    expect(dates.length, 'dated entries ("## 2025-11-18 ...")').toBeGreaterThanOrEqual(6);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(dates.filter((d) => new Date(`${d}T12:00:00Z`).getUTCDay() !== 2)).toEqual([]);
  });
});

describe('Tessera content: an order for newcomers', () => {
  it('the Getting started folder is labeled as the certification program (routes unchanged)', async () => {
    const category = JSON.parse(await readFile(path.join(process.env.CONTENT_ROOT || REPO_ROOT, 'content', 'Getting started', '_category_.json'), 'utf8')) as { label: string };
    expect(category.label).toMatch(/certification/i);
  });

  it('tutorials are ordered by level, beginner first, in the sidebar and in the overview table', () => {
    const overview = site.byRoute.get(TUTORIALS_ROOT)!;
    const rows = overview.sentences
      .map((s) => /^(.+?) \| .* \| (Beginner|Intermediate|Advanced) \| \d+ min$/.exec(s.text))
      .filter((m): m is RegExpExecArray => Boolean(m))
      .map((m) => ({ title: m[1]!, level: LEVELS.indexOf(m[2]!) }));
    const tutorials = site.pages.filter((p) => kindOfRoute(p.route) === 'tutorial');
    expect(rows.length, 'one overview row per tutorial').toBe(tutorials.length);
    const problems: string[] = [];
    rows.forEach((row, i) => {
      if (i > 0 && row.level < rows[i - 1]!.level) problems.push(`${overview.file}: "${row.title}" (${LEVELS[row.level]}) is listed after a ${LEVELS[rows[i - 1]!.level]} manual`);
    });
    const levelOf = new Map(rows.map((r) => [r.title, r.level]));
    const bySidebar = [...tutorials].sort((a, b) => Number(a.frontmatter.sidebar_position) - Number(b.frontmatter.sidebar_position));
    bySidebar.forEach((page, i) => {
      const level = levelOf.get(String(page.frontmatter.title));
      if (level === undefined) problems.push(`${page.file}: not in the overview table`);
      const stated = /\*\*Level:\*\* (Beginner|Intermediate|Advanced)\b/.exec(page.source)?.[1];
      if (level !== undefined && stated !== LEVELS[level]) problems.push(`${page.file}: states level ${stated ?? '(none)'} at the top, the overview says ${LEVELS[level]}`);
      const prev = i > 0 ? levelOf.get(String(bySidebar[i - 1]!.frontmatter.title)) : undefined;
      if (level !== undefined && prev !== undefined && level < prev) problems.push(`${page.file}: sidebar_position ${page.frontmatter.sidebar_position} puts a ${LEVELS[level]} manual after a ${LEVELS[prev]} one`);
    });
    expect(problems).toEqual([]);
  });

  it("the home page leads to the Hub's learning paths", () => {
    const home = site.byRoute.get('/')!;
    expect(home.source).toMatch(/\]\(\/hub\/#learning-paths\)/);
  });
});
