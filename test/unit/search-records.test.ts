import { describe, expect, it } from 'vitest';
import { recordsOfPage, type PageRecordsInput } from '../../src/search-index/records.js';

const facets = { language: 'en', version: 'current', docusaurus_tag: 'docs-default-current' };

const page = (over: Partial<PageRecordsInput> = {}): PageRecordsInput => ({
  title: 'Reset password',
  href: '/functions/login/resetPassword',
  lvl0: 'Building concepts',
  facets,
  sections: [
    { headings: [], anchor: '', paragraphs: ['resetPassword runs both halves of a forgot-password flow, by mail and by code.'] },
    { headings: ['Inputs'], anchor: 'inputs', paragraphs: ['Name', 'Type', 'Email', 'Text', "The account's address, where the code is sent."] },
    { headings: ['Inputs', 'Codes'], anchor: 'codes', paragraphs: ['A code is valid for ten minutes after it was sent.'] },
  ],
  ...over,
});

describe('search records in the DocSearch schema', () => {
  it('has a record for the title, each heading and each paragraph, with its hierarchy and type', () => {
    const records = recordsOfPage(page());
    expect(records.map((r) => [r.type, r.content === null ? null : r.content.slice(0, 12)])).toEqual([
      ['lvl1', null],
      ['content', 'resetPasswor'],
      ['lvl2', null],
      ['content', 'Name · Type '],
      ['lvl3', null],
      ['content', 'A code is va'],
    ]);
    expect(records[4]!.hierarchy).toEqual({ lvl0: 'Building concepts', lvl1: 'Reset password', lvl2: 'Inputs', lvl3: 'Codes', lvl4: null, lvl5: null, lvl6: null });
    expect(records[0]!.hierarchy.lvl2).toBeNull();
  });

  it('points each record at its closest heading', () => {
    const records = recordsOfPage(page());
    expect(records.map((r) => [r.url, r.anchor])).toEqual([
      ['/functions/login/resetPassword', null],
      ['/functions/login/resetPassword', null],
      ['/functions/login/resetPassword#inputs', 'inputs'],
      ['/functions/login/resetPassword#inputs', 'inputs'],
      ['/functions/login/resetPassword#codes', 'codes'],
      ['/functions/login/resetPassword#codes', 'codes'],
    ]);
    for (const r of records) expect(r.url_without_anchor).toBe('/functions/login/resetPassword');
  });

  it('joins table cells and other short fragments to the paragraph they belong with', () => {
    const content = recordsOfPage(page())
      .filter((r) => r.type === 'content')
      .map((r) => r.content);
    expect(content[1]).toBe("Name · Type · Email · Text · The account's address, where the code is sent.");
  });

  it('weighs titles over headings over paragraphs and counts positions in the page', () => {
    const records = recordsOfPage(page({ pageRank: 3 }));
    expect(records.map((r) => r.weight.level)).toEqual([90, 0, 80, 0, 70, 0]);
    expect(records.map((r) => r.weight.position)).toEqual([0, 1, 2, 3, 4, 5]);
    for (const r of records) expect(r.weight.pageRank).toBe(3);
  });

  it('carries the contextual search facets of the docsearch meta tags', () => {
    for (const r of recordsOfPage(page())) expect({ language: r.language, version: r.version, docusaurus_tag: r.docusaurus_tag }).toEqual(facets);
  });

  it('keeps object IDs stable from build to build, changing only for the records whose text changed', () => {
    const before = recordsOfPage(page()).map((r) => r.objectID);
    expect(recordsOfPage(page()).map((r) => r.objectID)).toEqual(before);
    expect(new Set(before).size).toBe(before.length);
    const edited = page();
    edited.sections[2]!.paragraphs = ['A code is valid for fifteen minutes.'];
    const after = recordsOfPage(edited).map((r) => r.objectID);
    expect(after.slice(0, 5)).toEqual(before.slice(0, 5));
    expect(after[5]).not.toBe(before[5]);
  });

  it('tells repeated paragraphs in one section apart', () => {
    const records = recordsOfPage(
      page({ sections: [{ headings: [], anchor: '', paragraphs: ['The same long paragraph, said twice on purpose.', 'The same long paragraph, said twice on purpose.'] }] }),
    );
    const ids = records.map((r) => r.objectID);
    expect(new Set(ids).size).toBe(3);
    expect(ids[2]).toBe(`${ids[1]}-1`);
  });
});
