/** `@docusaurus/isInternalUrl`: a URL of this site (a path), not one with a scheme or `//host`. */
export default function isInternalUrl(url?: string): boolean {
  return typeof url === 'string' && url !== '' && !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url);
}
