/**
 * Contradictions the fifth content read found (issue 38, a reader who saw only the built site), settled once.
 * Each entry names its owner page and the wordings that would reopen the question.
 * The first nine settle the read's contradictions, the rest its unanswered questions; the example-level
 * entries (element codes, step outputs, ids) also check code blocks, because that is where the slips were.
 */
import type { SettledFact } from './settled-facts.js';

const FUNCTIONS = '/building-concepts/logic/functions/all-functions/';

/** The code prefixes of the Elements overview table, longest first so `vdiv` is not read as `div`. */
const CODE_PREFIX = '(?:chrt|chip|html|tabs|vdiv|step|btn|txt|ttl|inp|chk|tgl|rad|sld|ctn|tbl|img|ico|lnk|div|cmp|acc|pnl|tab|stp|dd|vl|hl|pg|qr)[A-Z0-9]';

/** Step-input keys that always name an element by its code. */
const ELEMENT_KEYS = '(?:element|elements|textPart|imageComponent|textPart|titlePart|chip|chart|accordion|datatable|container|simpleContainer|verticalList|panelCode)';

export const READ5_FACTS: SettledFact[] = [
  {
    name: 'read 5, C1 and question 3: Tessera never reloads a template after an action saves; refreshdatatable shows a Datatable the new data, dontreloadtemplate only holds back argument re-renders',
    owner: `${FUNCTIONS}datatable/refreshdatatable`,
    ownerStates: /Tessera never reloads a template after an action saves/,
    contradictions: [
      { pattern: /\breloads? (?:that|the) template once the action ends\b/i, why: 'no template is reloaded after an action saves; call refreshdatatable (refreshdatatable)' },
      { pattern: /\b(?:templates?|pages?|lists?|tables?|datatables?)\b[^.]{0,40}\b(?:reloads?|refresh(?:es)?|is reloaded|are reloaded)\b[^.]{0,20}\b(?:automatically|on its own|by itself) (?:after|once|when) (?:an|the) action\b/i, why: 'nothing reloads on its own after an action saves (refreshdatatable)' },
      { pattern: /\bthe list reloads without them\b/i, why: 'a list does not reload after an action saves; hide or update its items (Vertical list)' },
      { pattern: /\bnext action that changes data reloads\b/i, why: 'changing data never reloads a template; only argument changes re-render it (dontreloadtemplate)' },
    ],
  },
  {
    name: 'read 5, C2 and question 2: Read, Update and Delete APIs have a fixed filter like Find; a record outside it answers 404 not_found, never "zero objects"',
    owner: '/building-concepts/api/Update API',
    ownerStates: /Fixed filter limits updates to records that match it\b/,
    contradictions: [
      { pattern: /\b(?:update|delete)\b[^.]{0,60}\b(?:must )?affects? (?:zero|no) (?:objects|records|data objects)\b/i, why: 'a record outside the fixed filter answers 404 not_found (Update API)' },
      { pattern: /\b(?:Update|Delete) APIs?\b[^.]{0,40}\b(?:has|have|offers?) no fixed filter\b/i, why: 'Update and Delete APIs have a fixed filter (Update API, Delete API)' },
      { pattern: /\bfixed filters? (?:exists? |are |is )?only (?:on|for|in) (?:the )?Find APIs?\b/i, why: 'Read, Update and Delete APIs have a fixed filter too (Authorization)' },
    ],
  },
  {
    name: 'read 5, question 2: on a Delete API the fixed filter hides a record (404) and the Condition refuses a visible one (409 condition_not_met)',
    owner: '/building-concepts/api/Delete API',
    ownerStates: /Put ownership in the fixed filter and state rules in the Condition\b/,
    contradictions: [
      { pattern: /\bCondition\b[^.]{0,60}\b(?:answers?|returns?|refused with) (?:status )?404\b/i, why: 'a record that fails the Condition is refused with 409 condition_not_met (Delete API)' },
      { pattern: /\bfixed filter\b[^.]{0,60}\b(?:answers?|returns?|refused with) (?:status )?(?:409|403)\b/i, why: 'a record outside the fixed filter answers 404, as for an unknown id (Delete API)' },
    ],
  },
  {
    name: 'read 5, C3: datediff days count midnights in the time zone; only elapsed units are truncated toward zero',
    owner: `${FUNCTIONS}date/datediff`,
    ownerStates: /\bdays is the number of midnights between the two values\b/,
    contradictions: [
      { pattern: /\b47 hours is 1 day\b/i, why: 'days count calendar boundaries: 47 hours from Monday 00:30 to Wednesday 23:30 is 2 days (datediff)' },
      { pattern: /\bdatediff\b[^.]{0,80}\balways truncated\b|\bit is always truncated toward zero\b/i, why: 'only elapsed units are truncated; days count midnights (datediff)' },
    ],
  },
  {
    name: 'read 5, C4 and question 4: a user id is usr_ plus 10 capital letters and digits, the value createdBy, updatedBy and {{user.id}} hold',
    owner: `${FUNCTIONS}user/finduserbyid`,
    ownerStates: /\bA user id is usr_ followed by 10 capital letters and digits\b/,
    contradictions: [
      { pattern: /"(?:createdBy|updatedBy|userId|assignedTo|assignedAgent)":\s*"(?!usr_[0-9A-Z]{10}"|\{\{)/, why: 'a user id is usr_ followed by 10 capital letters and digits (finduserbyid)', inCode: true },
      { pattern: /\busr_(?![0-9A-Z]{10}\b)[A-Za-z0-9]+/, why: 'a user id is usr_ followed by 10 capital letters and digits, such as usr_01J8Z6Q4M2 (finduserbyid)', inCode: true },
    ],
  },
  {
    name: 'read 5, question 4: no separate right reads users; whoever may run the action may load accounts through finduserbyid',
    owner: `${FUNCTIONS}user/finduserbyid`,
    ownerStates: /\bThere is no separate right to read users\b/,
    contradictions: [{ pattern: /\ba right to read user (?:data|accounts)\b/i, why: 'there is no such right: the action right decides (finduserbyid)' }],
  },
  {
    name: 'read 5, C5 and question 5: Anonymous and Administrators are the only built-in groups; "anyone signed in" is a group of your own that every account joins',
    owner: '/building-concepts/groups-and-rights/',
    ownerStates: /\bthere is no group of all signed-in users\b/,
    contradictions: [
      { pattern: /\bAuthenticated users\b/, why: 'there is no built-in Authenticated users group (Groups and rights)' },
      { pattern: /\bspecial groups? Anonymous and\b/i, why: 'Anonymous is the only built-in group besides Administrators (Groups and rights)' },
    ],
  },
  {
    name: 'read 5, C6: every example names element codes with the prefixes of the Elements overview; generated codes read like button_7',
    owner: '/building-concepts/ui/Elements/',
    ownerStates: /\bEvery example in these docs, on element pages, function pages and guides alike, names codes with the prefixes below\b/,
    contradictions: [
      {
        pattern: new RegExp(`"${ELEMENT_KEYS}":\\s*"(?!\\{\\{|<|${CODE_PREFIX})`),
        why: 'element codes in examples take a prefix from the Elements overview table (Elements, Code)',
        inCode: true,
      },
      {
        pattern: new RegExp(`[{,]\\s*${ELEMENT_KEYS}: (?!"?\\{\\{|${CODE_PREFIX})[A-Za-z]`),
        why: 'element codes in step notation take a prefix from the Elements overview table (Elements, Code)',
        inCode: true,
      },
      { pattern: /\b(?:simplecontainer|button|title|text|datatable)\d+\b/, why: 'a generated code has an underscore before its number, such as button_7 (Elements, Code)' },
      { pattern: /\bthe codes (?:`)?count(?:Open|DueToday|Waiting)\b/, why: 'Title codes start with ttl (Elements, Code)' },
    ],
  },
  {
    name: 'read 5, C7: a Chip is never a live region; Delete or Backspace on a focused removable chip raises On remove',
    owner: '/building-concepts/ui/Elements/Chip',
    ownerStates: /\bA chip is never a live region\b/,
    contradictions: [
      { pattern: /\bchips? (?:is|are) a live region\b/i, why: 'a chip has no Live region property; announce changes with a snackbar or a Text live region (Chip)' },
      { pattern: /\bpresses Delete on a focused removable chip\b/i, why: 'Delete or Backspace removes a focused chip (Chip)' },
    ],
  },
  {
    name: 'read 5, C8: a later step reads an earlier step by its output name, {{name}}; no step-number or .output notation exists',
    owner: '/building-concepts/logic/functions/',
    ownerStates: /\breads a value: an action parameter, a variable, an element of the template .* or the output of an earlier step\b/,
    contradictions: [
      { pattern: /\{\{\s*(?:step\d+|steps|previous|prev|lastStep)\b[^}]*\}\}/, why: 'read an earlier step by its output name, {{name}} (Functions, step notation)', inCode: true },
      { pattern: /\{\{[^}]*\.output\s*\}\}/, why: 'the output is stored under its name; {{name}} reads it, not {{name.output}} (Functions, step notation)', inCode: true },
    ],
  },
  {
    name: 'read 5, C9: a media id is med_ plus letters and digits, never a file name; functions that take an id type it Media or Text',
    owner: '/building-concepts/data/Datatypes/',
    ownerStates: /\bits id is med_ followed by letters and digits\b/,
    contradictions: [
      { pattern: /\bmedia_[A-Za-z0-9]+/, why: 'a media id is med_ followed by letters and digits, such as med_5Fq9 (Datatypes)', inCode: true },
      { pattern: /"(?:media|svg|urlImage|image|file)":\s*"(?!med_[A-Za-z0-9]+"|\{\{|<)[^"]+\.(?:jpe?g|png|svg|webp|gif|pdf)"/, why: 'pass a Media value or its med_ id, not a file name (Datatypes)', inCode: true },
    ],
  },
  {
    name: 'read 5, sweep: list and step indexes count from 0, so a step placed after the first step gets index 1',
    owner: `${FUNCTIONS}stepper/`,
    ownerStates: /\bSteps are counted from 0: the first step has index 0\b/,
    contradictions: [{ pattern: /\badds a step\b[^.]{0,60}\bafter step 1\b/i, why: 'steps count from 0: after the first step is index 1 (stepper functions)' }],
  },
  {
    name: 'read 5, question 1: an action goes to another page with routetopage; a Button has no target of its own',
    owner: `${FUNCTIONS}template/routetopage`,
    ownerStates: /^routetopage is how an action goes to another page\b/,
    contradictions: [
      { pattern: /\bthe action is responsible for navigating\b/i, why: 'the action navigates with routetopage (routetopage)' },
      { pattern: /\badd an action that navigates to the page\b/i, why: 'name the step: routetopage (routetopage)' },
    ],
  },
  {
    name: 'read 5, question 10: a page the Anonymous group may not open sends a visitor without a session to login by default (When not logged in); a signed-in user without access sees the no-access page',
    owner: '/building-concepts/ui/templates',
    ownerStates: /\bWhen not logged in applies to a visitor without a session on a page the Anonymous group may not open, and defaults to Redirect to login page\b/,
    contradictions: [
      { pattern: /\bset \*{0,2}When not logged in\*{0,2} to redirect\b/i, why: 'redirecting to login is the default of When not logged in (UI templates)' },
      { pattern: /\b(?:the|an?) access(?:-denied)? page\b/i, why: 'the page is called the no-access page (UI templates)' },
    ],
  },
  {
    name: 'read 5, question 6: applications and jobs have no archive state; export and delete or disable sign-in an application, suspend or delete a job',
    owner: '/tessera-platform/applications',
    ownerStates: /\bThere is no archive state\b/,
    contradictions: [
      { pattern: /\b(?:applications?|jobs?)\b[^.]{0,60}\bshould be archived\b/i, why: 'there is no archive state: export and delete, or disable sign-in (Applications)' },
      { pattern: /\barchives? (?:a|the|its) (?:job|application)\b/i, why: 'a job is suspended or deleted; an application exported and deleted (Jobs, Applications)' },
    ],
  },
  {
    name: 'read 5, question 7: without a support grant only Tessera’s operations engineers access customer data, to maintain the service or comply with a legal order, each access in the audit log',
    owner: '/policies/Data_Processing_Agreement',
    ownerStates: /\bWithout a grant, only the Processor's operations engineers may access customer data\b/,
    contradictions: [
      { pattern: /\bsupport (?:staff|engineers?)\b[^.]{0,40}\b(?:may|can) (?:open|access|see)\b[^.]{0,40}\bwithout (?:a |any )?grant\b/i, why: 'support staff open an application only with a valid grant (Data Processing Agreement, section 5)' },
      { pattern: /\b(?:any|all) Tessera (?:staff|employees?)\b[^.]{0,40}\b(?:may|can) (?:access|open|see) customer data\b/i, why: 'only operations engineers, for maintenance or a legal order (Data Processing Agreement, section 5)' },
    ],
  },
  {
    name: 'read 5, question 8: parsecsvfile has no row limit (files up to 100 MB); 120 seconds bound an on-screen import, larger files go to a job; ambiguous numbers such as 1.234 fail their row',
    owner: `${FUNCTIONS}csv/parsecsvfile`,
    ownerStates: /\bthere is no row limit of its own\b/,
    contradictions: [
      { pattern: /\bparsecsvfile\b[^.]{0,60}\b(?:at most|up to|no more than) [\d,]+ rows\b/i, why: 'parsecsvfile has no row limit; the file size and the run time bound it (parsecsvfile)' },
      { pattern: /\bto avoid guessing\b/i, why: 'ambiguous numbers are never guessed: their row goes to errors (parsecsvfile)' },
    ],
  },
  {
    name: 'read 5, question 9: a chart series is styled by the Dashed series property and the color and dashed inputs, never by a class',
    owner: '/building-concepts/ui/Elements/Line chart',
    ownerStates: /\bA series is styled only through these properties and the color and dashed inputs of the charts functions\b/,
    contradictions: [
      { pattern: /\bseries-dashed\b/, why: 'a series is dashed through Dashed series or the dashed input, not a class (Line chart)' },
      { pattern: /\b(?:second|one|a) series (?:has|gets) the class\b/i, why: 'classes apply to the whole chart, never to one series (Line chart)' },
    ],
  },
];
