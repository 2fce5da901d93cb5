/** Docusaurus's default reading speed. */
const WORDS_PER_MINUTE = 200;

/** Minutes to read a post's text, as Docusaurus counts them (words by `Intl.Segmenter`, 2 decimals). */
export function readingMinutes(text: string, locale = 'en'): number {
  const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  let words = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) words++;
  return Math.round((words / WORDS_PER_MINUTE) * 100) / 100;
}
