import { stem } from './stem.js';
import { queryWords, STOP_WORDS } from './tokenize.js';

/**
 * A small English thesaurus of software and business words: groups of words or phrases that mean
 * the same to a reader, whichever a page happens to use ("money back" and "refund", "permissions"
 * and "rights", "data grid" and "data table"). Unlike a site's own synonyms, no entry is the
 * preferred form: a query with any entry also finds the others, at a little less than its own
 * words (`RANKING.quality.related`), so a page that says what the reader typed still comes first.
 * Only real equivalences belong here, true on any documentation site: not the words of one site.
 */
export const THESAURUS: readonly (readonly string[])[] = [
  ['refund', 'money back', 'reimburse', 'repay'],
  ['downtime', 'outage', 'down time', 'unavailable'],
  ['datatable', 'data table', 'data grid', 'datagrid'],
  ['access control', 'rbac', 'role based access control', 'role based access'],
  ['rights', 'permissions', 'privileges', 'access rights'],
  ['role', 'user group'],
  ['delete', 'remove', 'erase'],
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
  ['restore', 'recover', 'roll back', 'rollback'],
  ['limit', 'quota', 'maximum', 'largest', 'biggest', 'upper bound'],
  ['referral', 'affiliate'],
  ['error', 'exception', 'failure'],
  ['debug', 'troubleshoot'],
  ['deploy', 'publish', 'go live'],
  ['web page', 'webpage', 'html page'],
  ['uptime', 'availability'],
  ['production', 'prod', 'live environment'],
  ['acceptance', 'staging', 'uat'],
  ['translation', 'localization', 'localisation', 'i18n', 'internationalization', 'multilingual'],
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
  ['pagination', 'paging'],
  ['sort', 'order by'],
  ['ssl', 'tls', 'https'],
  ['forum', 'community'],
];

export interface ThesaurusGroup {
  /** Each entry as the stems of its words that carry meaning. */
  stems: string[][];
  /** Each entry as words, for the engine to look up. */
  words: string[][];
}

/** The thesaurus cut into words and stems the way queries are. */
export function compileThesaurus(groups: readonly (readonly string[])[]): ThesaurusGroup[] {
  return groups.map((group) => {
    const words = group.map((entry) => queryWords(entry, Infinity).filter((w) => !STOP_WORDS.has(w)));
    return { words, stems: words.map((w) => w.map(stem)) };
  });
}

/**
 * Per query word, the words of the thesaurus entries its group also has: an entry is in the query
 * when its words, stemmed, are neighbours among the query's words that carry meaning ("do we get
 * our money back" has `money back`). Words the query already has are left out.
 */
export function relatedWords(words: readonly string[], groups: readonly ThesaurusGroup[]): Map<number, string[][]> {
  const meaningful = words.flatMap((w, i) => (STOP_WORDS.has(w) ? [] : [{ at: i, stem: stem(w) }]));
  const inQuery = new Set(meaningful.map((m) => m.stem));
  const related = new Map<number, string[][]>();
  for (const group of groups) {
    group.stems.forEach((entry, e) => {
      const at = findEntry(meaningful, entry);
      if (!at) return;
      // An entry the query has in full adds nothing: "data table" is not also found by `data`.
      const others = group.words.filter((other, o) => o !== e && !other.every((w) => inQuery.has(stem(w))));
      if (others.length) for (const i of at) related.set(i, [...(related.get(i) ?? []), ...others]);
    });
  }
  return related;
}

/** Query positions of an entry's stems as neighbours among the meaningful words, or undefined. */
function findEntry(meaningful: readonly { at: number; stem: string }[], entry: readonly string[]): number[] | undefined {
  if (entry.length === 0) return undefined;
  for (let start = 0; start + entry.length <= meaningful.length; start++) {
    if (entry.every((s, k) => meaningful[start + k]!.stem === s)) return entry.map((_, k) => meaningful[start + k]!.at);
  }
  return undefined;
}
