import { stem } from './stem.js';
import { queryWords, STOP_WORDS } from './tokenize.js';

/**
 * A small English thesaurus of software and business words: groups of words or phrases that mean
 * the same to a reader, whichever a page happens to use ("money back" and "refund", "permissions"
 * and "rights", "data grid" and "data table"). Unlike a site's own synonyms, no entry is the
 * preferred form: a query with any entry also finds the others, at a little less than its own
 * words (`RANKING.quality.related`), so a page that says what the reader typed still comes first.
 * Only real equivalences belong here, true on any documentation site: not the words of one site;
 * and no entry whose stem is another common word's (`production` is `product` to Porter,
 * `responsive` is `response`, `paging` is `page`), as every form of that word would find the group.
 */
export const THESAURUS: readonly (readonly string[])[] = [
  ['refund', 'money back', 'reimburse', 'repay', 'service credit', 'compensation'],
  ['downtime', 'outage', 'down time', 'unavailable', 'service down', 'platform down', 'site down', 'app down', 'goes down'],
  ['datatable', 'data table', 'data grid', 'datagrid'],
  ['access control', 'rbac', 'role based access control', 'role based access'],
  ['permissions', 'privileges', 'access rights', 'user rights', 'group rights'],
  ['role', 'user group'],
  ['delete', 'remove', 'erase', 'get rid of'],
  ['save', 'store', 'persist'],
  ['wait', 'sleep', 'delay', 'pause'],
  ['modulo', 'remainder', 'mod'],
  ['ocr', 'image to text', 'text recognition', 'text from image'],
  ['insert', 'new record', 'add record', 'create record'],
  ['cancel', 'terminate subscription', 'unsubscribe'],
  ['price', 'cost', 'fee'],
  ['invoice', 'bill'],
  ['login', 'log in', 'sign in', 'signin', 'logon'],
  ['signup', 'sign up', 'register', 'registration', 'create account'],
  ['dropdown', 'drop down', 'select box', 'combo box', 'combobox', 'picklist'],
  ['checkbox', 'check box', 'tick box', 'tickbox'],
  ['modal', 'dialog', 'popup', 'pop up'],
  ['env var', 'environment variable'],
  ['cron', 'schedule', 'scheduled job', 'recurring job'],
  ['backup', 'back up', 'snapshot'],
  ['restore', 'recover', 'roll back', 'rollback', 'revert'],
  ['limit', 'quota', 'maximum', 'largest', 'biggest', 'upper bound'],
  ['referral', 'affiliate'],
  ['error', 'failure'],
  ['debug', 'troubleshoot'],
  ['deploy', 'publish', 'go live'],
  ['web page', 'webpage', 'html page'],
  ['staging', 'acceptance environment', 'uat', 'pre production'],
  ['production environment', 'live environment', 'prod'],
  ['uptime', 'availability'],
  ['translation', 'localisation', 'i18n', 'internationalization', 'multilingual'],
  ['copy', 'duplicate', 'clone'],
  ['search', 'find', 'look up', 'lookup'],
  ['image', 'picture', 'photo'],
  ['audit trail', 'audit log', 'change history'],
  ['notification', 'alert'],
  ['rate limit', 'throttle'],
  ['gdpr', 'general data protection regulation', 'data protection'],
  ['text field', 'text box', 'textbox', 'input field', 'text input'],
  ['date picker', 'datepicker', 'calendar picker'],
  ['discount', 'coupon', 'promo code', 'voucher'],
  ['bulk', 'batch'],
  ['loop', 'iterate', 'for each', 'foreach'],
  ['uppercase', 'upper case', 'capital letters'],
  ['lowercase', 'lower case', 'small letters'],
  ['concatenate', 'concat', 'join text', 'combine text'],
  ['regex', 'regular expression', 'regexp'],
  ['sms', 'text message'],
  ['dark mode', 'dark theme', 'night mode'],
  ['admin', 'administrator'],
  ['sort', 'order by'],
  ['ssl', 'tls'],
  ['vendor', 'supplier'],
  ['breach', 'data leak', 'leak'],
  ['vulnerability', 'security hole', 'security bug', 'security flaw'],
  ['kubernetes', 'k8s'],
  ['postgresql', 'postgres'],
  ['spa', 'single page application', 'single page app'],
  ['email', 'e mail'],
  ['two factor', 'two step', '2fa', 'mfa', 'multi factor'],
  ['reset password', 'forgot password', 'forgotten password', 'lost password'],
  ['lockout', 'locked out'],
  ['timeout', 'time out'],
  ['yearly', 'annual', 'per year'],
  ['monthly', 'per month'],
  ['homepage', 'home page', 'start page', 'landing page'],
  ['redirect', 'navigate to'],
  ['disable', 'turn off', 'switch off', 'deactivate'],
  ['enable', 'turn on', 'switch on'],
  ['sum', 'total', 'add up'],
  ['uuid', 'unique id', 'unique identifier'],
  ['datetime', 'date time', 'timestamp'],
  ['phone', 'telephone', 'mobile number'],
  ['captcha', 'bot protection', 'spam protection'],
  ['newsletter', 'mailing list', 'email marketing'],
  ['payment provider', 'psp', 'payment gateway'],
  ['vat', 'sales tax'],
  ['release notes', 'changelog', 'change log'],
  ['roadmap', 'upcoming features', 'planned features'],
  ['feature request', 'suggest a feature', 'request a feature'],
  ['tutorial', 'guide', 'walkthrough'],
  ['example', 'sample', 'demo'],
  ['snackbar', 'toast'],
  ['spinner', 'loading indicator', 'busy indicator', 'loader'],
  ['accordion', 'collapsible'],
  ['carousel', 'slideshow'],
  ['stepper', 'wizard', 'multi step form'],
  ['textarea', 'text area', 'multi line text', 'multiline'],
  ['attachment', 'attach file'],
  ['font', 'typeface', 'typography'],
  ['theme', 'look and feel'],
  ['shortcut', 'hotkey'],
  ['invite', 'add team member', 'add colleague'],
  ['team', 'colleagues', 'coworkers'],
  ['eu', 'europe', 'european union'],
  ['mobile', 'smartphone', 'on a phone', 'small screen', 'mobile device'],
  ['dependencies', 'open source libraries', 'third party libraries', 'third party packages', 'open source components'],
  ['sensitive data', 'confidential', 'classified data', 'pii', 'personal data'],
  ['end user', 'app user', 'users of my app', 'people who log in'],
  ['penetration test', 'pentest', 'pen test', 'security testing'],
];

