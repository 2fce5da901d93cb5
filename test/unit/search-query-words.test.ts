import { describe, expect, it } from 'vitest';
import { withoutQuestionWords } from '../../src/search/query-understanding.js';

describe('the words of a question that say nothing of its subject', () => {
  it('drop "vs" and "versus": a comparison asks about the two sides, not about pages titled "X vs Y"', () => {
    expect(withoutQuestionWords(['session', 'vs', 'action'])).toEqual(['session', 'action']);
    expect(withoutQuestionWords(['template', 'versus', 'global', 'scope'])).toEqual(['template', 'global', 'scope']);
  });
});
