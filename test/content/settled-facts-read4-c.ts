/**
 * Contradictions the fourth content read found (issue 38), settled once: part c.
 * Each entry names its owner page and the wordings that would reopen the question.
 * Part c answers the review's "ten questions the docs do not answer": each answer is a figure or a
 * rule on the page a reader opens first, and the vague wordings that left the question open fail.
 */
import type { SettledFact } from './settled-facts.js';

const FUNCTIONS = '/building-concepts/logic/functions/all-functions/';

export const READ4_FACTS_C: SettledFact[] = [
  {
    name: 'read 4, question 1: database storage per workspace is Free 500 MB, Starter 5 GB, Pro 50 GB, Business 250 GB, with no separate limit on data objects',
    owner: '/licenses-&-billing/',
    ownerStates: /^Database storage \| 500 MB \| 5 GB \| 50 GB \| 250 GB$/,
    contradictions: [
      { pattern: /\bdatabase (?:storage|size)\b[^.]{0,80}?\b(?!(?:500 MB|5 GB|50 GB|250 GB)\b)\d+(?:\.\d+)? ?[MGT]B\b/i, why: 'database storage is 500 MB, 5 GB, 50 GB or 250 GB per workspace (Plans and pricing)' },
      { pattern: /\b(?:unlimited|no limit on (?:the )?)(?:data objects|records|database (?:size|storage))\b(?![^.]*\bstorage allows\b)/i, why: 'the number of data objects is bounded by the workspace’s database storage (Plans and pricing, Database)' },
      { pattern: /\b(?:data objects|records|rows) per (?:format|application|environment)\b[^.]{0,40}\b\d/i, why: 'there is no limit on data objects per format; database storage is the limit (Database)' },
    ],
  },
  {
    name: 'read 4, question 1: a value and a data object have stated ceilings (Text and Object 1 MB, a data object 10 MB, a format 250 fields); "max size" is a field option below them',
    owner: '/building-concepts/data/Datatypes/',
    ownerStates: /^Object value \| 1 MB as JSON \|/,
    contradictions: [
      { pattern: /^[^|]*\bmax size\b(?![^.]*\d)[^|]*$/i, why: 'state the figure: the ceilings are on Datatypes, Size limits; a max size option only lowers them' },
      { pattern: /\bObject (?:values?|fields?)\b[^.]{0,40}\b(?:no (?:size )?limit|any size|unlimited)\b/i, why: 'an Object value is at most 1 MB as JSON (Datatypes)' },
      { pattern: /\b(?:(?!250\b)\d+|unlimited|any number of) fields (?:per|in a|in one) (?:data )?format\b/i, why: 'a data format has at most 250 fields besides the system fields (Datatypes)' },
    ],
  },
  {
    name: 'read 4, question 5: a create or update on a Unique field fails in an action with UNIQUE_VIOLATION, which a sub-action with continueOnError catches',
    owner: `${FUNCTIONS}data/createdataobject`,
    ownerStates: /\bUnique\b.*fails with UNIQUE_VIOLATION\b/,
    contradictions: [
      { pattern: /\b(?:create|update|step|action)\b[^.]{0,60}\bfails with (?:status )?409 unique_violation\b/i, why: 'in an action the step fails with UNIQUE_VIOLATION; 409 unique_violation is what an API answers (createdataobject)' },
      { pattern: /\bunique (?:fields?|values?|combinations?)\b[^.]{0,60}\bfails? with (?!UNIQUE_VIOLATION\b|409\b|status 409\b)[A-Z]+_[A-Z_]+/, why: 'a unique field or combination fails with UNIQUE_VIOLATION (createdataobject, updatedataobject)' },
      { pattern: /\bunique (?:violations?|checks?)\b[^.]{0,40}\bcannot be (?:caught|handled)\b/i, why: 'UNIQUE_VIOLATION is caught like any code, in a sub-action with continueOnError (createdataobject)' },
    ],
  },
];
