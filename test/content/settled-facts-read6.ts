/**
 * Contradictions the sixth content read found (issue 38, a reader who saw only the built site), settled once.
 * Each entry names its owner page and the wordings that would reopen the question.
 * The first five settle the read's contradictions C1-C5, the rest its example defects and unanswered questions.
 */
import type { SettledFact } from './settled-facts.js';

const FUNCTIONS = '/building-concepts/logic/functions/all-functions/';

export const READ6_FACTS: SettledFact[] = [
  {
    name: 'read 6, C1 and question 5: a template component has its own template scope; values cross the boundary only as parameters and answers',
    owner: '/building-concepts/logic/Variable scope',
    ownerStates: /\bA template component placed inside it has its own template scope\b/,
    contradictions: [
      { pattern: /\band from template components placed inside it, can read and write\b/i, why: 'a template component has its own template scope (Variable scope, Hierarchy)' },
      { pattern: /\b(?:template )?components?\b[^.]{0,60}\b(?:can|may) (?:read|see|share|write)\b[^.]{0,40}\b(?:page's|host(?: page)?'s|surrounding page's|parent's) template(?:-scope| scope)? variables\b/i, why: 'a component sees only its parameters, never the page’s template variables (Hierarchy)' },
      { pattern: /\b(?:component|parent)\b[^.]{0,40}\bset a global variable\b/i, why: 'global variables are shared by every user; a component passes values out as answers or parameters (Hierarchy)' },
    ],
  },
];
