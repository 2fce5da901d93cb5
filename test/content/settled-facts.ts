/**
 * Contradictions that a review found between pages and that issue 12 settled once. Each fact has an
 * owner page that must keep stating the settled rule, and the sentence shapes that would reopen the
 * question if any page wrote them again. Patterns are applied to every sentence, table row and
 * heading of the site (code blocks excluded), plus each page's title and description.
 */
export interface SettledFact {
  name: string;
  owner: string;
  ownerStates: RegExp;
  contradictions: { pattern: RegExp; why: string }[];
}

const FUNCTIONS = '/building-concepts/logic/functions/all-functions/';

export const SETTLED_FACTS: SettledFact[] = [
  {
    name: 'OTP secrets: configureotp returns the secret exactly once, at setup; nothing returns it after activation',
    owner: '/security/Authentication',
    ownerStates: /configureotp.*returns it exactly once/,
    contradictions: [
      { pattern: /\bsecrets? (?:are|is) never (?:returned|shown|exposed)\b(?!.*\b(?:after|once)\b)/i, why: 'configureotp returns the secret once, at setup: say "never returned after activation"' },
      { pattern: /\bnever returned by any function\b/i, why: 'configureotp returns the secret once, at setup' },
    ],
  },
  {
    name: 'OTP setup is confirmed by activateuserotp; checkotp only verifies an active OTP',
    owner: `${FUNCTIONS}user/checkotp`,
    ownerStates: /^checkotp verifies a one-time password for a user whose OTP is already active/,
    contradictions: [
      { pattern: /\bcheckotp\b[^.]{0,60}\b(?:runs|is called|verifies)\b[^.]{0,30}\b(?:during|at) setup\b/i, why: 'setup is confirmed with activateuserotp, not checkotp' },
      { pattern: /\bcheckotp\b[^.]{0,40}\bconfirms? (?:the|a) (?:new )?setup\b/i, why: 'setup is confirmed with activateuserotp, not checkotp' },
      { pattern: /\bboth during setup and\b/i, why: 'checkotp does not run during setup' },
    ],
  },
  {
    name: 'a login with otpRequired finishes when checkotp returns true in the pending session',
    owner: '/security/Authentication',
    ownerStates: /A true from checkotp in the pending session completes the login/,
    contradictions: [
      { pattern: /\bthe session starts\b/i, why: 'the login finishes when checkotp turns the pending session into a full session' },
      { pattern: /\bno session exists yet\b/i, why: 'login with otpRequired leaves a pending session' },
      { pattern: /\bpending session expires after (?!5 minutes)\d+/i, why: 'the pending session expires after 5 minutes' },
    ],
  },
  {
    name: 'incoming webhooks: a Webhook trigger, with the signature checked by verifywebhooksignature',
    owner: '/building-concepts/logic/action-triggers',
    ownerStates: /The platform does \*{0,2}not\*{0,2} verify the sender's signature/,
    contradictions: [
      { pattern: /\b(?:step|steps|action|yourself)\b[^.]{0,30}\bcomput\w* (?:the |an )?HMAC\b|\bcompute the HMAC yourself\b/i, why: 'builders check signatures with verifywebhooksignature, never by computing an HMAC in steps' },
      { pattern: /\bWebhook triggers? (?:verif|check)\w* (?:the )?(?:sender's )?signature/i, why: 'the Webhook trigger does not verify signatures; verifywebhooksignature does' },
      { pattern: /\bwebhook (?:signing )?secret\b[^.]{0,40}\bglobal variable\b/i, why: 'signing secrets live in the integration settings' },
    ],
  },
  {
    name: 'queued jobs: queuejob names the action and a queue (default `default`); queues set concurrency and order',
    owner: '/building-concepts/jobs',
    ownerStates: /queuejob.*step, which names three things: the action to run, the queue/,
    contradictions: [
      { pattern: /\bactions put items on (?:its|the job's) queue\b/i, why: 'a queued job has no definition; queuejob names the action and the queue' },
      { pattern: /\bjob that processes a queue\b/i, why: 'queues are not processed by a job definition' },
      { pattern: /\bqueuejob\b[^.]{0,80}\b(?:no|without a) queue\b/i, why: 'queuejob takes an optional queue, `default` when empty' },
    ],
  },
  {
    name: 'the function library has about 400 functions; the reference documents the pages that exist',
    owner: FUNCTIONS,
    ownerStates: /\bdocuments \d+ of the library's about 400 functions|\bdocuments \d+\b/,
    contradictions: [
      { pattern: /\b(?:about|around|roughly|over) 400 documented functions\b/i, why: 'the reference documents fewer than 400 functions' },
      { pattern: /\bthe reference for every function\b/i, why: 'the reference does not cover every function of the library' },
    ],
  },
];

/**
 * Smaller contradictions the second review of issue 12 fixed, each as the wording that would bring it
 * back and the page that holds the rule.
 */
export const SETTLED_WORDING: { pattern: RegExp; why: string }[] = [
  { pattern: /\bgetverticallistcomponentbycode\b[^.]{0,40}\b(?:returns|reaches|gives|reloads) the (?:whole )?list\b/i, why: 'getverticallistcomponentbycode returns one row by its code (its function page)' },
  { pattern: /\btakes? a (?:panel|tab) code\b/i, why: 'hide and show take the element; the panel or tab code goes in its element input (Accordion, Tabs)' },
  { pattern: /\bglobal variable `?mailFrom`?/i, why: 'the mail sender lives in Settings → Integration settings → Mail sender (Integration settings)' },
  { pattern: /\bjob id\b[^.]{0,40}\bpoll/i, why: 'there is no job-status API; report results on a data object or with sendwebhook (Blank API)' },
  { pattern: /\bfinduser\b[^.]{0,80}\bsign-up\b/i, why: 'public sign-up relies on createuserv2 failing with EMAIL_ALREADY_REGISTERED; finduser is for admin screens (Email field)' },
  { pattern: /\*\*Access\*\* settings|\bUse as page\b/, why: 'pages are opened to groups on the template’s Rights tab (Creating templates)' },
  { pattern: /\belementvisible\b[^.]{0,60}\bhides?\b/i, why: 'elementvisible only reports visibility; hidepartv2 hides (its function page)' },
  { pattern: /\bwait\b[^.]{0,30}\bfor that many seconds\b(?![^.]*\bmilliseconds\b)/i, why: 'wait takes milliseconds (its function page)' },
  { pattern: /\brecreate it from the audit log\b/i, why: 'the audit log keeps no values; use Restore to a copy (Backup)' },
  { pattern: /\beach function has a reference page\b/i, why: 'the reference documents some of the library’s functions, not all (function reference)' },
  { pattern: /\bon plans? (?:with|that include) (?:it|export)\b/i, why: 'name the plans (Plans and pricing)' },
  { pattern: /\bthe response is capped\b/i, why: 'a page size above 250 fails with 400 page_size_too_large (Find API)' },
  { pattern: /\bcurrent user\b(?=[^.]*\b(?:filter|=|contains)\b)/i, why: 'fixed filters name the calling user `caller` (Find API, Authorization)' },
];
