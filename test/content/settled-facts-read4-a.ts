/**
 * Contradictions the fourth content read found (issue 38), settled once: part a.
 * Each entry names its owner page and the wordings that would reopen the question.
 */
import type { SettledFact } from './settled-facts.js';

export const READ4_FACTS_A: SettledFact[] = [
  {
    name: 'read 4 K4: clock times in the policies are Amsterdam time (Europe/Amsterdam), never CET; the SLA month is in UTC',
    owner: '/policies/Uptime_SLA',
    ownerStates: /Every clock time in this SLA is Amsterdam time/,
    contradictions: [
      {
        pattern: /\b\d{1,2}(?::\d{2})?\b[^.|]{0,40}\b(?:CET|CEST|Central European)\b/,
        why: 'CET is wrong half of the year; write Amsterdam time (Europe/Amsterdam), as the Uptime SLA defines it',
      },
    ],
  },
];
