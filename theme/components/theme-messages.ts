import type { ThemeMessageId } from '../../src/shared/theme-messages.js';

/** The theme's words in English, by the ids a locale's `code.json` translates them with. */
const ENGLISH: Record<ThemeMessageId, string> = {
  'theme.common.editThisPage': 'Edit this page',
  'theme.docs.paginator.previous': 'Previous',
  'theme.docs.paginator.next': 'Next',
  'theme.TOCCollapsible.toggleButtonLabel': 'On this page',
  'theme.blog.post.readMore': 'Read more',
  'theme.blog.post.readMoreLabel': 'Read more about {title}',
  'theme.tags.tagsListLabel': 'Tags:',
};

/** One of the theme's words in the page's locale, its `{placeholders}` filled in. */
export function themeMessage(messages: Readonly<Record<string, string>> | undefined, id: ThemeMessageId, values: Record<string, string> = {}): string {
  return (messages?.[id] ?? ENGLISH[id]).replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all);
}
