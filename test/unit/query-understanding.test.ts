import { describe, expect, it } from 'vitest';
import { applySynonyms, withoutQuestionWords } from '../../src/search/query-understanding.js';

describe('queries as people ask them', () => {
  it('question forms do not count as words to find ("how do I", "what is", "can I", "where is my")', () => {
    expect(withoutQuestionWords(['how', 'do', 'i', 'log', 'a', 'user', 'out'])).toEqual(['log', 'a', 'user', 'out']);
    expect(withoutQuestionWords(['what', 'is', 'dtap'])).toEqual(['dtap']);
    expect(withoutQuestionWords(['can', 'i', 'self', 'host'])).toEqual(['self', 'host']);
    // Nothing else left: the words stay (a search for "how to" finds "How to" pages).
    expect(withoutQuestionWords(['how'])).toEqual(['how']);
  });

  it('a synonym phrase, even with words between, becomes the form the pages use', () => {
    const groups = [
      [['logout'], ['log', 'out'], ['sign', 'out']],
      [['sso'], ['single', 'sign', 'on']],
    ];
    expect(applySynonyms(['log', 'out'], groups)).toEqual(['logout']);
    expect(applySynonyms(['log', 'a', 'user', 'out'], groups)).toEqual(['logout', 'a', 'user']);
    expect(applySynonyms(['sign', 'out', 'now'], groups)).toEqual(['logout', 'now']);
    expect(applySynonyms(['set', 'up', 'single', 'sign', 'on'], groups)).toEqual(['set', 'up', 'sso']);
    expect(applySynonyms(['log', 'in'], groups)).toEqual(['log', 'in']);
  });
});
