/**
 * The theme's own words that a locale's `code.json` can translate, by the ids Docusaurus gives them,
 * with the English each shows untranslated. Only these (and a site's own ids) reach the pages' data.
 */
export const THEME_MESSAGES = {
  'theme.common.editThisPage': 'Edit this page',
  'theme.docs.paginator.previous': 'Previous',
  'theme.docs.paginator.next': 'Next',
  'theme.TOCCollapsible.toggleButtonLabel': 'On this page',
  'theme.blog.post.readMore': 'Read more',
  'theme.lastUpdated.lastUpdatedAtBy': 'Last updated',
} as const;

export type ThemeMessageId = keyof typeof THEME_MESSAGES;

/** The messages a page carries: the theme's ids above and the site's own (any id not under `theme.`). */
export function pageMessages(messages: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).filter(([id]) => !id.startsWith('theme.') || id in THEME_MESSAGES));
}

/** One of the theme's words in the page's locale. */
export function themeMessage(messages: Readonly<Record<string, string>> | undefined, id: ThemeMessageId): string {
  return messages?.[id] ?? THEME_MESSAGES[id];
}
