import type { SiteConfig } from '../config/schema.js';

/** Docusaurus orders a plural message's forms by these categories, keeping those the locale has. */
const PLURAL_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/**
 * The words the engine writes into pages (titles of tag, archive and author pages, reading times,
 * blog dates), in the locale being built: its `code.json` translation by Docusaurus's id, else English.
 * Plural messages (`One doc tagged|{count} docs tagged`) pick their form as Docusaurus does, by the
 * locale's plural rules.
 */
export class ThemeWords {
  private readonly rules: Intl.PluralRules;
  private readonly forms: string[];
  private readonly dates: Intl.DateTimeFormat;
  private readonly monthDays: Intl.DateTimeFormat;

  constructor(
    private readonly messages: Readonly<Record<string, string>>,
    readonly locale: string,
  ) {
    this.rules = new Intl.PluralRules(locale);
    const categories = this.rules.resolvedOptions().pluralCategories as string[];
    this.forms = PLURAL_ORDER.filter((c) => categories.includes(c));
    this.dates = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    this.monthDays = new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', timeZone: 'UTC' });
  }

  static of(config: Pick<SiteConfig, 'i18n'>): ThemeWords {
    const { i18n } = config;
    const locale = i18n.currentLocale ?? i18n.defaultLocale;
    return new ThemeWords(i18n.messages, i18n.localeConfigs[locale]?.htmlLang ?? locale);
  }

  /** A message by id, its `{placeholders}` filled in. */
  text(id: string, english: string, values: Record<string, string | number> = {}): string {
    return (this.messages[id] ?? english).replace(/\{(\w+)\}/g, (all, key: string) => (key in values ? String(values[key]) : all));
  }

  /** A plural message by id for `count`, its `{count}` (and other placeholders) filled in. */
  plural(id: string, english: string, count: number, values: Record<string, string | number> = {}): string {
    const translated = this.messages[id];
    const parts = (translated ?? english).split('|');
    const forms = translated ? this.forms : ['one', 'other'];
    const index = forms.indexOf(translated ? this.rules.select(count) : count === 1 ? 'one' : 'other');
    const chosen = parts[Math.min(Math.max(index, 0), parts.length - 1)]!;
    return chosen.replace(/\{(\w+)\}/g, (all, key: string) => (key === 'count' ? String(count) : key in values ? String(values[key]) : all));
  }

  /** "2 docs tagged with "API"": a docs tag page's title and heading. */
  docsTagged(count: number, tagName: string): string {
    const nDocsTagged = this.plural('theme.docs.tagDocListPageTitle.nDocsTagged', 'One doc tagged|{count} docs tagged', count);
    return this.text('theme.docs.tagDocListPageTitle', '{nDocsTagged} with "{tagName}"', { nDocsTagged, tagName });
  }

  /** "3 posts tagged with "news"": a blog tag page's title and heading. */
  postsTagged(count: number, tagName: string): string {
    const nPosts = this.plural('theme.blog.post.plurals', 'One post|{count} posts', count);
    return this.text('theme.blog.tagTitle', '{nPosts} tagged with "{tagName}"', { nPosts, tagName });
  }

  /** "One min read", "3 min read" (minutes rounded up, as Docusaurus shows them). */
  readingTime(minutes: number): string {
    const rounded = Math.max(1, Math.ceil(minutes));
    return this.plural('theme.blog.post.readingTime.plurals', 'One min read|{readingTime} min read', rounded, { readingTime: rounded });
  }

  /** A blog date in the locale's words ("May 7, 2025", "7 de maio de 2025"). */
  date(isoDate: string): string {
    return this.dates.format(new Date(isoDate));
  }

  /** A date without its year, as the blog archive lists posts under their year ("May 7", "7 de maio"). */
  monthDay(isoDate: string): string {
    return this.monthDays.format(new Date(isoDate));
  }
}

const cache = new WeakMap<object, ThemeWords>();

/** The locale's words for a config, made once per config (Intl objects are not free). */
export function wordsOf(config: Pick<SiteConfig, 'i18n'>): ThemeWords {
  let words = cache.get(config.i18n);
  if (!words) cache.set(config.i18n, (words = ThemeWords.of(config)));
  return words;
}
