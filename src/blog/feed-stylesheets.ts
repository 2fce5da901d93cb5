/**
 * Style sheets that make a feed readable when opened in a browser (Docusaurus's `feedOptions.xslt`):
 * an XSLT turning the feed into a page of its posts, and the CSS that page loads. docsgen's own.
 */

const CSS = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1c1e21}
.feed-note{background:#eef6ff;border-radius:6px;padding:.75rem 1rem}
.feed-item{border-bottom:1px solid #dadde1;padding:1rem 0}
.feed-item h2{margin:0 0 .25rem;font-size:1.25rem}
.feed-item time{color:#606770;font-size:.9rem}
a{color:#2e8555}
`;

/** The page an RSS 2.0 or Atom 1.0 feed shows in a browser. */
function xslt(kind: 'rss' | 'atom'): string {
  const rss = kind === 'rss';
  const ns = rss ? '' : ' xmlns:atom="http://www.w3.org/2005/Atom"';
  const p = rss ? '' : 'atom:';
  const root = rss ? '/rss/channel' : '/atom:feed';
  const items = rss ? 'item' : 'atom:entry';
  const link = rss ? 'link' : 'atom:link/@href';
  const date = rss ? 'pubDate' : 'atom:updated';
  const summary = rss ? 'description' : 'atom:summary';
  const description = rss ? 'description' : 'atom:subtitle';
  return `<?xml version="1.0" encoding="utf-8"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"${ns}>
  <xsl:output method="html" encoding="utf-8" indent="yes"/>
  <xsl:template match="/">
    <html lang="en">
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title><xsl:value-of select="${root}/${p}title"/> (${rss ? 'RSS' : 'Atom'} feed)</title>
        <link rel="stylesheet" href="${kind}.css"/>
      </head>
      <body>
        <p class="feed-note">This is a feed: copy its address into a feed reader to follow new posts.</p>
        <h1><xsl:value-of select="${root}/${p}title"/></h1>
        <p><xsl:value-of select="${root}/${description}"/></p>
        <xsl:for-each select="${root}/${items}">
          <div class="feed-item">
            <h2><a href="{${link}}"><xsl:value-of select="${p}title"/></a></h2>
            <time><xsl:value-of select="${date}"/></time>
            <p><xsl:value-of select="${summary}"/></p>
          </div>
        </xsl:for-each>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
`;
}

/** The files beside the feeds: `rss.xsl` and `rss.css` for RSS, `atom.xsl` and `atom.css` for Atom. */
export function feedStylesheetFiles(kinds: readonly ('rss' | 'atom' | 'json')[]): { name: string; data: string }[] {
  return kinds.flatMap((kind) =>
    kind === 'json'
      ? []
      : [
          { name: `${kind}.xsl`, data: xslt(kind) },
          { name: `${kind}.css`, data: CSS },
        ],
  );
}
