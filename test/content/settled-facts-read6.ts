/**
 * Contradictions the sixth content read found (issue 38, a reader who saw only the built site), settled once.
 * Each entry names its owner page and the wordings that would reopen the question.
 * The first five settle the read's contradictions C1-C5, the rest its example defects and unanswered questions.
 */
import type { SettledFact } from './settled-facts.js';

const FUNCTIONS = '/building-concepts/logic/functions/all-functions/';

export const READ6_FACTS: SettledFact[] = [
  {
    name: 'read 6, C1 and question 5: a template component has its own template scope; values cross the boundary only as parameters and answers',
    owner: '/building-concepts/logic/Variable scope',
    ownerStates: /\bA template component placed inside it has its own template scope\b/,
    contradictions: [
      { pattern: /\band from template components placed inside it, can read and write\b/i, why: 'a template component has its own template scope (Variable scope, Hierarchy)' },
      { pattern: /\b(?:template )?components?\b[^.]{0,60}\b(?:can|may) (?:read|see|share|write)\b[^.]{0,40}\b(?:page's|host(?: page)?'s|surrounding page's|parent's) template(?:-scope| scope)? variables\b/i, why: 'a component sees only its parameters, never the page’s template variables (Hierarchy)' },
      { pattern: /\b(?:component|parent)\b[^.]{0,40}\bset a global variable\b/i, why: 'global variables are shared by every user; a component passes values out as answers or parameters (Hierarchy)' },
    ],
  },
  {
    name: 'read 6, C2 and question 1: every delete, by a Delete API or deletedataobject, follows the on-delete rule of each Relation field; restrict fails with RELATION_RESTRICTED',
    owner: '/building-concepts/data/Datatypes/',
    ownerStates: /\bThe rule holds for every delete, by an API or by an action\b/,
    contradictions: [
      { pattern: /\b(?:deletedataobject|the function|an action|a step)\b[^.]{0,40}\b(?:does not|doesn't|never) cascade\b/i, why: 'deletedataobject follows each Relation field’s on-delete rule, cascade included (Datatypes, deletedataobject)' },
      { pattern: /\bkeep the (?:order's|deleted record's|parent's) id until you delete them\b/i, why: 'clear empties the link and cascade deletes the linking records; no stale ids are left (Datatypes)' },
      { pattern: /\bon-delete rules?\b[^.]{0,60}\b(?:only|just) (?:for|on|apply to) (?:the )?(?:Delete )?APIs?\b/i, why: 'the on-delete rule holds for every delete, by an API or by an action (Datatypes)' },
    ],
  },
  {
    name: 'read 6, question 6: the audit log records every delete of a data object, soft or permanent, by an API or an action',
    owner: '/security/Auditability',
    ownerStates: /\bEvery delete of a data object, soft or hard\b/,
    contradictions: [
      { pattern: /^-?\s*Permanent deletes are recorded in the audit log\b/i, why: 'every delete, soft or permanent, is in the audit log (Auditability)' },
      { pattern: /\bsoft deletes? (?:are|is) (?:not|never) (?:recorded|logged|written)\b/i, why: 'every delete, soft or permanent, is in the audit log (Auditability)' },
      { pattern: /\bonly (?:permanent|hard) deletes? (?:are|is) (?:recorded|logged|audited)\b/i, why: 'every delete, soft or permanent, is in the audit log (Auditability)' },
    ],
  },
  {
    name: 'read 6, C3 and question 2: no function sets a Button\'s Label; a placeholder of a template parameter in it changes with settemplateargument',
    owner: '/building-concepts/ui/Elements/Button',
    ownerStates: /\bNo function sets a Button's Label directly: write a placeholder of a Text template parameter in it\b/,
    contradictions: [
      { pattern: /\bbutton(?:'s)? (?:text|label)\b[^.]{0,80}\b(?:with|through|using|via) \[?settextoftextpart\b/i, why: 'settextoftextpart works only on Text elements; a Button’s Label changes through a template parameter (Button)' },
      { pattern: /\bsettextoftextpart\b[^.]{0,60}\bbutton(?:'s)? (?:text|label)\b/i, why: 'settextoftextpart works only on Text elements; a Button’s Label changes through a template parameter (Button)' },
      { pattern: /\b(?:settextoftextpart|textPart)\b[^\n]{0,40}\bbtn[A-Z]/, why: 'a Button is not a text part: settextoftextpart on it fails with WRONG_ELEMENT_TYPE (settextoftextpart)', inCode: true },
    ],
  },
  {
    name: 'read 6, C4 and question 3: callapi checks group rights for the user an action runs for; scheduled jobs and webhook runs pass every group right, queued jobs keep the queuing user\'s',
    owner: `${FUNCTIONS}api/callapi`,
    ownerStates: /\bA scheduled job and a webhook run belong to no group, so group rights are not checked for them\b/,
    contradictions: [
      { pattern: /\bhold everywhere, whether the request comes from a template, a job\b/i, why: 'scheduled jobs and webhook runs bypass group rights (callapi, Jobs)' },
      { pattern: /\b(?:scheduled jobs?|webhook runs?)\b(?:(?!\b(?:never|not|lacks?)\b)[^.]){0,80}\b(?:gets?|answers?|returns?|receives?) (?:a |status )?(?:401|403)\b/i, why: 'a scheduled job or webhook run is not limited by group rights, so callapi never answers it 401 or 403 (Jobs)' },
      { pattern: /\bBackground work is the one place where no group right applies\b/i, why: 'queued jobs keep the queuing user’s rights; scheduled jobs and webhook runs pass them (Authorization)' },
      { pattern: /\bgroup rights?\b[^.]{0,40}\b(?:are|is) (?:also |still )?checked (?:in|for|inside) (?:a |every )?(?:scheduled )?(?:jobs?|webhook runs?)\b/i, why: 'no group right is checked for a scheduled job or a webhook run (Jobs)' },
    ],
  },
  {
    name: 'read 6, question 8: Webhook-trigger calls count toward the application\'s 100 requests per second; above it they get 429 and start no run',
    owner: '/building-concepts/logic/action-triggers',
    ownerStates: /\bWebhook calls count toward the application's 100 requests per second\b/,
    contradictions: [
      { pattern: /\bwebhook (?:calls|requests|deliveries|triggers?)\b[^.]{0,40}\b(?:do not|don't|never) count (?:toward|against|in)\b/i, why: 'webhook calls share the application’s request rate (Action triggers)' },
      { pattern: /\bwebhooks?\b[^.]{0,40}\b(?:have|has|get) (?:a |their own )?(?:separate|own) rate limit\b/i, why: 'webhook calls share the application’s 100 requests per second (Action triggers)' },
    ],
  },
  {
    name: 'read 6, C5 and question 9: a Button\'s look is three independent properties, Variant (filled, outlined, text), Size (small, medium, large) and Color (a role color), as the design system says',
    owner: '/building-concepts/ui/Elements/Button',
    ownerStates: /\bVariant, size and color are independent\b/,
    contradictions: [
      { pattern: /^Style \|[^|]*\|[^|]*\|[^|]*\boutline\b[^|]*\bdanger\b/, why: 'a Button has Variant, Size and Color, not one Style mixing variants and role colors (Button)' },
      { pattern: /\bButton\b[^.]{0,60}\bStyle `?(?:primary|secondary|outline|danger)\b/, why: 'a Button’s look is Variant, Size and Color (Button)', inCode: true },
      { pattern: /\b(?:the|in the) `?(?:primary|danger)`? style\b/i, why: 'primary and danger are role colors, set with the Button’s Color (Button)' },
      { pattern: /\baddclassestoelements\b[^.]{0,40}\bswaps? a button to another (?:design-system )?variant\b/i, why: 'classes add states; a Button’s Variant is a property (Button)' },
    ],
  },
  {
    name: 'read 6, example defects 1 and 2: callapi returns a 400 or 403 as a status and updateuserpassword a wrong current password as false, so examples check them before reporting success',
    owner: '/building-concepts/ui/Elements/Button',
    ownerStates: /\bcallapi does not fail on a 400 or 403; it returns the status, so the action checks it\b/,
    contradictions: [
      { pattern: /\bcallapi\b[^.]{0,40}\b(?:fails|stops the action|throws)\b[^.]{0,30}\b(?:on|with|for|when)\b[^.]{0,20}\b(?:400|401|403|4xx)\b/i, why: 'callapi returns 4xx as its status and does not fail (callapi)' },
      { pattern: /\bupdateuserpassword\b[^.]{0,60}\bfails?\b[^.]{0,40}\bwrong current password\b/i, why: 'a wrong current password returns false, it does not fail (updateuserpassword)' },
      { pattern: /^- (?:callapi|updateuserpassword):(?!\s*$)[^#]*$/, why: 'name the output of callapi and updateuserpassword (# output: ...) so the next step can check it (Button, Password field)', inCode: true },
    ],
  },
  {
    name: 'read 6, example defect 3: the getwebhookpayload sample is signed one second before it was received, inside the 300-second tolerance',
    owner: `${FUNCTIONS}integration/getwebhookpayload`,
    ownerStates: /\bone second before receivedAt, well within the 300 seconds\b/,
    contradictions: [{ pattern: /\bt=1710410532\b/, why: 'that timestamp is a year before receivedAt 2025-03-14T10:02:12Z and would be rejected as expired (getwebhookpayload)', inCode: true }],
  },
  {
    name: 'read 6, question 4: outside a UI run every function of the element groups fails with BROWSER_REQUIRED, plus openmedia, downloadmedia and setuserlanguage',
    owner: '/building-concepts/logic/action-triggers',
    ownerStates: /\bExactly these fail: every function of the accordion, charts, container, datatable, form, layout, showhide, simple-container, stepper, template and verticallist groups\b/,
    contradictions: [
      { pattern: /\b(?:in|inside|from) (?:a |an )?(?:scheduled )?(?:jobs?|webhook runs?|API calls?)\b[^.]{0,60}\b(?:hidepartv2|showpart|settextoftextpart|opennextstep|openpreviousstep|showsnackbar)\b[^.]{0,40}\b(?:does nothing|is skipped|is ignored|has no effect)\b/i, why: 'a screen step outside a UI run fails with BROWSER_REQUIRED; it never quietly does nothing (Action triggers)' },
      { pattern: /\b(?:UI|screen) steps?\b[^.]{0,40}\b(?:are|is) (?:silently )?(?:skipped|ignored)\b[^.]{0,40}\b(?:jobs?|webhooks?|API)\b/i, why: 'screen steps fail with BROWSER_REQUIRED outside a UI run (Action triggers)' },
    ],
  },
  {
    name: 'read 6, question 7: File values, such as unzipfile\'s extracted files, live only until the run ends and count toward no storage until stored',
    owner: `${FUNCTIONS}files/unzipfile`,
    ownerStates: /\bExtracted files are File values that live only until the run ends and count toward no storage\b/,
    contradictions: [
      { pattern: /^Extracted files are temporary; store\b/, why: 'say how long: until the run ends, counting toward no storage (unzipfile)' },
      { pattern: /\b(?:extracted|unzipped|temporary) files?\b[^.]{0,60}\b(?:kept|live|stay|remain)\b[^.]{0,20}\bfor \d+ (?:hours?|days?|minutes?)\b/i, why: 'extracted File values live only until the run ends (unzipfile)' },
      { pattern: /\b(?:extracted|unzipped|temporary) files?\b[^.]{0,60}\bcount (?:toward|against) (?:the )?(?:media )?storage\b/i, why: 'File values count toward no storage until stored (unzipfile, File functions)' },
    ],
  },
  {
    name: 'read 6, question 10: the email-marketing manual keeps one NewsletterSignup per address (lookup first, Unique email) and gives up after five attempts',
    owner: '/how to/interactive manuals/Sending mail through an email-marketing API',
    ownerStates: /\bso one address never has two local records\b/,
    contradictions: [
      { pattern: /\bIts first real step creates a NewsletterSignup\b/, why: 'look the address up first, so a repeat sign-up does not create a second record (email-marketing manual)' },
      { pattern: /\bno second record with failed appears\b/i, why: 'a repeat sign-up leaves one record per address (email-marketing manual)' },
      { pattern: /\bretr(?:y|ies)\b[^.]{0,40}\b(?:forever|indefinitely|until the key is fixed)\b/i, why: 'the retry job sets failed after the fifth attempt (email-marketing manual)' },
    ],
  },
];
