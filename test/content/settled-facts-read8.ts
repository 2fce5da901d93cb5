/**
 * Contradictions the eighth content read found (issue 38, a reader who saw only the built site), settled once.
 * Each entry names its owner page and the wordings that would reopen the question.
 * The first five settle the read's contradictions C1-C5, the rest its example defects and unanswered questions.
 */
import type { SettledFact } from './settled-facts.js';

const FUNCTIONS = '/building-concepts/logic/functions/all-functions/';

export const READ8_FACTS: SettledFact[] = [
  {
    name: 'read 8, C1: getresponsestatus returns an Object (code, category, ok, retryable), not a bare number',
    owner: `${FUNCTIONS}api/getresponsestatus`,
    ownerStates: /^An Object with code \(Number\), category \(Text/,
    contradictions: [
      { pattern: /\bgetresponsestatus\b[^.]{0,60}\breturns the numeric HTTP status\b/i, why: 'getresponsestatus returns an Object; its code field holds the number (getresponsestatus)' },
      { pattern: /\breturns the numeric HTTP status of a response\b/i, why: 'getresponsestatus returns an Object with code, category, ok and retryable (getresponsestatus)' },
      { pattern: /\bgetresponsestatus\b[^.]{0,30}\breads the HTTP status code from a response so\b/i, why: 'getresponsestatus returns an Object, test its ok field (getresponsestatus)' },
    ],
  },
  {
    name: 'read 8, C2 and question 3: getanswersfromtemplatecomponents takes template components or a Vertical list, which stands for its rendered rows',
    owner: `${FUNCTIONS}template/getanswersfromtemplatecomponents`,
    ownerStates: /\bA Vertical list stands for its row components: only the rows rendered now\b/,
    contradictions: [
      { pattern: /\bA reference in `?elements`? that is not a template component fails\b/i, why: 'a Vertical list is accepted as its rendered rows; only other elements fail (getanswersfromtemplatecomponents)' },
      { pattern: /\bpassing the list `?\w+`? reads every row component in it\b/i, why: 'only the rows rendered now are read, not rows on pages not yet loaded (getanswersfromtemplatecomponents)' },
    ],
  },
  {
    name: 'read 8, C3: the GET form of a Find API is GET /api/v1/{application}/{dataformat}, without /find',
    owner: '/building-concepts/api/Find API',
    ownerStates: /\bIt has no \/find in its path\b/,
    contradictions: [
      { pattern: /\bGET \/api\/v1\/[\w{}-]+\/[\w{}-]+\/find\b/, why: 'only the POST form has /find; the GET form is GET /api/v1/{application}/{dataformat} (Find API)', inCode: true },
    ],
  },
  {
    name: 'read 8, C4: the Template editor panel with the outline of elements is called Element tree',
    owner: '/tessera-platform/Template editor',
    ownerStates: /^Element tree \| Bottom left, collapsible\b/,
    contradictions: [
      { pattern: /^Hierarchy \| Bottom left\b/, why: 'the panel is the Element tree; Hierarchy is the concept page (Template editor, Hierarchy)' },
      { pattern: /\b(?:the )?\[?hierarchy\]?(?:\([^)]*\))? panel\b/i, why: 'the panel is called Element tree (Template editor, Hierarchy)' },
    ],
  },
  {
    name: 'read 8, C5: before a webhook run the platform checks the token, the method, the size and the rate, nothing else',
    owner: '/building-concepts/logic/action-triggers',
    ownerStates: /\bWebhook calls count toward the application's 100 requests per second\b/,
    contradictions: [
      { pattern: /\bThat token is all the platform checks\b/i, why: 'the platform also checks the method, the size and the rate (Action triggers)' },
      { pattern: /\bchecks only the token, the method and the size\b/i, why: 'the rate is checked too: 429 above 100 requests per second (Action triggers)' },
      { pattern: /\bchecks only the token in that URL\b/i, why: 'the method, the size and the rate are checked too (Action triggers)' },
    ],
  },
  {
    name: 'read 8, example defects and question 2: a Horizontal list item\'s code is its data object\'s id, and the list does not page',
    owner: '/building-concepts/ui/Elements/Horizontal list',
    ownerStates: /\bEach item is a template component whose code is the id of the data object it shows\b/,
    contradictions: [
      { pattern: /\bHorizontal list\b[^.]{0,80}\b(?:loads?|fetch(?:es)?) the next (?:batch|page)\b/i, why: 'a Horizontal list shows one call of its source and does not page (Horizontal list)' },
      { pattern: /^On end reached \| A scrolling strip reaches its last item \| Load the next batch\b/, why: 'a Horizontal list has no paging; link to a Vertical list instead (Horizontal list)' },
    ],
  },
  {
    name: 'read 8, example defects and question 5: through an API an Object output is the body, any other output is wrapped under its name',
    owner: '/building-concepts/logic/parameters-output',
    ownerStates: /\ban output of any other type is wrapped under the output's name\b/,
    contradictions: [
      { pattern: /\b(?:Text|Number|Boolean) output\b[^.]{0,40}\bis (?:sent|returned) as the (?:raw|plain) (?:response )?body\b/i, why: 'a non-Object output is wrapped under its name (Parameters and output)' },
    ],
  },
  {
    name: 'read 8, side note: an element hidden from the start takes no space; one hidden later keeps it only with keepSpace',
    owner: '/building-concepts/ui/Elements/',
    ownerStates: /\bAn element hidden from the start takes no space in the rendered page\b/,
    contradictions: [
      { pattern: /^A hidden element takes no space in the rendered page\b/, why: 'hidepartv2 keeps the space with keepSpace (Elements, hidepartv2)' },
    ],
  },
  {
    name: 'read 8, example defect: King\'s Day 2025 was observed on Saturday 26 April, 27 April being a Sunday',
    owner: '/how to/interactive manuals/Calling any API',
    ownerStates: /\bKing's Day on 26 April among them\b/,
    contradictions: [
      { pattern: /\bKing's Day on 27 April\b/i, why: 'King’s Day 2025 was observed on 26 April (Calling any API)' },
      { pattern: /\b27 April 2025\b/, why: 'King’s Day 2025 was observed on 26 April (Calling any API)' },
    ],
  },
  {
    name: 'read 8, question 1: outbound callexternalapi calls do not count toward the application\'s request budget; Tessera Cloud has no fixed outbound IP addresses',
    owner: `${FUNCTIONS}api/callexternalapi`,
    ownerStates: /\bOutbound calls do not count toward the application's requests-per-second budget\b/,
    contradictions: [
      { pattern: /\bcallexternalapi\b[^.]{0,60}\bcounts? toward the application's (?:requests-per-second )?budget\b/i, why: 'only calls to the application’s own APIs count (callexternalapi)' },
      { pattern: /\bTessera Cloud calls out from (?:a )?fixed IP addresses\b/i, why: 'Tessera Cloud has no fixed outbound IP addresses (callexternalapi, Custom domains)' },
    ],
  },
  {
    name: 'read 8, question 6: objecttostringv2 writes a Date as the bare day and only a DateTime in UTC',
    owner: `${FUNCTIONS}object/objecttostringv2`,
    ownerStates: /\bevery Date as the bare day \(2025-03-14\), with no time or zone added\b/,
    contradictions: [
      { pattern: /\bwrites every Date and DateTime as ISO 8601 in UTC\b/i, why: 'a Date has no time or zone and is written as the bare day (objecttostringv2, Datatypes)' },
    ],
  },
  {
    name: 'read 8, question 4: parsecsvfile reads UTF-8 or UTF-16 only; a large Windows-1252 file is re-saved as UTF-8',
    owner: `${FUNCTIONS}csv/parsecsvfile`,
    ownerStates: /\bThe file must be UTF-8 or UTF-16; there is no encoding input\b/,
    contradictions: [
      { pattern: /\bparsecsvfile\b[^.]{0,60}\b(?:detects|applies|reads) (?:the |its )?(?:Windows-1252|character encoding)\b/i, why: 'parsecsvfile has no encoding input and reads UTF-8 or UTF-16 only (parsecsvfile)' },
    ],
  },
];
