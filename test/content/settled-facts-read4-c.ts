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
  {
    name: 'read 4, question 2: an action started by a UI event, an API call or a webhook is stopped after 120 seconds (504 action_timeout, ACTION_TIMEOUT in the logs); jobs have 15 minutes',
    owner: '/building-concepts/logic/actions',
    ownerStates: /A run started by a UI event, an API call or a webhook may take at most 120 seconds\b/,
    contradictions: [
      { pattern: /\bshould finish in a few seconds\b(?![^.]*\b120 seconds\b)/i, why: 'give the limit: such a run is stopped after 120 seconds (Actions)' },
      { pattern: /\bonly jobs have a (?:time )?limit\b|\b(?:actions?|runs?)\b[^.]{0,60}\b(?:have|has) no (?:time ?limit|timeout)\b/i, why: 'actions that are not jobs are stopped after 120 seconds (Actions)' },
      { pattern: /\b(?:action|run)\b[^.]{0,60}\b(?:stopped|times? out) after (?!120 seconds|15 minutes)\d+ (?:seconds|minutes)\b/i, why: 'an action run stops after 120 seconds, a job run after 15 minutes (Actions, Jobs)' },
    ],
  },
  {
    name: 'read 4, question 3: the ISMS is certified against ISO/IEC 27001:2022, audited yearly; no SOC 2 report, no NEN 7510; evidence before signing under NDA',
    owner: '/security/',
    // ':2022' is left out: the content parser reads it as a text directive.
    ownerStates: /\bis certified against ISO\/IEC 27001\b/,
    contradictions: [
      { pattern: /\bindependent (?:auditor|audit)\b[^.]{0,60}\binformation security management\b(?![^.]*\b27001\b)/i, why: 'name the standard: the ISMS is certified against ISO/IEC 27001:2022 (Security)' },
      { pattern: /\bSOC 2 (?:Type (?:I|II|1|2) )?(?:report is available|certified|compliant|attestation is available)\b/i, why: 'Tessera has no SOC 2 report (Security)' },
      { pattern: /(?<!\bnot )\bcertified (?:against|for|under) NEN 7510\b|\bNEN 7510 (?:certified|compliant)\b/i, why: 'Tessera is not certified against NEN 7510 (Security)' },
    ],
  },
  {
    name: 'read 4, question 4: developer SSO is a workspace setting (OpenID Connect or SAML 2.0, its own redirect URI, directory groups mapped to Admin and Developer, never Owner), per workspace for freelancers',
    owner: '/security/Authentication',
    ownerStates: /^Developer SSO connects the editor to your company's identity provider/,
    contradictions: [
      { pattern: /\bSSO for developers on plans that offer it\b/i, why: 'say how: developer SSO on Pro and Business, set up as Authentication, Developer single sign-on, describes' },
      { pattern: /\b(?:directory )?groups?\b[^.]{0,40}\b(?:maps?|mapped) to (?:the )?Owner\b/i, why: 'the Owner role is never granted by the identity provider (Authentication)' },
      { pattern: /\bSSO manual\b[^.,]{0,40}\b(?:for|covers) (?:the )?developers\b/i, why: 'the SSO manual covers end users; developer SSO is on Authentication' },
    ],
  },
  {
    name: 'read 4, question 6: a new application starts with the workspace default time zone, UTC until an Owner or Admin changes it',
    owner: '/tessera-platform/applications',
    ownerStates: /A new application starts with the default time zone of its workspace\b.*\bUTC until someone changes it\b/,
    contradictions: [
      { pattern: /\bnew applications? (?:starts?|defaults?|begins?) (?:on|in|with) (?!the (?:workspace's )?default|the default time zone of)(?:Europe\/\w+|the browser|the developer's|the viewer's)/i, why: 'a new application starts with the workspace’s default time zone, UTC unless changed (Applications)' },
      { pattern: /\btime zones? defaults? to (?!UTC\b|the workspace)/i, why: 'the default time zone is the workspace’s, UTC unless changed (Applications)' },
    ],
  },
  {
    name: 'read 4, question 7: setuserlanguage changes an end user’s language, stores it in a signed-in user’s profile and reloads the page',
    owner: `${FUNCTIONS}user/setuserlanguage`,
    ownerStates: /^setuserlanguage is the step behind a language switch\b/,
    contradictions: [
      { pattern: /\bset the language and reload\b/i, why: 'name the step: setuserlanguage sets the language and reloads the page' },
      { pattern: /\ban action can change the language on the fly\b/i, why: 'name the step: setuserlanguage' },
      { pattern: /^- (?:setlanguage|changelanguage|setlocale|changeuserlanguage)\b/, why: 'the language step is setuserlanguage', inCode: true },
    ],
  },
  {
    name: 'read 4, question 8: an export imports into the same platform release or a later one, never an earlier one; soft-deleted data objects and Recently deleted media are left out',
    owner: '/tessera-platform/Leaving Tessera',
    ownerStates: /\bimports into a workspace or installation on the same release or any later one\b/,
    contradictions: [
      { pattern: /\bin either direction\b(?![^.]*\brelease\b)/i, why: 'the target must run the release that made the export or a later one (Exporting an application)' },
      { pattern: /\bexports?\b[^.]{0,60}\b(?:includes?|contains?|keeps?)\b[^.]{0,40}\b(?:soft-deleted|Recently deleted)\b/i, why: 'an export holds only live data: soft-deleted data objects and Recently deleted media are left out (Exporting an application)' },
      { pattern: /(?<!\b(?:never|not|cannot) )\bimports? into (?:an? )?(?:older|earlier) (?:release|version)\b/i, why: 'an export never imports into an earlier release (Exporting an application)' },
    ],
  },
  {
    name: 'read 4, question 9: end users have no limit and no fair-use cap (number, sessions, logins); the API rate bounds a busy application',
    owner: '/licenses-&-billing/',
    ownerStates: /^End users have no limit and no fair-use cap on any plan\b/,
    contradictions: [
      { pattern: /\bfair[- ]use (?:limits?|caps?|rules?) (?:applies|apply|limits?)\b/i, why: 'there is no fair-use cap on end users (Plans and pricing)' },
      { pattern: /\b(?:at most|up to|maximum of|limited to) [\d,]+ (?:end users|concurrent sessions|sessions per user|logins)\b/i, why: 'end users, their sessions and their logins are not limited (Plans and pricing)' },
    ],
  },
  {
    name: 'read 4, question 10: no WCAG conformance claim or VPAT yet; elements are built to WCAG 2.2 AA, audit and conformance report after Q2 2026',
    owner: '/building-concepts/ui/Elements/',
    ownerStates: /^Tessera makes no WCAG conformance claim for published applications today\b/,
    contradictions: [
      { pattern: /(?<!\b(?:not|no|never) )\b(?:WCAG[- ]compliant|(?:conforms?|compliant) (?:to|with) WCAG)\b(?![^.!]*\?)/i, why: 'Tessera makes no conformance claim today (Elements, Accessibility and WCAG)' },
      { pattern: /\b(?:VPAT|conformance (?:statement|report))\b[^.]{0,40}\b(?:is|are) available\b/i, why: 'there is no VPAT or conformance report yet; one follows the Q2 2026 audit (Elements)' },
    ],
  },
];
