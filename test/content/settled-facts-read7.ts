/**
 * Contradictions the seventh content read found (issue 38, a reader who saw only the built site), settled once.
 * Each entry names its owner page and the wordings that would reopen the question.
 * The first five settle the read's contradictions C1-C5, the rest its example defects and unanswered questions.
 */
import type { SettledFact } from './settled-facts.js';

const FUNCTIONS = '/building-concepts/logic/functions/all-functions/';

export const READ7_FACTS: SettledFact[] = [
  {
    name: 'read 7, C1: Text never turns into a Number or Decimal by itself; that conversion is an explicit step',
    owner: '/building-concepts/data/Datatypes/',
    ownerStates: /\bText never turns into a Number or Decimal by itself: that conversion is an explicit step\b/,
    contradictions: [
      { pattern: /\bconversion badge\b/i, why: 'the Action editor converts nothing implicitly; Text becomes a Number only through a step such as createnumbervariable2 (Datatypes, Functions)' },
      { pattern: /\b(?:Action editor|editor|platform|step)\b[^.]{0,30}\bconverts? (?:it|the (?:text|value))\b[^.]{0,60}\b(?:Number|Decimal)\b/i, why: 'conversions from Text to Number or Decimal are explicit steps (Datatypes)' },
      { pattern: /\bText\b[^.]{0,40}\b(?:is|are) (?:converted|parsed|coerced) (?:automatically|implicitly|on its own)\b/i, why: 'Text never becomes a Number or Decimal by itself (Datatypes)' },
    ],
  },
  {
    name: 'read 7, C2 and question 6: a Vertical list row\'s code is the id of its data object, or the value of the list\'s Code field',
    owner: '/building-concepts/ui/Elements/Vertical list',
    ownerStates: /\bwith a \*{0,2}code\*{0,2}: the id of the data object it shows, or the value of the field set in Code field\b/,
    contradictions: [
      { pattern: /\bcode of the list followed by (?:its|the item's|the row's) (?:index|position)\b/i, why: 'a row’s code is its data object’s id or its Code field value, not the list code plus an index (Vertical list)' },
      { pattern: /\bcode field property in the Template editor\b/i, why: 'the property is Code field in the Vertical list’s property table (Vertical list)' },
    ],
  },
  {
    name: 'read 7, C3 and question 8: the platform writes error lines for unhandled errors, and the warning and info lines each function page names; nothing else without logline',
    owner: '/building-concepts/logic/application-logs',
    ownerStates: /\bThe platform writes lines by itself in exactly three cases\b/,
    contradictions: [
      { pattern: /\bThe other levels appear only when you write them with the \[?logline\b/i, why: 'functions write documented warning and info lines themselves (Application logs)' },
      { pattern: /\b(?:warning|info|debug) lines? (?:appear|are written) only (?:when|if) you (?:write|log) them\b/i, why: 'functions write documented warning and info lines themselves (Application logs)' },
      { pattern: /\brecords the technical story of every action run, such as which steps ran\b/i, why: 'a run’s entry does not list the steps it ran (Application logs)' },
    ],
  },
  {
    name: 'read 7, C4: Decimal arithmetic is exact, so unit conversions with an exact factor are exact; no binary rounding',
    owner: `${FUNCTIONS}math/lbstokg`,
    ownerStates: /\bDecimal arithmetic is exact, so the result is exact\b/,
    contradictions: [
      { pattern: /\bexact apart from (?:the )?binary rounding\b/i, why: 'Decimal is computed in base 10; an exact factor gives an exact result (lbstokg, math group)' },
      { pattern: /\bbinary rounding of the (?:final|last) (?:decimal )?digits\b/i, why: 'Decimal is computed in base 10 (math group)' },
    ],
  },
  {
    name: 'read 7, C5: a template component in logic is an Element reference; a Template reference points at a template itself',
    owner: '/building-concepts/data/Datatypes/',
    ownerStates: /\ba placed template component is an Element reference\b/,
    contradictions: [
      { pattern: /\b(?:pointer to|points (?:at|to)) a template or (?:a )?template component\b/i, why: 'a placed template component is an Element reference, as every template function takes it (Datatypes)' },
      { pattern: /\btemplate components? (?:is|are) (?:a |typed as )?Template references?\b/i, why: 'a placed template component is an Element reference (Datatypes)' },
    ],
  },
  {
    name: 'read 7, example defects 1 and 3, question 3: callapi passes only query and paging; a Find API answers in its Default sort with its returned fields, without hasMore, so actions page on total',
    owner: `${FUNCTIONS}api/callapi`,
    ownerStates: /\bwithout `?hasMore`?, so page on until `?page`? × `?pageSize`? reaches `?total`?/,
    contradictions: [
      { pattern: /\buntil the response reports `?hasMore`? as false\b/i, why: 'callapi returns status, data, total and totalIsEstimate, no hasMore: page on total (callapi)' },
      { pattern: /\bAsk only for the `?\w+`? field\b/i, why: 'callapi has no field selection; set the Find API’s returned fields (callapi, Find API)' },
      { pattern: /^Sort by `?\w+`? (?:ascending|descending) and set `?pageSize`?\b/i, why: 'callapi passes no sort; set the Find API’s Default sort (callapi)' },
      { pattern: /\bLoop over `?overdueLoans`?(?!\.data)\b/i, why: 'callapi’s items are in the output’s `data` (callapi)' },
    ],
  },
  {
    name: 'read 7, example defect 2 and question 2: no function sorts a List in an action; data is sorted by its query and a Bar chart sorts its own bars; one Object key is read with a dot or maptojsonpathsv3',
    owner: FUNCTIONS,
    ownerStates: /\bNo function sorts a List: sort where the data comes from\b/,
    contradictions: [
      { pattern: /\bsort it by count descending\b/i, why: 'no function sorts a List; the Bar chart’s Sort property orders bars (All functions, Bar chart)' },
      { pattern: /\btreating a missing key as 0\b(?![^.]*maptojsonpathsv3)/i, why: 'name the step: maptojsonpathsv3 with defaults reads a key that may be missing (All functions)' },
    ],
  },
  {
    name: 'read 7, example defects 5 and 6, question 5: a condition cannot catch a failing step; only a sub-action called with continueOnError can',
    owner: '/building-concepts/logic/conditionals',
    ownerStates: /\bA condition cannot catch a step that fails\b/,
    contradictions: [
      { pattern: /\bcatch (?:that|the) error\b(?![^.]*\b(?:sub-action|callsubaction)\b)/i, why: 'say how: a sub-action called with callsubaction and continueOnError (Conditionals)' },
      { pattern: /^\s*- activateuserotp: \{ code: "\{\{inpFirstCode\}\}" \}/, why: 'activateuserotp fails with ACCOUNT_LOCKED on the fifth wrong code: call it through a sub-action with continueOnError (OTP Qr Code)', inCode: true },
    ],
  },
  {
    name: 'read 7, example defect 6: the invoice manual reads scanned PDFs with imagetotext directly and rounds the VAT rate to whole percents',
    owner: '/how to/interactive manuals/LLM workflows',
    ownerStates: /\bIt reads a PDF directly, so no page images are stored in the media library\b/,
    contradictions: [
      { pattern: /\bconvert the pages with \[?pdftoimage\b/i, why: 'imagetotext reads a PDF itself; pdftoimage leaves images in the media library (LLM workflows)' },
      { pattern: /\bpercentage\b[^.]*`whole` to the net amount to compute the VAT rate\b/i, why: 'set decimals to 0, or per-line rounding such as 20.97% is flagged (LLM workflows)' },
    ],
  },
  {
    name: 'read 7, example defect 4: the Chips example keeps a List of Text, replaces the whole typed chip and drops a duplicate slug',
    owner: '/building-concepts/ui/Elements/Chips input field',
    ownerStates: /\bso the field's value stays a List of Text\b/,
    contradictions: [
      { pattern: /\bwith Suggestions from the Find API `?tags`? and Display field `?name`?/i, why: 'data-object suggestions make the value a list of data objects, which listtoseperatedstring does not take (Chips input field)' },
      { pattern: /^\s*- replace: \{ text: "\{\{tagText\}\}", search: "\{\{context\.text\}\}"/, why: 'an unwrapped search can hit part of another tag; search for |typed| (Chips input field)', inCode: true },
    ],
  },
  {
    name: 'read 7, question 1 and example defect 7: id is a UUID unless the creating call supplies a custom one, which never changes',
    owner: '/building-concepts/data/Database',
    ownerStates: /\bThe platform sets `?id`? to a UUID unless the creating call supplies a custom one\b/,
    contradictions: [
      { pattern: /\b(?:data object )?ids? (?:is|are) always (?:a )?UUIDs?\b/i, why: 'a creating call may supply a custom id (Database)' },
      { pattern: /\b(?:you|callers|an action) cannot (?:set|choose|supply) (?:the |an |your own )?`?id`?\b/i, why: 'a Create API body or createdataobject may supply a custom id (Database)' },
    ],
  },
  {
    name: 'read 7, question 4: a Number is exact up to 2^53 - 1; a Decimal has up to 18 significant digits, whole part included',
    owner: '/building-concepts/data/Datatypes/',
    ownerStates: /\bWhole numbers from -9,007,199,254,740,991 to 9,007,199,254,740,991\b/,
    contradictions: [
      { pattern: /\b64-bit whole numbers\b|\bWhole numbers, 64-bit\b/i, why: 'a Number is exact up to 2^53 - 1, as the math functions say (Datatypes)' },
    ],
  },
  {
    name: 'read 7, question 7: the 100 requests per second are the same on every plan and not raised by contract; more than 50 seats is agreed in a Business order form',
    owner: '/licenses-&-billing/',
    ownerStates: /\bThe rate is the same on every plan and is not raised by contract\b/,
    contradictions: [
      { pattern: /\b(?:raise|increase|lift)\w*\b[^.]{0,30}\b(?:request )?rate(?: limit)?\b[^.]{0,40}\b(?:on request|by contract|in an order form|for Business)\b/i, why: 'the request rate is not raised by contract (Plans and pricing)' },
      { pattern: /\b(?:buy|add|purchase) (?:single|individual|extra) (?:developer )?seats? one at a time\b/i, why: 'seats are not sold one at a time (Plans and pricing)' },
    ],
  },
  {
    name: 'read 7, question 8: application logs are not exported or streamed; only the audit log is pushed to a SIEM',
    owner: '/building-concepts/logic/application-logs',
    ownerStates: /\bApplication logs are not exported or streamed; only the \[?audit log\]?/,
    contradictions: [
      { pattern: /\bapplication logs?\b[^.]{0,40}\b(?:streamed|pushed|forwarded|exported)\b[^.]{0,20}\b(?:to|into) (?:a |your )?SIEM\b/i, why: 'only the audit log is pushed to a SIEM (Application logs)' },
    ],
  },
  {
    name: 'read 7, question 9: besides the role colors every palette has surface and on-surface',
    owner: '/building-concepts/design-system',
    ownerStates: /\bTwo more color tokens come with every palette: `?surface`?/,
    contradictions: [
      { pattern: /\b(?:only|exactly) (?:six|6) colou?r tokens\b/i, why: 'surface and on-surface come with every palette (Design system)' },
    ],
  },
  {
    name: 'read 7, question 10: a queue has no cap and no expiry for waiting items; an item whose action a newer version removed fails without retries',
    owner: '/building-concepts/jobs',
    ownerStates: /\bNo cap and no expiry: an item waits until a running slot is free\b/,
    contradictions: [
      { pattern: /\bqueued (?:items?|jobs?) (?:expires?|(?:is|are) dropped|(?:is|are) discarded) after\b/i, why: 'waiting items never expire (Jobs)' },
      { pattern: /\bqueues? (?:holds?|takes?|accepts?) at most [\d,]+ (?:waiting )?items\b/i, why: 'a queue has no cap on waiting items (Jobs)' },
    ],
  },
];
