/** Plain code shared by the engine and the theme: no Node or DOM APIs. */

const segmenter = new Intl.Segmenter();
// Built at run time: the `v` flag (needed for RGI_Emoji: flags, ZWJ sequences, skin tones) is newer than the compile target.
const RGI_EMOJI = new RegExp('^\\p{RGI_Emoji}$', 'v');

/** Docusaurus's rule for doc cards: a label starting with an emoji shows that emoji as the card's icon and the rest as its title. */
export function leadingEmoji(label: string): { emoji?: string; rest: string } {
  const first = segmenter.segment(label)[Symbol.iterator]().next().value?.segment;
  if (!first || !RGI_EMOJI.test(first)) return { rest: label };
  return { emoji: first, rest: label.slice(first.length) };
}
