/** A tag page's heading and title, worded as Docusaurus words it. */
export function taggedTitle(count: number, label: string): string {
  return `${count === 1 ? 'One doc' : `${count} docs`} tagged with "${label}"`;
}
