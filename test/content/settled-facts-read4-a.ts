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
  {
    name: 'read 4 K3: every confirmed platform vulnerability, reported or found in a dependency, has one fix target by severity: critical 7, high 14, medium and low 90 days',
    owner: '/policies/Coordinated_Vulnerability_Disclosure_Policy',
    ownerStates: /^Critical \(9\.0 to 10\.0\) \| 7 days \|/,
    contradictions: [
      { pattern: /\b90 days from the report for (?:all )?confirmed vulnerabilities\b/i, why: '90 days is the target for medium and low severity only (Coordinated Vulnerability Disclosure Policy, fix targets)' },
      { pattern: /\bfixed much faster than 90 days\b/i, why: 'critical vulnerabilities have their own 7-day target (Coordinated Vulnerability Disclosure Policy, fix targets)' },
      { pattern: /\bpatched in the regular release cycle\b/i, why: 'dependencies are patched within the fix target of their severity, not by release cycle' },
      { pattern: /\bcritical\b[^.|]{0,60}\bwithin (?!7 days)\d+ days\b/i, why: 'the fix target for a critical vulnerability is 7 days' },
      { pattern: /\bhigh(?:-rated| severity)?\b[^.|]{0,20}\b(?:fixed|patched|repaired) within (?!14 days)\d+ days\b/i, why: 'the fix target for a high-rated vulnerability is 14 days' },
    ],
  },
  {
    name: 'read 4 C3: the Anonymous group\'s rights apply to every caller; a signed-in user gets them on top of their own groups, so a user without a group sees what Anonymous may open',
    owner: '/building-concepts/groups-and-rights/',
    ownerStates: /its rights also apply to every signed-in user, on top of that user's own groups/,
    contradictions: [
      { pattern: /\b(?:Anonymous|group)\b[^.]{0,40}\bappl(?:y|ies) (?:only )?to (?:visitors|callers|users|every caller) (?:who have not|without)\b/i, why: 'the Anonymous rights apply to every caller, signed in or not (Groups and rights)' },
      { pattern: /\bCollect all groups of the user"/i, why: 'a signed-in caller gets the rights of their groups plus Anonymous (Groups and rights)' },
      { pattern: /\bsigned-in users? (?:do(?:es)? not|never) (?:get|keep|have) (?:the )?Anonymous\b/i, why: 'a signed-in user keeps the Anonymous rights (Groups and rights)' },
    ],
  },
  {
    name: 'read 4 C2: elements show a DateTime in the viewer\'s browser time zone; logic (conditions, schedules, date functions) uses the application time zone',
    owner: '/building-concepts/data/Datatypes/',
    ownerStates: /elements such as the Date field show it in the time zone of the viewer's browser/,
    contradictions: [
      { pattern: /\b(?:elements?|Date field|shown|shows?)\b[^.]{0,60}\bDateTime values? in (?:the application's|that) (?:time )?zone\b|\bDateTime values? (?:are|is) shown in the application's time zone\b/i, why: 'elements show DateTime values in the time zone of the viewer\'s browser (Datatypes)' },
      { pattern: /\bdisplay time zone\b/i, why: 'the application time zone is the zone of the logic; elements display in the browser\'s zone (Datatypes)' },
    ],
  },
  {
    name: 'read 4 C1: Decimal arithmetic is exact base-10 with 18 significant digits; only results without a finite decimal form are rounded',
    owner: '/building-concepts/logic/functions/all-functions/math/',
    ownerStates: /^Tessera calculates in base 10, not in binary floating point/,
    contradictions: [
      { pattern: /\bIEEE 754\b|\b(?:in|to|full) double precision\b/i, why: 'Tessera calculates Decimals in base 10 with 18 significant digits (math group)' },
      { pattern: /\b0\.30000000000000004\b|\b0\.1 \+ 0\.2\b[^.]{0,30}\b(?:may not|does not|doesn't|never) equals?\b/, why: '0.1 + 0.2 is exactly 0.3 in Decimal arithmetic (math group)', inCode: true },
      { pattern: /\bfloating-point (?:noise|tails?|sums?|results?)\b|\bbinary (?:noise|artifacts?|tails?)\b/i, why: 'Decimal results carry no binary noise; only results without a finite decimal form are rounded (math group)' },
    ],
  },
  {
    name: 'read 4 K1: a File has name, contentType and bytes (plus url once stored on a data object); a Media value has id, name, folder, mimeType, size and url',
    owner: '/building-concepts/data/Datatypes/',
    ownerStates: /^a File has name, contentType and bytes \(its size\), plus a url once it is stored on a data object/,
    contradictions: [
      { pattern: /"(?:declaredType|mediaId)"|\bdeclaredType\b|\bmediaId\b/, why: 'File and Media values have one set of field names each (Datatypes): contentType for a File, id for a Media value', inCode: true },
      { pattern: /\bA File (?:with|value|has)\b[^.]*\b(?:mimeType|the size)\b/, why: 'a File names its type contentType and its size bytes (Datatypes)' },
      { pattern: /^\{ "name": "[^"]*", "mimeType"/, why: 'a File value (no id) has contentType and bytes; mimeType and size belong to Media values (Datatypes)', inCode: true },
    ],
  },
  {
    name: 'read 4 K2: a file or image above the media library limits fails with MEDIA_TOO_LARGE in every function; IMAGE_TOO_LARGE does not exist',
    owner: '/building-concepts/media-library/',
    ownerStates: /A step that stores or processes a file above either limit, whichever function it is, fails with MEDIA_TOO_LARGE/,
    contradictions: [{ pattern: /\bIMAGE_TOO_LARGE\b/, why: 'the media library limits fail with MEDIA_TOO_LARGE in every function (Media library)', inCode: true }],
  },
  {
    name: 'read 4 C4: the File uploader stores each upload in the media library itself and gives Media; same names get -1, -2, replacing is an explicit Replace',
    owner: '/building-concepts/ui/Elements/File uploader',
    ownerStates: /no step of yours stores the upload/,
    contradictions: [
      { pattern: /\bstores? (?:it|the upload|the file|each upload|the uploaded file) with createmedia\b/i, why: 'the File uploader stores uploads itself; createmedia is for files logic produces (File uploader)' },
      { pattern: /\bunder the name of an existing item\b[^.]{0,40}\breplaces it\b/i, why: 'a same-named item is kept with -1, -2 appended; replacing is the explicit Replace command (Media library)' },
      { pattern: /\b\w+Uploader\.file\b/, why: 'a File uploader\'s value is a Media value, read as {{inpCode}}; it has no .file property (File uploader)', inCode: true },
    ],
  },
  {
    name: 'read 4 C5: the picker offers only fitting types, with three conveniences (Number/Decimal into Text, Number into Decimal, Media into File); multi-type inputs list each type',
    owner: '/building-concepts/logic/functions/',
    ownerStates: /^The picker only offers values whose type fits, with three conveniences/,
    contradictions: [
      { pattern: /\bNumber values and numeric Text\b|\bNumeric text items are converted\b|\bA Text input that contains a plain number\b/i, why: 'math inputs take Number and Decimal; numeric Text is converted by an explicit step (Functions, inputs and outputs)' },
      { pattern: /\bconverted to the parameter's (?:data)?type\b/i, why: 'a template argument must be of the parameter\'s datatype; the picker offers only values that fit (Functions)' },
      { pattern: /\bNumbers and dates are converted with\b/i, why: 'placeholder values are typed inputs that are formatted for display, not Text converted (Functions)' },
      { pattern: /\bor its Text id\b|\bA Text id such as\b[^.]*\bis accepted too\b/i, why: 'an input that takes an id as well lists the type: Media or Text (Functions)' },
    ],
  },
  {
    name: 'read 4 C6: loops (For each, Repeat, While) and conditionals are structure blocks of the Action editor, not functions; the flow group holds no loop',
    owner: '/building-concepts/logic/loops',
    ownerStates: /^Loops are flow constructs of the Action editor, not functions/,
    contradictions: [
      { pattern: /\b(?:blocks?|loops?)\b[^.]{0,60}\b(?:live|lives|come|comes) (?:in|from) the flow group\b/i, why: 'loop and conditional blocks are constructs of the Action editor; the flow group holds functions only (Loops)' },
      { pattern: /\bloops? (?:are|is) (?:a )?functions?\b/i, why: 'loops are flow constructs, not functions (Loops)' },
    ],
  },
  {
    name: 'read 4 C7: a request to one of the application\'s own APIs is the function callapi, written as a step; there is no call API construct',
    owner: '/building-concepts/logic/functions/',
    ownerStates: /A request to one of the application's own APIs is not a flow construct: it is the function callapi/,
    contradictions: [
      { pattern: /^-\s*call API:/, why: 'write the step with the function callapi and its inputs (Functions, step notation)', inCode: true },
      { pattern: /\bcall API for a request\b|\bcall API (?:construct|block)\b/i, why: 'callapi is a function, not a flow construct (Functions, step notation)' },
    ],
  },
];
