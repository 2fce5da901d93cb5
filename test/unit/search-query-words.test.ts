import { describe, expect, it } from 'vitest';
import { withoutQuestionWords } from '../../src/search/query-understanding.js';

describe('the words of a question that say nothing of its subject', () => {
  it('drop "vs" and "versus": a comparison asks about the two sides, not about pages titled "X vs Y"', () => {
    expect(withoutQuestionWords(['session', 'vs', 'action'])).toEqual(['session', 'action']);
    expect(withoutQuestionWords(['template', 'versus', 'global', 'scope'])).toEqual(['template', 'global', 'scope']);
  });

  it('drop "different" and "various": "the different ways an action can be started" asks how it starts, not about differences', () => {
    expect(withoutQuestionWords(['different', 'ways', 'action', 'started'])).toEqual(['action', 'started']);
    expect(withoutQuestionWords(['various', 'triggers'])).toEqual(['triggers']);
  });

  it('drop the fillers of a spoken question: "is it possible to", "just", "also", "really"', () => {
    expect(withoutQuestionWords(['possible', 'to', 'export', 'just', 'the', 'data'])).toEqual(['to', 'export', 'the', 'data']);
    expect(withoutQuestionWords(['also', 'really', 'able', 'to', 'log', 'out'])).toEqual(['to', 'log', 'out']);
  });
});
