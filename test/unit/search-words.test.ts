import { describe, expect, it } from 'vitest';
import { buildLocalIndex } from '../../src/search-index/build-local-index.js';
import { recordsOfPage } from '../../src/search-index/records.js';
import { LocalSearchEngine } from '../../src/search/local-engine.js';
import type { LocalIndexData } from '../../src/search/local-index-types.js';
import { stem } from '../../src/search/stem.js';
import { queryWords } from '../../src/search/tokenize.js';

const facets = { language: 'en', version: 'current', docusaurus_tag: 'docs-default-current' };
const page = (title: string, href: string, paragraphs: string[], headings: [string, string][] = []) =>
  recordsOfPage({
    title,
    href,
    lvl0: 'Docs',
    facets,
    sections: [{ headings: [], anchor: '', paragraphs }, ...headings.map(([h, p]) => ({ headings: [h], anchor: h.toLowerCase().replace(/ /g, '-'), paragraphs: [p] }))],
  });

const records = [
  ...page('Date field', '/elements/date-field', ['A date picker lets users choose a day from a calendar instead of typing it.']),
  ...page('Importing data', '/how-to/importing', ['Upload a spreadsheet and map its columns to fields.'], [['Scheduling imports', 'Imports can run every night from a stored file.']]),
  ...page('Wizard', '/elements/wizard', ['Leads users through a form in steps.']),
  ...page('Checkbox', '/elements/checkbox', ['A checkbox holds yes or no.']),
  ...page('Spell check', '/elements/spell-check', ['Underlines words that look misspelt as the user types.']),
  ...page('Planning', '/planning', ['Plan ahead for each release.']),
  ...page('Headings', '/elements/headings', ['Titles of a section.']),
  ...page('Datatypes', '/data/datatypes', ['Text, number, decimal and date.']),
  ...page('Release notes', '/release-notes', ['Each release lists what changed, and the wizard got a new layout this month.']),
];
const built = buildLocalIndex(records, new Map([['/elements/wizard', { description: 'A multi-step form that guides users one step at a time.', keywords: ['stepper', 'multi-step form'] }]]));
const data: LocalIndexData = JSON.parse(JSON.stringify({ ...built.index, shards: built.index.shards.map((s, i) => ({ ...s, url: `shard-${i}` })) }));
const engine = new LocalSearchEngine(data, async (url) => built.shards[Number(url.slice('shard-'.length))]!);

const pages = async (query: string) => (await engine.search([{ indexName: 'docs', query }])).results[0]!.hits.map((h) => h.url_without_anchor);

describe('words as readers write them', () => {
  it('stems English words the way Porter does', () => {
    expect(['importing', 'imported', 'imports', 'import'].map(stem)).toEqual(['import', 'import', 'import', 'import']);
    expect(['scheduling', 'schedules', 'relational', 'happiness'].map(stem)).toEqual(['schedul', 'schedul', 'relat', 'happi']);
  });

  it('finds a page by another form of its words', async () => {
    expect((await pages('import spreadsheets'))[0]).toBe('/how-to/importing');
    expect((await engine.search([{ indexName: 'docs', query: 'scheduled import' }])).results[0]!.hits[0]!.url).toBe('/how-to/importing#scheduling-imports');
  });

  it('splits a word the pages write as two, and joins two words the pages write as one', async () => {
    expect((await pages('datepicker'))[0]).toBe('/elements/date-field');
    expect((await pages('check box'))[0]).toBe('/elements/checkbox');
  });

  it("finds a page by its frontmatter's keywords and description, and ranks it above a page that only mentions the word", async () => {
    expect((await pages('stepper'))[0]).toBe('/elements/wizard');
    expect((await pages('guides users one step at a time'))[0]).toBe('/elements/wizard');
  });

  it('ranks a page that covers the whole query above pages that have one rare word of it', async () => {
    expect((await pages('wizard form steps'))[0]).toBe('/elements/wizard');
  });

  it('finds a word the pages write as one from two words apart in the question ("types of data" → Datatypes)', async () => {
    expect((await pages('which types can my data have'))[0]).toBe('/data/datatypes');
  });

  it('finds a rare -er word by the word it is made from ("checker" → check, "pager" → paging)', async () => {
    expect((await pages('spelling checker'))[0]).toBe('/elements/spell-check');
    expect(await pages('checker')).toEqual(['/elements/spell-check']);
  });

  it('does not join a small word to the next ("a heading" is not "ahead")', async () => {
    expect(await pages('a heading')).toEqual(['/elements/headings']);
  });

  it('reads contractions and possessives as words, not as a stray letter that every page has ("user\'s", "isn\'t", "can\'t")', () => {
    expect(queryWords("the user's name isn't shown, I can't see it")).toEqual(['the', 'user', 'name', 'is', 'not', 'shown', 'i', 'can', 'see', 'it']);
  });

  it('keeps the subject at the end of a long question: only words that matter count towards the limit', async () => {
    expect((await pages('what is the way that you would go about it if you wanted to pick a day from a calendar'))[0]).toBe('/elements/date-field');
  });
});
