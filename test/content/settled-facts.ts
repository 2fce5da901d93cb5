/**
 * Contradictions that a review found between pages and that issue 12 settled once. Each fact has an
 * owner page that must keep stating the settled rule, and the sentence shapes that would reopen the
 * question if any page wrote them again. Patterns are applied to every sentence, table row and
 * heading of the site, each line of its Mermaid diagrams (other code blocks excluded), plus each
 * page's title and description.
 */
import { READ4_FACTS_A } from './settled-facts-read4-a.js';
import { READ4_FACTS_B } from './settled-facts-read4-b.js';
import { READ4_FACTS_C } from './settled-facts-read4-c.js';
import { READ5_FACTS } from './settled-facts-read5.js';
import { READ6_FACTS } from './settled-facts-read6.js';
import { READ7_FACTS } from './settled-facts-read7.js';
import { READ8_FACTS } from './settled-facts-read8.js';
import { READ9_FACTS } from './settled-facts-read9.js';

export interface SettledFact {
  name: string;
  owner: string;
  ownerStates: RegExp;
  /** `inCode`: also applied to each line of the page's other code blocks (the YAML step notation prints actions there). */
  contradictions: { pattern: RegExp; why: string; inCode?: boolean }[];
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
  // Issue 22: the fourteen contradictions a second read by an evaluating builder found.
  {
    name: 'issue 22 #1: Form from dataformat generates an Input field for Text and a Check box for Boolean',
    owner: '/building-concepts/ui/Creating templates/Form from dataformat',
    ownerStates: /^Boolean \| Check box \|/,
    contradictions: [
      { pattern: /\bone input per field\b[^.]*\b(?:a Text field for|a Slide toggle for)\b/i, why: 'the generator places an Input field for Text and a Check box for Boolean (Form from dataformat)' },
      { pattern: /\bgenerat\w*\b[^.]{0,80}\bSlide toggles? for (?:a |the |each |every )?(?:Boolean|`?returned`?)\b/i, why: 'the generator places a Check box for a Boolean; a Slide toggle is a manual switch (Form from dataformat)' },
      { pattern: /\bDelete the `?returned`? toggle\b/i, why: 'the generated element for a Boolean is a Check box (Form from dataformat)' },
    ],
  },
  {
    name: 'issue 22 #2: Tessera strips no personal values from AI prompts; the action leaves them out or redacts them',
    owner: `${FUNCTIONS}ai/`,
    ownerStates: /Tessera does not strip personal values from it, and no AI function has an option that does/,
    contradictions: [
      { pattern: /\bProtect classified data\b/i, why: 'no AI step has such an option; the action redacts prompts itself (AI functions)' },
      { pattern: /\b(?:personal|sensitive)\b[^.]{0,60}\b(?:are|is) (?:removed|stripped|masked|redacted) (?:automatically |for you )?(?:from (?:the )?(?:text|prompts?)[^.]{0,40})?\bbefore (?:sending|the prompt|it is sent)/i, why: 'the platform sends a prompt as the action built it (AI functions)' },
      { pattern: /\bstrips? personal and sensitive values before\b/i, why: 'the platform sends a prompt as the action built it (AI functions)' },
    ],
  },
  {
    name: 'issue 22 #3: a step that needs a screen fails with BROWSER_REQUIRED in a run without one',
    owner: '/building-concepts/logic/action-triggers',
    ownerStates: /every step that acts on a screen fails with BROWSER_REQUIRED/,
    contradictions: [
      { pattern: /\bUI steps do nothing\b|\b(?:does|do) nothing (?:useful )?(?:from|in|inside|there)\b[^.]*\b(?:job|API call|webhook)\b|\bsnackbar\b[^.]*\bdoes nothing\b/i, why: 'screen steps fail with BROWSER_REQUIRED in runs without a screen (Action triggers)' },
      { pattern: /\b(?:show dialogs|set texts|UI steps|screen steps)\b[^.]{0,40}\b(?:do nothing|are skipped|are ignored|have no effect)\b/i, why: 'screen steps fail with BROWSER_REQUIRED in runs without a screen (Action triggers)' },
    ],
  },
  {
    name: 'issue 22 #14: a Datatable row action is an icon button with a code, icon and accessible label, handled by On row action',
    owner: '/building-concepts/ui/Elements/Datatable',
    ownerStates: /^On row action \| A row action button is pressed; context\.code holds that row action's code and context\.row the row's data object/,
    contradictions: [
      { pattern: /\brow action with the label\b/i, why: 'a row action is an icon button with a code, an icon and an accessible label (Datatable)' },
      { pattern: /\badd (?:a|one|two|three) row actions?,? [A-Z][\w ]{0,30}?(?: and [A-Z][\w ]{0,30}?)?,? (?:that|each) call/, why: 'row actions fire the datatable’s On row action, which runs the action (Datatable)' },
      { pattern: /\bTessera asks which action to run\b/i, why: 'the action is attached to the datatable’s On row action event (Datatable)' },
      { pattern: /\bClick \*{0,2}Mark returned\*{0,2} on its row\b/i, why: 'the row action is an icon (check) whose label the tooltip shows (Datatable)' },
      { pattern: /\bbutton column\b/i, why: 'per-row buttons are row actions (icon buttons) on a Datatable' },
    ],
  },
  {
    name: 'issue 22 function read: a Media value has id, name, folder, mimeType, size and url on every function page',
    owner: `${FUNCTIONS}media/`,
    ownerStates: /A Media value is a small record describing one stored file: its id, name, folder, mimeType, size in bytes and a url/,
    contradictions: [{ pattern: /\bMedia (?:item|value)\b[^.]*\b(?:contentType|, bytes and)\b/, why: 'Media values name their type mimeType and their length size (Media functions); contentType and bytes belong to File values' }],
  },
  {
    name: 'issue 22 #4: deleted media stays 30 days in Recently deleted, restorable by a developer, then is purged',
    owner: '/building-concepts/media-library/',
    ownerStates: /moves to UI → Media library → Recently deleted and stays recoverable there for 30 days/,
    contradictions: [
      { pattern: /\b(?:media|files?|items?|folders?)\b[^.]{0,80}\b(?:cannot|can't|can never) be (?:undone|recovered|restored)\b/i, why: 'deleted media is restorable for 30 days from Recently deleted (Media library)' },
      { pattern: /\bPermanently remove every item\b|\btreat this step as final\b|\bcannot be undone from an action\b/i, why: 'deleted media is restorable for 30 days from Recently deleted (Media library)' },
      { pattern: /\bfrom a versioned store\b/i, why: 'deleted media is kept in the media library’s Recently deleted (Media library)' },
    ],
  },
  {
    name: 'issue 22 #5: a Find total is exact up to 10,000 matches, then 10000 with totalIsEstimate',
    owner: '/building-concepts/api/Find API',
    ownerStates: /\btotal is exact up to 10,000 matches and reported as 10000 with "totalIsEstimate": true above that/,
    contradictions: [
      { pattern: /\btotal\b[^.]{0,20}\b(?:Number )?of all (?:the )?matches\b/i, why: 'the total is exact only up to 10,000 matches (Find API)' },
      { pattern: /\btotal\b[^.|]{0,60}\b(?:always|is) (?:exact|accurate|precise)\b(?![^.|]{0,30}\bup to 10,000\b)/i, why: 'the total is exact only up to 10,000 matches (Find API)' },
      { pattern: /\bExact up to (?!10,000\b)[\d,]+ matches\b/i, why: 'the total is exact up to 10,000 matches (Find API)' },
    ],
  },
  {
    name: 'issue 22 #6: a sub-action is called with the function callsubaction (Call sub-action); rights are checked on the top-level action',
    owner: '/building-concepts/logic/abstraction',
    ownerStates: /another action calls with the function callsubaction, which the Action editor shows as Call sub-action/,
    contradictions: [
      { pattern: /\bRun action (?:step|block)s?\b|\bRun action for sub-actions\b/, why: 'a sub-action is called with the function step callsubaction, shown as Call sub-action (Abstraction)' },
      { pattern: /^- call action:/, inCode: true, why: 'step notation calls a sub-action with callsubaction: { action: ..., parameters: ... } (Functions, step notation)' },
      { pattern: /\bcall action for a sub-action\b/, why: 'a sub-action is called with the function callsubaction, not a flow construct (Abstraction)' },
      { pattern: /\bRights are checked for the sub-action as well\b/i, why: 'rights are checked on the top-level action only (Abstraction)' },
    ],
  },
  {
    name: 'issue 22 #7: OTP is reset by a developer in Users & groups (no function does it); mail codes are an alternative method, not a fallback',
    owner: '/security/Authentication',
    ownerStates: /\bResetting OTP, for a user who lost their phone, is an editor task: no function resets or removes a user's OTP/,
    contradictions: [
      { pattern: /\bAs a member of `?Support leads`?, reset OTP\b/i, why: 'end users cannot open Users & groups; a developer resets OTP (Authentication)' },
      { pattern: /\b(?:support agent|end user|member)\b[^.]{0,60}\b(?:does this|resets?|switch(?:es)? OTP off)\b[^.]{0,40}\bfrom Users & groups\b/i, why: 'Users & groups is an editor screen; a developer resets OTP (Authentication)' },
      { pattern: /\b(?:mail[- ]code|e-mail|code by e-mail) fallback\b|\bfallback code by e-mail\b/i, why: 'a user has one OTP method at a time: mail codes are an alternative method, not a fallback (Authentication)' },
      { pattern: /\b(?:resetotp|resetuserotp|removeuserotp|deactivateuserotp)\b/i, why: 'no function resets OTP; a developer does it in Users & groups (Authentication)' },
      { pattern: /\bdeveloper with access to the application's users\b/i, why: 'resetting OTP takes Edit on Users & groups (Authentication, Users)' },
      { pattern: /\bsets up a new authenticator at (?:their|the) next sign-in\b/i, why: 'after a reset the user enrolls again only where OTP is required for them (Authentication)' },
    ],
  },
  {
    name: 'issue 22 #8: a developer second factor is optional until a workspace Owner requires it',
    owner: '/security/Authentication',
    ownerStates: /A second factor \(an authenticator app, enrolled like an end user's\) is optional for a developer by default/,
    contradictions: [
      { pattern: /\bDevelopers sign in to the editor with a password and a second factor\b/i, why: 'a developer second factor is optional until an Owner requires it (Authentication)' },
      { pattern: /\bdevelopers? (?:must|always) (?:use|set up|have) (?:a second factor|two-factor|OTP)\b(?![^.]*\brequire)/i, why: 'a developer second factor is optional until an Owner requires it (Authentication)' },
    ],
  },
  {
    name: 'issue 22 #9: a call without credentials runs as Anonymous and gets 401 where Anonymous lacks the right; 403 is for signed-in callers',
    owner: '/building-concepts/api/',
    ownerStates: /A request without credentials is treated as the built-in Anonymous group: it succeeds where Anonymous holds the right, and where it does not, it gets 401 unauthenticated/,
    contradictions: [
      { pattern: /\bDeny: 403 for APIs\b/, why: 'an anonymous API call that lacks the right gets 401; 403 is for signed-in callers (APIs overview)' },
      { pattern: /^alt missing or invalid$/, why: 'a call without credentials runs as Anonymous; only an invalid token gets 401 at once (APIs overview)' },
      { pattern: /\{"Valid session or API token\?"\}|-->\|no\|\s*\w+\["Refuse: 403/, why: 'an invalid token gets 401, and a refused Anonymous call gets 401, not 403 (APIs overview)' },
      { pattern: /\b(?:without credentials|not logged in|anonymous (?:callers?|requests?|visitors?|calls?))\b[^.|;]{0,60}\b(?:gets?|receives?|answer(?:s|ed)? with|(?:is )?refused with|fails? with) (?:a )?403\b/i, why: 'an anonymous call that lacks the right gets 401 (APIs overview)' },
      // Second read (issue 22 item 3): Authorization's gateway, Troubleshooting and the audit log still spoke of 403 only.
      { pattern: /\bA refusal returns HTTP 403\b/i, why: 'a refused caller without credentials gets 401; only a signed-in caller gets 403 (APIs overview)' },
      { pattern: /\bA 403 means none of the caller's groups\b/i, why: 'a 403 is for signed-in callers; a refused Anonymous call gets 401 (APIs overview)' },
      { pattern: /\bRequests refused with 403, aggregated\b/i, why: 'refused anonymous calls are 401 and are logged too (Auditability, APIs overview)' },
    ],
  },
  {
    name: 'issue 22 #10: embedding is a setting of each template (its Settings tab), not an application screen',
    owner: '/building-concepts/ui/Embedding',
    ownerStates: /\bembedding is a setting of each template, not of the application\b/,
    contradictions: [
      { pattern: /\bLanguages, Embedding\b|\bEmbedding, Developer access\b/, why: 'Embedding is not an application settings screen; it is set per template (Embedding)' },
      { pattern: /\bembedding origins from Settings\b/i, why: 'allowed origins are set per template, on its Settings tab (Embedding)' },
      { pattern: /\bapplication(?:'s|’s)? (?:Settings → )?Embedding (?:screen|settings)\b/i, why: 'embedding is set per template (Embedding)' },
    ],
  },
  {
    name: 'issue 22 #11a: identity providers connect over OpenID Connect or SAML 2.0',
    owner: '/security/Authentication',
    ownerStates: /\bover OpenID Connect or SAML 2\.0\b/,
    contradictions: [{ pattern: /\b(?:identity provider|single sign-on)\b[^.]*\bover OpenID Connect\b(?! or SAML)/i, why: 'SAML 2.0 is supported too (Authentication)' }],
  },
  {
    name: 'issue 22 #11b: queued items go on a named queue and start in the order they were queued',
    owner: '/building-concepts/jobs',
    ownerStates: /^Ordering: items start in the order they were queued, first in, first out/,
    contradictions: [
      { pattern: /\bin the order the items arrived\b/i, why: 'items start in queue order and may finish in any order; each queue has its concurrency (Jobs)' },
      { pattern: /\bonce per item handed to it\b/i, why: 'actions put items on a queue with queuejob; no job definition receives them (Jobs)' },
      { pattern: /\bqueued (?:items|jobs) (?:run|finish) (?:one after another|in the order)\b/i, why: 'items start in queue order and may finish in any order (Jobs)' },
    ],
  },
  {
    name: 'issue 22 #12: Anonymous exposure counts read, change and delete rights; an anonymous Create for a public form costs nothing',
    owner: '/security/Security score',
    ownerStates: /\bAn anonymous Create right costs nothing\b/,
    contradictions: [
      { pattern: /\bdrops to 0 for any anonymous right on personal data\b/i, why: 'an anonymous Create for a public form costs nothing (Security score)' },
      { pattern: /\bonly needs Create\)/, why: 'say that the check allows the anonymous Create (Security score)' },
      { pattern: /\bAnonymous group has rights only on templates, APIs and actions that handle public data\b/i, why: 'a Create right for a public form is allowed (Security score)' },
    ],
  },
  {
    name: 'issue 22 #13a: a Radar chart suits five to eight dimensions, and its examples have that many',
    owner: '/building-concepts/ui/Elements/Radar chart',
    ownerStates: /\bover five to eight dimensions\b/,
    contradictions: [
      { pattern: /\bratings on price, quality, delivery and service\b/i, why: 'four dimensions is below the five a radar needs (Radar chart)' },
      { pattern: /\bWith one or two dimensions\b/i, why: 'below five dimensions use a Bar chart (Radar chart)' },
    ],
  },
  {
    name: 'issue 22 #13b: a self-hosted cold disaster-recovery standby is a non-production installation that may serve production only after a declared disaster',
    owner: '/licenses-&-billing/self-hosted-pricing',
    ownerStates: /\bA cold standby is the one exception to the no-production-users rule\b/,
    contradictions: [
      { pattern: /\bfor use without production end users$/, why: 'name the cold-standby exception in the price table (Self-hosted pricing)' },
      { pattern: /\bcold standby for disaster recovery that only takes traffic after a declared incident\b/i, why: 'a standby serves production after a declared disaster; say it is the exception (Self-hosted pricing)' },
    ],
  },
  {
    name: 'issue 22 #13c: the audit log records reads of sensitive fields only; other reads are in the application logs',
    owner: '/security/Auditability',
    ownerStates: /^Data access \| Reads of sensitive fields\b/,
    contradictions: [
      { pattern: /\bwhich records were read\b/i, why: 'the audit log records reads of sensitive fields only (Auditability)' },
      { pattern: /\baudit (?:log|extracts?|export)\b[^.]{0,60}\b(?:every|all) (?:reads?|read requests|API calls|requests)\b/i, why: 'the audit log records reads of sensitive fields only (Auditability)' },
      { pattern: /\bexports the audit log for the service user since\b|\bThe export shows\b[^.]*\bFind requests\b/i, why: 'API calls are listed in the application logs; the audit log only has sensitive reads (Auditability)' },
    ],
  },
  {
    name: 'issue 22 #13d: the DPA annex names each sub-processor company with its role and location',
    owner: '/policies/Data_Processing_Agreement',
    ownerStates: /^Polderhaven Data Centers B\.V\. \| Data center operator, primary \| Amsterdam/,
    contradictions: [
      { pattern: /\bfull list of sub-processors\b/i, why: 'Annex 1 of the DPA names the companies; link it (Data Processing Agreement)' },
      { pattern: /^Sub-processor role \|/, why: 'Annex 1 names companies, not only roles (Data Processing Agreement)' },
      { pattern: /\bnames each role with its location\b/i, why: 'Annex 1 names each company with its role and location (Data Processing Agreement)' },
    ],
  },
  // Issue 22 item 3: a second read by a security officer and a buyer, across security, policies, billing and reference.
  {
    name: 'issue 22 review: prepaid fees are refunded pro rata in three cases, one of them the SLA termination after three months below 99.0%',
    owner: '/licenses-&-billing/Trials, extra seats and refunds',
    ownerStates: /\brefunds prepaid fees pro rata, for the remaining period, in three cases only\b/,
    contradictions: [
      { pattern: /\brefunds? prepaid fees[^.]*\bin two cases only\b/i, why: 'the Uptime SLA adds a third refund case: termination after three months below 99.0% (Trials, extra seats and refunds)' },
      { pattern: /\bDowntime is not refunded in money\b/i, why: 'the Uptime SLA refunds prepaid fees after three months below 99.0% (Trials, extra seats and refunds)' },
      { pattern: /\bService credits (?:under the Uptime SLA )?are (?:your|the) sole remedy\b/i, why: 'the Uptime SLA also gives a termination right with a refund (Uptime SLA, section 8)' },
    ],
  },
  {
    name: 'issue 22 review: the disclosure policy covers your own test applications in all four environments, not only Production hosts',
    owner: '/policies/Coordinated_Vulnerability_Disclosure_Policy',
    ownerStates: /\bin any of their environments: their hosts from \*\.dev\.tessera\.example to \*\.app\.tessera\.example\b/,
    contradictions: [
      { pattern: /\bapplications published under \*\.app\.tessera\.example\b/i, why: 'Development, Test and Acceptance have their own hosts (.dev., .test., .acc.), and Free workspaces only have Development (Environment addresses and custom domains)' },
    ],
  },
  {
    name: 'issue 22 review: an invoice unpaid 30 days after a reminder may make the workspace read-only; late payment alone deletes nothing',
    owner: '/policies/Terms and conditions',
    ownerStates: /\bunpaid 30 days after a reminder, we may restrict the workspace to read-only until payment\b/,
    contradictions: [
      { pattern: /\b(?:the workspace|it) is limited until\b/i, why: 'say what happens: read-only after an invoice is unpaid 30 days past a reminder (Terms and conditions, section 5)' },
      { pattern: /\bwithout the notice in section 10\b/i, why: 'section 10 sets termination notice, then 30 read-only days; say so (Terms and conditions)' },
    ],
  },
  {
    name: 'issue 22 review: a feature or function you actively use is removed only after at least 90 days of notice',
    owner: '/policies/Terms and conditions',
    ownerStates: /\bWe will not remove a feature that you actively use without at least 90 days' notice\b/,
    contradictions: [
      { pattern: /\bRemoval is announced here long in advance\b/i, why: 'the Terms promise at least 90 days of notice (Terms and conditions, section 4)' },
      { pattern: /\bRemoval only happens after a deprecation period announced in the release notes(?!, at least 90 days)/i, why: 'the Terms promise at least 90 days of notice (Terms and conditions, section 4)' },
    ],
  },
  {
    name: 'issue 22 review: a failed step ends the run unless it runs in a sub-action called with continueOnError; steps have no error branch',
    owner: '/reference/Function error codes',
    ownerStates: /\bMove the risky steps into a sub-action and call it with callsubaction and continueOnError set to true\b/,
    contradictions: [{ pattern: /\berror branch\b/i, why: 'a step has no error branch: run it in a sub-action with continueOnError and branch on the returned error (Function error codes)' }],
  },
  {
    name: 'issue 22 review: a step naming an integration secret without a value in its environment fails with UNKNOWN_SECRET',
    owner: '/reference/Integration settings',
    ownerStates: /\bA step that names a secret without a value in its environment fails with UNKNOWN_SECRET\b/,
    contradictions: [
      { pattern: /\bintegration secret has no value\b[^.]*/i, why: 'a secret without a value in the environment fails with UNKNOWN_SECRET, not MISSING_INPUT (Integration settings)' },
      { pattern: /\bsecret\b[^.]{0,60}\bwithout a value\b[^.]*\bMISSING_INPUT\b/i, why: 'a secret without a value fails with UNKNOWN_SECRET (Integration settings)' },
    ],
  },
  {
    name: 'issue 22 review: backup snapshots are taken in Amsterdam and each is copied to Frankfurt',
    owner: '/security/Backup',
    ownerStates: /\bEach snapshot is copied from the primary region in Amsterdam to the backup region in Frankfurt\b/,
    contradictions: [
      { pattern: /^Backups and snapshot copies \| Backup region Frankfurt\b/, why: 'snapshots are kept in Amsterdam, with a copy of each in Frankfurt (Backup)' },
    ],
  },
  // Issue 22 item 3, third read (builder pages: quickstart, platform, concepts, manuals, publishing).
  {
    name: 'issue 22 read 3: an unconfirmed end-user address cannot sign in, and no setting switches the check on or off',
    owner: '/tessera-platform/users',
    ownerStates: /\bno setting switches this check off\b/,
    contradictions: [
      { pattern: /\bRequire a verified e-mail address\b/i, why: 'login answers unverified for every unconfirmed address; there is no such setting (Users)' },
      { pattern: /\bswitch \*{0,2}Sign-up\*{0,2} on\b[^.]*\bThen\b/i, why: 'a page of your own replaces the built-in form; leave Sign-up off (Self sign-up)' },
    ],
  },
  {
    name: 'issue 22 read 3: a preview, like a test run, runs as yourself (end-user rights skipped) or as a test user (that user\'s groups applied)',
    owner: '/tessera-platform/Template editor',
    ownerStates: /\bA preview as yourself uses your developer session, which skips end-user rights\b/,
    contradictions: [
      { pattern: /\bdevelopers? (?:bypass|skip)\w* end-user rights in the preview\b/i, why: 'only a preview as yourself skips end-user rights; a preview as a test user applies them (Template editor)' },
      { pattern: /\bPreview\b[^.]*\bas a test user you choose\b/, why: 'a preview runs as yourself or as a test user (Template editor)' },
    ],
  },
  {
    name: 'issue 22 read 3: a front end\'s origins are listed per environment under Settings → Allowed origins, and the list never travels with a version',
    owner: '/building-concepts/api/',
    ownerStates: /\bkept per environment, like the integration settings: it never travels with a version\b/,
    contradictions: [
      { pattern: /\bapplication's API settings\b/i, why: 'allowed origins are on Settings → Allowed origins; the sign-in endpoints are listed on the API overview (APIs)' },
      { pattern: /\bpromot\w* the setting beyond Development\b/i, why: 'allowed origins are kept per environment and never travel with a version (APIs)' },
    ],
  },
  {
    name: 'issue 22 read 3: Rocket Mode grants no right beyond the Administrators group that every new API and template starts with',
    owner: '/tessera-platform/Rocket_Mode',
    ownerStates: /\bgranted only to the built-in Administrators group\b/,
    contradictions: [{ pattern: /\bRocket Mode\b[^.]*\bdoes not grant rights to any group\b/i, why: 'new APIs and templates start granted to Administrators (Rocket Mode, Authorization)' }],
  },
  {
    name: 'issue 22 read 3: the Run right is checked for actions a UI event starts; an action behind an API runs on the API right',
    owner: '/building-concepts/logic/action-triggers',
    ownerStates: /\bThe right checked is the one on the API\b/,
    contradictions: [
      { pattern: /\btriggered from a UI event or an API runs only when\b/i, why: 'behind an API the API right is checked, not a Run right (Action triggers)' },
    ],
  },
  {
    name: 'issue 22 read 3: the quickstart grants its group the template and the action, since a new template goes to Administrators and a new action to no group',
    owner: '/quickstart',
    ownerStates: /\bA new template is granted only to Administrators and a new action to no group\b/,
    contradictions: [
      { pattern: /\bgroup from step 3 is what lets their table load\b/i, why: 'colleagues also need the template and the action granted (Quickstart step 5)' },
    ],
  },
  {
    name: 'issue 22 read 3: per-group visibility is the shared element property Visible to groups, a presentation setting',
    owner: '/building-concepts/ui/Elements/',
    ownerStates: /^Visible to groups \| List \| Empty \|/,
    contradictions: [
      { pattern: /\bvisibility settings?, show it (?:only )?to\b|\bIn the link's visibility\b/i, why: 'name the shared property Visible to groups (UI elements)' },
    ],
  },
  ...READ4_FACTS_A,
  ...READ4_FACTS_B,
  ...READ4_FACTS_C,
  ...READ5_FACTS,
  ...READ6_FACTS,
  ...READ7_FACTS,
  ...READ8_FACTS,
  ...READ9_FACTS,
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
  // Issue 22, second read of the function reference.
  { pattern: /\bEach write returns the stored object\b/i, why: 'deletedataobject returns a Boolean; only createdataobject and updatedataobject return the stored object (their function pages)' },
  { pattern: /\b(?:[1-8]\d\d) one-second waits cannot fit\b/i, why: 'a job run stops after 15 minutes (900 seconds), so fewer than 900 one-second waits do fit (Jobs, wait)' },
  { pattern: /^(?:limit|pageSize) \| \w+ \| No \| the Find API (?:default|maximum)\b/i, why: 'give the figure: the Find page size is 25 by default, at most 250 (APIs overview)' },
  { pattern: /\btotal\b[^.]{0,30}\bmatches across all pages\b/i, why: 'a Find total is exact up to 10,000 matches, then 10000 with totalIsEstimate (Find API)' },
  { pattern: /\blacks the group right\b[^.]*\bstatus 403\b(?![^.]*\b401\b)/i, why: 'a caller who is not logged in gets 401, a signed-in caller without the right 403 (APIs overview)' },
  { pattern: /\breturns it as a Template reference\b|^A Template reference to the row/, why: 'component lookups return an Element reference, the type the component functions take (gettemplatecomponentbycode)' },
  { pattern: /\w`:(?:\s|$)/, why: 'broken inline code: write `name` set to `value` (function reference examples)' },
  { pattern: /\breserved for an administrators group\b/i, why: 'the built-in administrators group is `Administrators` (content/_README.md, updateuserpassword)' },
  { pattern: /\bwait\b[^.]{0,30}\bfor that many seconds\b(?![^.]*\bmilliseconds\b)/i, why: 'wait takes milliseconds (its function page)' },
  { pattern: /\brecreate it from the audit log\b/i, why: 'the audit log keeps no values; use Restore to a copy (Backup)' },
  { pattern: /\beach function has a reference page\b/i, why: 'the reference documents some of the library’s functions, not all (function reference)' },
  { pattern: /\bon plans? (?:with|that include) (?:it|export)\b/i, why: 'name the plans (Plans and pricing)' },
  { pattern: /\bthe response is capped\b/i, why: 'a page size above 250 fails with 400 page_size_too_large (Find API)' },
  { pattern: /\bremove the developer's sessions, reset their password\b/i, why: 'removing a developer from the workspace ends their sessions; Tessera has no screen to reset a developer’s password (Developers, Incident response)' },
  { pattern: /\bTessera staff cannot open your applications\b/i, why: 'support staff need a grant; staff may still access data to maintain the service or comply with law, logged (Data Processing Agreement, section 5)' },
  { pattern: /\bEnterprise and self-hosted customers\b/i, why: 'Tessera has no Enterprise plan; escrow applies to self-hosted and yearly Business customers whose order form names it (Escrow clause)' },
  { pattern: /\bevery group that can (?:see or change other people's data|change or export data of other users|read other people's data or change money-related records)\b/i, why: 'require a second factor for every group that can read, change or export other people’s personal data (Authentication, Recommendations)' },
  { pattern: /\blocalhost:5173 before promoting\b/i, why: 'allowed origins are kept per environment under Settings → Allowed origins; a localhost origin stays in Development (APIs)' },
  { pattern: /\bcurrent user\b(?=[^.]*\b(?:filter|=|contains)\b)/i, why: 'fixed filters name the calling user `caller` (Find API, Authorization)' },
  { pattern: /\brow filter\b/i, why: 'a group right carries no filter; which records a caller gets belongs to the API: a fixed filter or Own records only (Authorization, How to set up groups and rights)' },
  { pattern: /\bcurrent user(?:'s)? id\b/i, why: 'fixed filters name the calling user `caller` (Find API, Authorization)' },
];
