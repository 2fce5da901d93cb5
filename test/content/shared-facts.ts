/**
 * The shared facts of BRIEF.md §7, as regexes the content check can apply to every sentence (and
 * every table row) of the site. `value` captures the stated value (several groups are joined with
 * `/`, commas dropped, lower-cased); any captured value outside `allowed` is a contradiction.
 * `ownerStates` must match a sentence on the owner page. Patterns are deliberately narrow: they
 * catch a different number stated for the same thing, not every mention.
 */
export interface SharedFact {
  name: string;
  owner: string;
  ownerStates: RegExp;
  /** Only sentences matching this are checked (all when absent). */
  context?: RegExp;
  /** Global regex; its capture groups are the stated value. */
  value: RegExp;
  allowed: string[];
}

/** The value a match states: its capture groups joined with `/`, thousands separators dropped, lower case. */
export function statedValue(match: RegExpMatchArray): string {
  return match
    .slice(1)
    .filter((g): g is string => g !== undefined)
    .map((g) => g.replace(/,/g, '').toLowerCase())
    .join('/');
}

const PLAN = String.raw`\b(Free|Starter|Pro|Business)\b(?:\s+plan)?`;
/** Between a plan name and its number: no sentence break, no `to`/`but` that would start another plan's value. */
const GAP = String.raw`(?:(?!\bto\b|\bbut\b)[^.|;:,]){0,30}?`;
const CITY = String.raw`(Amsterdam|Frankfurt|Dublin|Paris|London|Utrecht|Brussels|Milan|Stockholm|Berlin|Rotterdam|Eemshaven|Luxembourg)`;

