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
  {
    name: 'Production data is granted only by an Owner; an Admin cannot grant it, not even to themselves',
    owner: '/building-concepts/groups-and-rights/Manage developer access',
    ownerStates: /Only an Owner can grant it, to an Admin or a Developer, per application; an Admin cannot grant it/,
    contradictions: [
      { pattern: /\bAdmins? can grant themselves anything\b/i, why: 'an Admin cannot grant the Production data permission: only an Owner can' },
      { pattern: /\bmanage access for all applications\s*(?:,|$)(?! except)/i, why: 'Admins manage all access except the Production data permission' },
    ],
  },
  {
    name: 'other environments: Acceptance and Production data objects need the Production data permission',
    owner: '/building-concepts/groups-and-rights/Manage developer access',
    ownerStates: /Reading end-user records in Acceptance and Production is a separate permission, Production data/,
    contradictions: [
      { pattern: /\bin the other environments you see\b[^.]*\bglobal variable values and data\b/i, why: 'records of Acceptance and Production need the Production data permission' },
    ],
  },
  {
    name: 'groups hold rights only on API operations (plus Read sensitive fields), templates and actions; there is no export right',
    owner: '/building-concepts/groups-and-rights/',
    ownerStates: /^There is no separate export right: an end user gets records only through/,
    contradictions: [
      { pattern: /\bExport personal data\b/i, why: 'there is no Export personal data right: exporting a format is a developer task in the data browser' },
      { pattern: /\b(?:Update, Delete or export|export) rights? on personal data\b/i, why: 'groups have no export right' },
    ],
  },
  {
    name: 'soft-deleted data objects: 30 days, restored or purged by a developer in the data browser, then purged automatically',
    owner: '/building-concepts/data/Database',
    ownerStates: /^After 30 days the platform purges it automatically/,
    contradictions: [
      { pattern: /\bonly the Administrators group can purge\b/i, why: 'purging is a developer task in the data browser, not a right of a group' },
      { pattern: /\brestore it from the data browser until it is purged\b(?![^.]*30 days)/i, why: 'soft-deleted records can be restored for 30 days' },
      { pattern: /\b(?:soft-deleted|soft delete)\b[^.]{0,80}\brecoverable for (?!30 days)\d+ days\b/i, why: 'soft-deleted data objects are recoverable for 30 days' },
    ],
  },
  {
    name: 'the login template and reset password page are application settings; sign-in methods and password rules are under Users & groups → Login settings',
    owner: '/tessera-platform/applications',
    ownerStates: /sign-in methods, password rules and two-factor rules are under Users & groups → Login settings/,
    contradictions: [
      { pattern: /\bauthentication settings\b/i, why: 'no screen is called authentication settings: pages are under Settings, sign-in rules under Users & groups → Login settings' },
    ],
  },
  {
    name: 'every action runs on the server and can read an integration secret, whatever started it; a secret must never reach the page',
    owner: '/reference/Integration settings',
    ownerStates: /^Every action can read a secret, whatever started it: every action runs on the server/,
    contradictions: [
      { pattern: /\b(?:read|readable)\b[^.]{0,30}\bonly\b[^.]{0,20}\b(?:server-side actions|actions that run on the server)\b/i, why: 'every action runs on the server and may read a secret; the rule is that it must not reach a template' },
      { pattern: /\bonly server-side actions can read\b|\bSecrets resolve only while an action runs on the server\b/i, why: 'every action runs on the server and may read a secret' },
    ],
  },
  {
    name: 'AI helpers use one language model provider, Lumenforge AI SAS (Paris)',
    owner: '/policies/Sub-processors',
    ownerStates: /^Lumenforge AI SAS receives the prompts and the responses of AI helpers/,
    contradictions: [
      { pattern: /\blanguage models hosted in EU regions\b/i, why: 'one provider, Lumenforge AI SAS, processes prompts' },
      { pattern: /\b(?:AI model|language model|LLM) providers\b/i, why: 'there is one language model provider, Lumenforge AI SAS' },
    ],
  },
  {
    name: 'the data functions have no bulk operations: one step per data object',
    owner: `${FUNCTIONS}data/`,
    ownerStates: /There are no bulk functions: each step creates, changes or deletes one data object/,
    contradictions: [
      { pattern: /\bbulk operation, where the data functions offer one\b/i, why: 'the data functions have no bulk operations' },
      { pattern: /\b(?:updatedataobject|deletedataobject|revokegroup|grantgroup)\b[^.]{0,60}\bin bulk\b/i, why: 'these functions change one record or user per step' },
    ],
  },
  {
    name: 'Date field example: the count of nights has its own action bound to On change of inpCheckOut',
    owner: '/building-concepts/ui/Elements/Date field',
    ownerStates: /its own action, countNights, bound to On change of inpCheckOut/,
    contradictions: [
      { pattern: /\bthe last two steps also run when inpCheckOut changes\b/i, why: 'an action bound to inpCheckIn does not run when inpCheckOut changes' },
    ],
  },
  {
    name: 'list items are read with [n], counted from 0; a dot reads a field',
    owner: '/building-concepts/logic/functions/',
    ownerStates: /^A dot reads a field and \[n\] an item of a list, counted from 0/,
    contradictions: [
      { pattern: /\{\{[A-Za-z_][\w.]*\.\d+(?=[.}\]])/, why: 'a list item is read with [n], such as {{orders.items[0].id}}, not with a dot and a number', inCode: true },
    ],
  },
  {
    name: 'callexternalapi: the Authorization header is built with setrequestheader, never written inline with the secret',
    owner: `${FUNCTIONS}api/callexternalapi`,
    ownerStates: /insert it into the Authorization header with setrequestheader/,
    contradictions: [
      { pattern: /"Authorization": "(?:Bearer|Basic) \{\{/, why: 'build the Authorization header with setrequestheader, so the secret never sits inline in a step', inCode: true },
    ],
  },
  {
    name: 'application logs: one entry per run and unhandled errors; steps such as a successful HTTP call leave no line unless a logline writes one',
    owner: '/building-concepts/logic/application-logs',
    ownerStates: /a successful outgoing HTTP call, a sent mail or a saved record leaves no line of its own/,
    contradictions: [
      { pattern: /\bapplication logs show no second HTTP call\b/i, why: 'the logs do not record successful HTTP calls; check the trace of a test run' },
      { pattern: /\b(?:application )?logs? (?:shows?|lists?|records?) (?:each|every) (?:HTTP|outgoing|external) (?:call|request)\b/i, why: 'the logs do not record successful HTTP calls unless a logline writes one' },
    ],
  },
  {
    name: 'element codes start with the kind prefix of the Elements overview (inpPhoto, tblOrders, stpCheckout), never a kind suffix',
    owner: '/building-concepts/ui/Elements/',
    ownerStates: /names codes with the prefixes below, followed by a capitalized name/,
    contradictions: [
      { pattern: /\b(?!icon)[a-z]+(?:Uploader|Stepper|Table|Field|Button|Form)\b/, why: 'element codes carry the kind as a prefix from the Elements overview (inpPhoto, tblOrders, btnCancel)', inCode: true },
    ],
  },
  {
    name: 'template names are lowercase words joined by hyphens (dialog-confirm-delete, block-address)',
    owner: '/building-concepts/ui/templates',
    ownerStates: /Name them in lowercase words joined by hyphens/,
    contradictions: [
      { pattern: /"template": "[A-Z][a-z]+[A-Z]\w*"/, why: 'template names are lowercase words joined by hyphens, such as dialog-confirm-archive', inCode: true },
      { pattern: /\b(?:ConfirmDelete|ConfirmArchive|AddressBlock|AddressForm|AddressPicker|TaskItem|GuestForm)\b/, why: 'template names are lowercase words joined by hyphens' },
    ],
  },
  {
    name: 'action names are camelCase identifiers starting with a verb (createInvoice)',
    owner: '/building-concepts/logic/actions',
    ownerStates: /a camelCase identifier that starts with a verb/,
    contradictions: [
      { pattern: /"action": "[a-z]+(?:-[a-z]+)+"/, why: 'action names are camelCase, such as createInvoice', inCode: true },
      { pattern: /\baction (?:is |named )?(?:create|run|send)-[a-z-]+\b/i, why: 'action names are camelCase, such as createInvoice' },
    ],
  },
  {
    name: 'the plans page is called Plans and pricing, its title, in every link',
    owner: '/licenses-&-billing/',
    ownerStates: /^Plans and pricing\. /,
    contradictions: [{ pattern: /\bLicen[cs]es and billing\b/i, why: 'link the plans page as "Plans and pricing", its title' }],
  },
  {
    name: 'error codes: UPPER_SNAKE step codes from functions and stopaction, lower_snake API codes from the HTTP layer, explained once',
    owner: '/reference/Function error codes',
    ownerStates: /^Tessera writes error codes in two cases, and the case tells you where a code comes from/,
    contradictions: [
      { pattern: /\b(?:error )?codes? (?:are|is) always (?:upper|lower)[ -]?case\b/i, why: 'step codes are upper case, API codes lower case: see Function error codes' },
    ],
  },
  {
    name: 'example domains use the reserved .example top-level domain, never example.com',
    owner: '/building-concepts/ui/Embedding',
    ownerStates: /https:\/\/shop\.example and https:\/\/www\.shop\.example are different origins/,
    contradictions: [{ pattern: /\bexample\.(?:com|org|net|nl|be|de|fr)\b/i, why: 'the docs use .example domains (shop.example, mail.example)', inCode: true }],
  },
];
