/**
 * Contradictions the fifth content read found (issue 38, a reader who saw only the built site), settled once.
 * Each entry names its owner page and the wordings that would reopen the question.
 */
import type { SettledFact } from './settled-facts.js';

export const READ5_FACTS: SettledFact[] = [];
