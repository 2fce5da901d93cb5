/**
 * Contradictions the fourth content read found (issue 38), settled once: part b.
 * Each entry names its owner page and the wordings that would reopen the question.
 */
import type { SettledFact } from './settled-facts.js';

export const READ4_FACTS_B: SettledFact[] = [];