export interface ThesaurusEntry {
  /** Stems of all its words, small words included: "log in" is not any "log". */
  stems: string[];
  /** Its words that carry meaning, for the engine to look up. */
  words: string[];
  /** Whether pages may be found by it: an entry with small words ("sign in", "for each") is only how readers ask, as the small words are not indexed. */
  findable: boolean;
}

export type ThesaurusGroup = ThesaurusEntry[];

/** The thesaurus cut into words and stems the way queries are. */
export function compileThesaurus(groups: readonly (readonly string[])[]): ThesaurusGroup[] {
  return groups.map((group) =>
    group.map((entry) => {
      const all = queryWords(entry, Infinity);
      const words = all.filter((w) => !STOP_WORDS.has(w));
      return { stems: all.map(stem), words, findable: words.length === all.length };
    }),
  );
}

/**
 * Per query word, the words of the thesaurus entries its group also has: an entry is in the query
 * when its words, stemmed, follow each other there, small words of the query between them aside
 * ("do we get our money back" has `money back`, "logged-in user" has `log in`). Entries the query
 * already has in full are left out.
 */
export function relatedWords(words: readonly string[], groups: readonly ThesaurusGroup[]): Map<number, string[][]> {
  const query = words.map((w) => ({ stem: stem(w), small: STOP_WORDS.has(w) }));
  const inQuery = new Set(query.filter((q) => !q.small).map((q) => q.stem));
  const related = new Map<number, string[][]>();
  for (const group of groups) {
    group.forEach((entry, e) => {
      const at = findEntry(query, entry.stems);
      if (!at) return;
      // An entry the query has in full adds nothing: "data table" is not also found by `data`.
      const others = group.filter((other, o) => o !== e && other.findable && !other.words.every((w) => inQuery.has(stem(w)))).map((other) => other.words);
      if (others.length) for (const i of at) if (!query[i]!.small) related.set(i, [...(related.get(i) ?? []), ...others]);
    });
  }
  return related;
}

/** Query positions of an entry's stems in order, with only small words of the query between them, or undefined. */
function findEntry(query: readonly { stem: string; small: boolean }[], entry: readonly string[]): number[] | undefined {
  if (entry.length === 0) return undefined;
  for (let start = 0; start < query.length; start++) {
    if (query[start]!.stem !== entry[0]) continue;
    const at = [start];
    let j = start + 1;
    for (const next of entry.slice(1)) {
      while (j < query.length && query[j]!.small && query[j]!.stem !== next) j++;
      if (j >= query.length || query[j]!.stem !== next) break;
      at.push(j++);
    }
    if (at.length === entry.length) return at;
  }
  return undefined;
}
