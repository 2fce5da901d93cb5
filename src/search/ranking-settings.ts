/**
 * Every weight of the ranking in one place, tuned on the tuning half of the question set
 * (`test/search/`); the held-out half was not used to set them.
 */
export const RANKING = {
  /**
   * The fields a page is found by, each with its weight in BM25F: words in the title say most, then
   * the keywords and description the writer chose, headings, the URL (a function's area: `math`,
   * `date`) and the body; the sidebar section name says little (every page of it has it).
   */
  fields: { title: 12, keywords: 4, description: 3, url: 1.5, lvl0: 0.5, heading: 2.5, body: 1 },
  /** BM25's saturation of repeated matches, and how much a long page's body weight is damped. */
  k1: 5,
  b: 0.5,
  /** The same for titles: a word counts for more in a short title. */
  titleB: 0.5,
  /** Scale of the log that dampens repeated body and heading matches (see `field-index.ts`). */
  bodyBase: 0.5,
  /**
   * How strongly a page's score depends on how much of the query it covers (the share of the
   * query's rarity it matches): a page with every word of a question beats one with a single rare
   * word many times over, yet one stray word the site never uses does not empty the results.
   */
  coveragePower: 1,
  /** How much a page gains for each pair of neighbouring query words it has side by side in its title, description, keywords or a heading (per share of the query's rarity). */
  wordPairs: 0.5,
  /** A page whose whole title the query says ("paging" for Paging) is what was asked for by name. */
  wholeTitle: 1.3,
  /** A title that starts with a word of the query is a little more about it ("celsius": Celsius to Fahrenheit before Fahrenheit to Celsius). */
  titleLead: 1.05,
  /** What each kind of match is worth against the word itself. */
  quality: {
    related: 0.8,
    stem: 0.9,
    compound: 0.95,
    scatteredCompound: 0.9,
    agentNoun: 0.6,
    prefixLast: 0.7,
    prefixLastBesideExact: 0.35,
    prefixEarlier: 0.4,
    typo1: 0.6,
    typo2: 0.45,
    typoPrefix: 0.4,
  },
};
