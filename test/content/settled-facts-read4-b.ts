/**
 * Contradictions the fourth content read found (issue 38), settled once: part b.
 * Each entry names its owner page and the wordings that would reopen the question.
 */
import type { SettledFact } from './settled-facts.js';

const FUNCTIONS = '/building-concepts/logic/functions/all-functions/';

export const READ4_FACTS_B: SettledFact[] = [
  {
    name: 'an action ends early only with the stopaction step; the Action editor has no Return block',
    owner: `${FUNCTIONS}flow/stopaction`,
    ownerStates: /It is the only way to end an action early: the Action editor has no separate Return block/,
    contradictions: [
      { pattern: /(?<!\bno (?:separate )?)\bReturn (?:blocks?|steps?)\b/, why: 'there is no Return block or step: an action ends early with stopaction' },
      { pattern: /\band Return(?: blocks?)?\s*(?:\.|$)|\bReturn inside a loop\b/, why: 'the structure blocks are If and loops; ending early is the stopaction step' },
    ],
  },
  {
    name: 'a failed step ends the run; only a sub-action called with continueOnError lets the caller handle it',
    owner: '/reference/Function error codes',
    ownerStates: /a conditional placed after a failed step never runs, because the run has already ended/,
    contradictions: [
      { pattern: /\bconditional\b[^.]{0,60}\b(?:on failure|when (?:the |a )?(?:step|save) fails|if (?:the |a )?(?:step|save) fails)\b/i, why: 'a conditional after a failed step never runs: handle failures with callsubaction and continueOnError' },
      { pattern: /\bdeletes the partial order on failure\b/i, why: 'a conditional after a failed step never runs: handle failures with callsubaction and continueOnError' },
    ],
  },
];