export const SHARED_FACTS: SharedFact[] = [
  {
    name: 'cloud plan prices (€0/€39/€149/€499 a month, yearly ten months)',
    owner: '/licenses-&-billing/',
    ownerStates: /Price per month \| €0 \| €39 \| €149 \| €499/,
    value: new RegExp(`${PLAN}[^€|.;:]{0,30}€\\s?([\\d,]+(?:\\.\\d+)?)`, 'g'),
    allowed: ['free/0', 'starter/39', 'starter/390', 'pro/149', 'pro/1490', 'business/499', 'business/4990'],
  },
  {
    name: 'yearly billing gives two months free',
    owner: '/licenses-&-billing/',
    ownerStates: /two months free/,
    value: /\b(\w+) months? free\b/gi,
    allowed: ['two', '2'],
  },
  {
    name: 'AI credits per month per plan (200/2,000/10,000/40,000)',
    owner: '/licenses-&-billing/',
    ownerStates: /AI credits per month \| 200 \| 2,000 \| 10,000 \| 40,000/,
    value: new RegExp(`${PLAN}${GAP}\\b([\\d,]+) (?:AI )?credits`, 'g'),
    allowed: ['free/200', 'starter/2000', 'pro/10000', 'business/40000'],
  },
  {
    name: 'developer seats per plan (3/5/15/50)',
    owner: '/licenses-&-billing/',
    ownerStates: /Developer seats \| 3 \| 5 \| 15 \| 50/,
    value: new RegExp(`${PLAN}${GAP}\\b(\\d+) (?:developers|developer seats|seats)`, 'g'),
    allowed: ['free/3', 'starter/5', 'pro/15', 'business/50'],
  },
  {
    name: 'media storage per plan (1 GB/10 GB/100 GB/1 TB)',
    owner: '/licenses-&-billing/',
    ownerStates: /Media storage \| 1 GB \| 10 GB \| 100 GB \| 1 TB/,
    value: new RegExp(`${PLAN}${GAP}\\b(\\d+) ?([GT]B)\\b`, 'g'),
    allowed: ['free/1/gb', 'starter/10/gb', 'pro/100/gb', 'business/1/tb'],
  },
  {
    name: 'Business uptime commitment 99.9%',
    owner: '/policies/Uptime_SLA',
    ownerStates: /Business \| 99\.9% monthly uptime/,
    context: /^(?=.*\bBusiness\b)(?=.*\b(?:[Uu]ptime|SLA|[Aa]vailability)\b)/,
    // `below 99.0%` is a credit threshold, not the commitment.
    value: /(?<![Bb]elow )\b(9\d(?:\.\d+)?)\s?%/g,
    allowed: ['99.9'],
  },
  {
    name: 'Pro uptime target 99.5%',
    owner: '/policies/Uptime_SLA',
    ownerStates: /Pro \| 99\.5% monthly uptime target/,
    context: /^(?=.*\bPro\b)(?=.*\b(?:[Uu]ptime|target)\b)/,
    value: /\b(9\d(?:\.\d+)?)\s?%/g,
    allowed: ['99.5'],
  },
  {
    name: 'SLA service credits (10% below 99.9%, 25% below 99.0%, 50% below 95.0%)',
    owner: '/policies/Uptime_SLA',
    ownerStates: /Below 99\.9% \| 10% of the monthly fee/,
    value: /[Bb]elow (9\d(?:\.\d+)?)\s?%[^.]{0,12}?(\d+)\s?% of the monthly fee/g,
    allowed: ['99.9/10', '99.0/25', '95.0/50'],
  },
  {
    name: 'breach notification (customers 48 hours, authority 72 hours)',
    owner: '/policies/Incident_Policy',
    ownerStates: /within 48 hours/,
    context: /breach/i,
    value: /\b(\d+)\s*(?:hours|h)\b/g,
    allowed: ['48', '72'],
  },
  {
    name: 'SEV1 response within 30 minutes',
    owner: '/policies/Incident_Policy',
    ownerStates: /^SEV1 \|.*\| 30 minutes/,
    value: /^SEV1 \|[^|]*\|[^|]*\|\s*(\d+)\s*minutes/g,
    allowed: ['30'],
  },
  {
    name: 'severities SEV1 to SEV4',
    owner: '/policies/Incident_Policy',
    ownerStates: /SEV4/,
    value: /\bSEV-?(\d+)\b/g,
    allowed: ['1', '2', '3', '4'],
  },
  {
    name: 'API rate limit 100 requests per second (burst 200)',
    owner: '/building-concepts/api/',
    ownerStates: /100 requests per second per application, with bursts up to 200/,
    value: /\b([\d,]+)\s*(?:API )?(?:requests|calls) (?:per|a|\/) ?second/gi,
    allowed: ['100'],
  },
  {
    name: 'API burst 200',
    owner: '/building-concepts/api/',
    ownerStates: /bursts? up to 200/,
    context: /per second|rate limit|requests/i,
    value: /\bbursts?(?: up to| of)? (\d+)/gi,
    allowed: ['200'],
  },
  {
    name: 'API request body at most 10 MB',
    owner: '/building-concepts/api/',
    ownerStates: /Request body: at most 10 MB/,
    value: /\b(?:request|API) body[^.|]{0,30}?(\d+)\s?MB/gi,
    allowed: ['10'],
  },
  {
    name: 'Find API default page size 25',
    owner: '/building-concepts/api/',
    ownerStates: /25 results per page by default/,
    context: /\bFind\b|page size|per page|pageSize/,
    value: /\b(\d+) (?:results|data objects|records|items)(?: per page)? by default\b|\bdefault(?: page size)?(?: of| is|:)? (\d+) (?:results|data objects|records|items)/gi,
    allowed: ['25'],
  },
  {
    name: 'Find API maximum page size 250',
    owner: '/building-concepts/api/',
    ownerStates: /at most 250 per page/,
    context: /\bFind\b|page size|per page|pageSize/,
    value: /\b(?:at most|up to|max(?:imum)?(?: page size)?(?: of| is)?) (\d+)(?: results| data objects| records| items)? per page\b|\bmax(?:imum)?(?: page size)?(?: of| is|:)? (\d+) (?:results|data objects|records|items)/gi,
    allowed: ['250'],
  },
  {
    name: 'media library limits (100 MB per file, 25 MB per image)',
    owner: '/building-concepts/media-library/',
    ownerStates: /at most 100 MB/,
    value: /(\d+)\s?MB (?:per|limit per|per-)\s?(file|image)\b/gi,
    allowed: ['100/file', '25/image'],
  },
  {
    name: 'media library limits stated per file or image',
    owner: '/building-concepts/media-library/',
    ownerStates: /Each image may be at most 25 MB/,
    value: /\b(?:each|any|an?) (file|image) (?:may be |is )?(?:at most|up to|above|over|larger than) (\d+)\s?MB/gi,
    allowed: ['file/100', 'image/25'],
  },
  {
    name: 'jobs: shortest schedule every 5 minutes',
    owner: '/building-concepts/jobs',
    ownerStates: /Shortest schedule \| Every 5 minutes/,
    value: /\b(?:shortest|minimum|most frequent) (?:schedule|interval)[^.]{0,20}?(\d+) minutes/gi,
    allowed: ['5'],
  },
  {
    name: 'jobs: a run times out after 15 minutes',
    owner: '/building-concepts/jobs',
    ownerStates: /15 minutes/,
    context: /\bjobs?\b|\brun\b/i,
    value: /\b(?:times? out|timeout|time limit)\b[^.|]{0,30}?(\d+) minutes|^Maximum duration of one run \| (\d+) minutes|\b(\d+)-minute (?:limit|timeout|time limit)/gi,
    allowed: ['15'],
  },
  {
    name: 'jobs: at most 3 retries',
    owner: '/building-concepts/jobs',
    ownerStates: /At most 3, with exponential backoff/,
    context: /\bjobs?\b|^Retries after a failed run/i,
    value: /\b(?:at most|up to|maximum of) (\d+|one|two|three|four|five)(?:,| retries| times)/gi,
    allowed: ['3', 'three'],
  },
  {
    name: 'application logs kept 14 days (90 on Business)',
    owner: '/building-concepts/logic/application-logs',
    ownerStates: /kept for 14 days .* 90 days on the Business plan/,
    context: /\b(application )?log(s| lines)?\b[^.]*\b(kept|retain|retained|retention|stored|deleted)\b|\b(kept|retain|retained|retention)\b[^.]*\blogs\b/i,
    value: /\b(\d+) days\b/g,
    allowed: ['14', '90'],
  },
  {
    name: 'backups: snapshot every 4 hours',
    owner: '/security/Backup',
    ownerStates: /snapshotted every 4 hours/,
    context: /snapshot|backup/i,
    value: /\bevery (\d+) hours\b/g,
    allowed: ['4'],
  },
  {
    name: 'backups: snapshots kept 30 days, point-in-time restore 7 days',
    owner: '/security/Backup',
    ownerStates: /kept for 30 days/,
    context: /snapshot|backup|point-in-time/i,
    value: /\b(\d+) days\b/g,
    allowed: ['30', '7'],
  },
  {
    name: 'data residency: primary region Amsterdam',
    owner: '/security/Data Residency',
    ownerStates: /Amsterdam/,
    value: new RegExp(`\\bprimary (?:region|data cent(?:re|er)|location|site)[^.|]{0,30}?\\b${CITY}`, 'gi'),
    allowed: ['amsterdam'],
  },
  {
    name: 'data residency: backup region Frankfurt',
    owner: '/security/Data Residency',
    ownerStates: /Frankfurt/,
    value: new RegExp(`\\b(?:backup|secondary) (?:region|data cent(?:re|er)|location|site)[^.|]{0,30}?\\b${CITY}`, 'gi'),
    allowed: ['frankfurt'],
  },
  {
    name: 'security score: publishing to Production warns under 60',
    owner: '/security/Security score',
    ownerStates: /\b60\b/,
    context: /\bscore\b|\bpublish/i,
    value: /\bwarn\w*[^.|]{0,60}?\b(?:under|below|less than) (\d+)|\b(?:under|below|less than) (\d+)[^.|]{0,60}?\bwarn/gi,
    allowed: ['60'],
  },
  {
    name: 'security score: 0 to 100, 80+ is good',
    owner: '/security/Security score',
    ownerStates: /\b80\b/,
    context: /\bscore\b|^\d+ to 100 \|/i,
    value: /\b(\d+)(?:\+| or (?:more|higher|above))[^.|]{0,20}?\bgood\b|\bgood\b[^.|]{0,20}?\b(?:from|at|above) (\d+)\b|^(\d+) to 100 \| Good\b/gi,
    allowed: ['80'],
  },
  {
    name: 'OTP codes have 6 digits',
    owner: '/security/Authentication',
    ownerStates: /Code length \| 6 digits \| 6 digits/,
    context: /\b(code|codes|OTP|TOTP|one-time)\b/i,
    value: /\b(\d+)[- ]digits?\b/g,
    allowed: ['6'],
  },
  {
    name: 'TOTP 30-second step',
    owner: '/security/Authentication',
    ownerStates: /30-second step/,
    context: /\b(TOTP|authenticator|app code|step)\b/i,
    value: /\b(\d+)[- ]seconds? step\b|\bevery (\d+) seconds\b/gi,
    allowed: ['30'],
  },
  {
    name: 'mail codes valid 10 minutes',
    owner: '/security/Authentication',
    ownerStates: /10 minutes/,
    context: /\bmail\b|\be-?mail code/i,
    value: /\bvalid (?:for )?(\d+) minutes\b/gi,
    allowed: ['10'],
  },
  {
    name: 'lockout: 5 failed attempts lock the account for 15 minutes',
    owner: '/security/Authentication',
    ownerStates: /Five failed attempts in a row lock the account for 15 minutes/,
    value: /\b(\d+|three|four|five|six|ten) (?:failed (?:attempts|logins?)|wrong codes)\b/gi,
    allowed: ['5', 'five'],
  },
  {
    name: 'lockout lasts 15 minutes',
    owner: '/security/Authentication',
    ownerStates: /lock the account for 15 minutes/,
    value: /\block(?:s|ed)?(?: the account| an account| the user)?(?: is)?(?: locked)? for (\d+) minutes/gi,
    allowed: ['15'],
  },
  {
    name: 'sessions: end users 12 hours idle, developers 8 hours',
    owner: '/security/Authentication',
    ownerStates: /End user \| 12 hours without activity/,
    value: /\b(end[- ]user|developer)s?\b[^.|]{0,40}?\b(\d+|twelve|eight)[- ]hours?\b/gi,
    allowed: ['end user/12', 'end-user/12', 'end user/twelve', 'end-user/twelve', 'developer/8', 'developer/eight'],
  },
  {
    name: 'AI credit rates (standard 1, large 5 credits per 1,000 tokens)',
    owner: '/licenses-&-billing/Understanding AI Credits and Billing',
    ownerStates: /1 credit per 1,000 tokens/,
    value: /\b(standard|large) model\b[^.]{0,40}?\b(\d+) credits? (?:per|for every|for each) ([\d,]+) tokens/gi,
    allowed: ['standard/1/1000', 'large/5/1000'],
  },
  {
    name: 'AI credit rate: 1 credit = 1,000 tokens',
    owner: '/licenses-&-billing/Understanding AI Credits and Billing',
    ownerStates: /1 credit per 1,000 tokens/,
    value: /\b1 (?:AI )?credit (?:=|equals|is|per|covers) ([\d,]+) (?:LLM )?tokens/gi,
    allowed: ['1000'],
  },
  {
    name: 'image-to-text costs 2 credits per page',
    owner: '/licenses-&-billing/Understanding AI Credits and Billing',
    ownerStates: /2 credits per page/,
    value: /\b(\d+) (?:AI )?credits? (?:per|a|for each|for every) page\b/gi,
    allowed: ['2'],
  },
  {
    name: 'extra credit packs: 5,000 credits for €25, valid 12 months',
    owner: '/licenses-&-billing/Understanding AI Credits and Billing',
    ownerStates: /5,000 credits for €25/,
    value: /\b([\d,]+) (?:AI )?credits for €\s?(\d+)/gi,
    allowed: ['5000/25'],
  },
  {
    name: 'self-hosted licence €14,000 a year, extra non-production €2,000',
    owner: '/licenses-&-billing/self-hosted-pricing',
    ownerStates: /€14,000/,
    context: /self-hosted|installation|licen[cs]e/i,
    value: /€\s?([\d,]+)[^.|]{0,30}?\b(?:per|a|each) year\b/gi,
    allowed: ['14000', '2000', '4990'],
  },
  {
    name: 'self-hosted requires Kubernetes 1.28+ and PostgreSQL 15+',
    owner: '/licenses-&-billing/self-hosted-pricing',
    ownerStates: /^Kubernetes \| 1\.28 or later/,
    value: /\b(Kubernetes|PostgreSQL)(?: \| | )(\d+(?:\.\d+)?)(?:\+| or later| or newer)/g,
    allowed: ['kubernetes/1.28', 'postgresql/15'],
  },
  {
    name: 'AppSumo tiers €59/€118/€177',
    owner: '/licenses-&-billing/AppSumo deals',
    ownerStates: /€59/,
    value: /\b[Tt]ier[- ](\d)\b[^.]{0,30}?€\s?(\d+)|^One-off price \| €(\d+) \| €(\d+) \| €(\d+)/g,
    allowed: ['1/59', '2/118', '3/177', '59/118/177'],
  },
  {
    name: 'AppSumo: 500 AI credits a month per tier',
    owner: '/licenses-&-billing/AppSumo deals',
    ownerStates: /\b500\b/,
    context: /AppSumo|lifetime|\btier\b/i,
    value: /\b([\d,]+) (?:AI )?credits\b[^.|]{0,20}?\b(?:a|per|each) month/gi,
    allowed: ['500', '1000', '1500'],
  },
  {
    name: 'partner commission 20% (Gold 30%) for 24 months',
    owner: '/licenses-&-billing/partnership',
    ownerStates: /20%/,
    context: /commission|^(?:Gold )?partner \|/i,
    value: /\b(\d+)\s?%/g,
    allowed: ['20', '30'],
  },
  {
    name: 'partner commission runs 24 months',
    owner: '/licenses-&-billing/partnership',
    ownerStates: /24 months/,
    context: /commission|^(?:Gold )?partner \|/i,
    value: /\b(\d+) months\b/g,
    allowed: ['24'],
  },
  {
    name: 'certification exam: €149, 60 questions, 90 minutes, pass mark 75%',
    owner: '/Getting started/CertificationProgram',
    ownerStates: /€149/,
    context: /\bexam\b|^(?:Fee|Questions|Duration|Pass mark) \|/i,
    value: /\bexam fee[^.|]{0,20}?€\s?(\d+)|^Fee \| €(\d+)|\b(\d+) questions\b|^Questions \| (\d+)|\b(\d+) minutes\b|\bpass(?:ing)? (?:mark|score)[^.]{0,20}?(\d+)\s?%/gi,
    allowed: ['149', '60', '90', '75'],
  },
  {
    name: 'certificates are valid 2 years',
    owner: '/Getting started/CertificationProgram',
    ownerStates: /2 years|two years/,
    context: /certif|^Validity \|/i,
    value: /\bvalid (?:for )?(\d+|one|two|three|five) years?\b|^Validity \| (\d+) years?/gi,
    allowed: ['2', 'two'],
  },
  {
    name: 'mentors earn 25% of coached learners\u2019 fees',
    owner: '/Getting started/MentorRevenue',
    ownerStates: /25%/,
    context: /\bmentors?\b[^.]*\b(earn|share|revenue|receive|paid)\b/i,
    value: /\b(\d+)\s?%/g,
    allowed: ['25'],
  },
  {
    name: 'vulnerability reports: acknowledgement 3, triage 10 business days',
    owner: '/policies/Coordinated_Vulnerability_Disclosure_Policy',
    ownerStates: /3 business days/,
    value: /\b(acknowledg|triage)\w*[^.]{0,40}?\b(\d+) business days/gi,
    allowed: ['acknowledg/3', 'triage/10'],
  },
  {
    name: 'vulnerability fix target 90 days',
    owner: '/policies/Coordinated_Vulnerability_Disclosure_Policy',
    ownerStates: /90 days/,
    context: /\breport|disclos|researcher|bount/i,
    value: /\bfix\w*\b[^.]{0,40}?\b(\d+) (?:calendar )?days\b/gi,
    allowed: ['90'],
  },
  {
    name: 'bug bounty €100 to €5,000',
    owner: '/policies/Coordinated_Vulnerability_Disclosure_Policy',
    ownerStates: /€100.*€5,000/,
    context: /bount|reward/i,
    value: /€\s?([\d,]+)\s*(?:to|–|-|and)\s*€\s?([\d,]+)/g,
    allowed: ['100/5000'],
  },
  {
    name: 'vulnerabilities are reported to security@tessera.example',
    owner: '/policies/Coordinated_Vulnerability_Disclosure_Policy',
    ownerStates: /security@tessera\.example/,
    context: /vulnerab|security (?:issue|problem|report|weakness)/i,
    value: /\b([\w.+-]+)@tessera\.example\b/g,
    allowed: ['security'],
  },
  {
    name: 'platform releases every second Tuesday',
    owner: '/Roadmap',
    ownerStates: /every second Tuesday/,
    value: /\breleases?\b[^.|]{0,40}?\bevery (\w+ \w+day|week|month|day|fortnight|two weeks|\w+ weeks)\b/gi,
    allowed: ['second tuesday'],
  },
];
