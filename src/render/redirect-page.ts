/**
 * The page an old URL gets (Docusaurus's client-redirects plugin): it sends the browser on at once
 * (a `refresh` meta tag, and a script that keeps the query and fragment), names the target as
 * canonical for search engines, and links it for anyone whose browser does neither.
 */
export function redirectPage(target: string): string {
  const attr = target.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="UTF-8">',
    `<meta http-equiv="refresh" content="0; url=${attr}">`,
    `<link rel="canonical" href="${attr}">`,
    '<meta name="robots" content="noindex">',
    '<title>Redirecting…</title>',
    `<script>window.location.replace(${JSON.stringify(target).replace(/</g, '\\u003c')} + window.location.search + window.location.hash);</script>`,
    '</head>',
    `<body><p>This page has moved: <a href="${attr}">${attr}</a>.</p></body>`,
    '</html>',
    '',
  ].join('\n');
}
