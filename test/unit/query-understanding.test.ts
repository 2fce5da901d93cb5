import { describe, expect, it } from 'vitest';
import { synonymsOf, withoutQuestionWords } from '../../src/search/query-understanding.js';

describe('queries as people ask them', () => {
  it('question forms do not count as words to find ("how do I", "what is", "can I", "where is my")', () => {
    expect(withoutQuestionWords(['how', 'do', 'i', 'log', 'a', 'user', 'out'])).toEqual(['log', 'a', 'user', 'out']);
    expect(withoutQuestionWords(['what', 'is', 'dtap'])).toEqual(['dtap']);
    expect(withoutQuestionWords(['can', 'i', 'self', 'host'])).toEqual(['self', 'host']);
    // Nothing else left: the words stay (a search for "how to" finds "How to" pages).
    expect(withoutQuestionWords(['how'])).toEqual(['how']);
  });

  it('a synonym phrase, even with words between, lets its words also be found by the form the pages use', () => {
    const groups = [
      [['logout'], ['log', 'out'], ['sign', 'out']],
      [['sso'], ['single', 'sign', 'on']],
    ];
    const of = (words: string[]) => Object.fromEntries(synonymsOf(words, groups));
    expect(of(['log', 'out'])).toEqual({ 0: ['logout'], 1: ['logout'] });
    expect(of(['log', 'a', 'user', 'out'])).toEqual({ 0: ['logout'], 3: ['logout'] });
    expect(of(['sign', 'out', 'now'])).toEqual({ 0: ['logout'], 1: ['logout'] });
    expect(of(['set', 'up', 'single', 'sign', 'on'])).toEqual({ 2: ['sso'], 3: ['sso'], 4: ['sso'] });
    expect(of(['log', 'in'])).toEqual({});
  });
});
