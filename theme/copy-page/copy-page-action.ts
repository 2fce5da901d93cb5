/** Fetches the page's Markdown twin and puts it on the clipboard. Loaded only when a reader uses "Copy page". */
export async function copyPageMarkdown(href: string): Promise<void> {
  const response = await fetch(href, { headers: { accept: 'text/markdown' } });
  if (!response.ok) throw new Error(`${href} answered ${response.status}`);
  const text = await response.text();
  // ClipboardItem with a promise keeps the user activation on Safari; writeText elsewhere.
  await navigator.clipboard.writeText(text);
}
