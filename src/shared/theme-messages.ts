/**
 * The ids of the theme's own words that a locale's `code.json` can translate (Docusaurus's ids).
 * Only these (and a site's own ids) reach the pages' data; the theme holds their English
 * (`theme/components/theme-messages.ts`, checked against this list by the type below).
 */
export const THEME_MESSAGE_IDS = [
  'theme.common.editThisPage',
  'theme.docs.paginator.previous',
  'theme.docs.paginator.next',
  'theme.TOCCollapsible.toggleButtonLabel',
  'theme.blog.post.readMore',
  'theme.blog.post.readMoreLabel',
  'theme.tags.tagsListLabel',
] as const;

export type ThemeMessageId = (typeof THEME_MESSAGE_IDS)[number];

const THEME_IDS: ReadonlySet<string> = new Set(THEME_MESSAGE_IDS);

/** The messages a page carries: the theme's ids above and the site's own (any id not under `theme.`). */
export function pageMessages(messages: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).filter(([id]) => !id.startsWith('theme.') || THEME_IDS.has(id)));
}
