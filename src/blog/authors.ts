import type { BlogAuthor } from './blog-types.js';
import { joinRoute } from './post-identity.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

/** A social handle as the theme links it (Docusaurus's normalisation); a full URL stays as written. */
function socialUrl(platform: string, handle: string): string {
  if (/^https?:\/\//.test(handle)) return handle;
  const bases: Record<string, string> = {
    x: 'https://x.com/',
    twitter: 'https://twitter.com/',
    github: 'https://github.com/',
    linkedin: 'https://www.linkedin.com/in/',
    stackoverflow: 'https://stackoverflow.com/users/',
    bluesky: 'https://bsky.app/profile/',
    instagram: 'https://www.instagram.com/',
    threads: 'https://www.threads.net/',
    mastodon: 'https://mastodon.social/',
    twitch: 'https://twitch.tv/',
    youtube: 'https://youtube.com/',
  };
  const base = bases[platform];
  if (!base) return handle;
  return platform === 'linkedin' ? `${base}${handle}/` : `${base}${handle}`;
}

/** One author entry (from `authors.yml` or written in the frontmatter), its `image_url`/`imageURL` and socials normalised. */
export function normaliseAuthor(value: Obj, key: string | undefined, authorsRoute: string): BlogAuthor {
  const socials: Record<string, string> = {};
  if (isObj(value.socials)) for (const [platform, handle] of Object.entries(value.socials)) if (str(handle)) socials[platform] = socialUrl(platform, handle as string);
  const page = value.page;
  const permalink = page === true && key ? key : isObj(page) ? (str(page.permalink) ?? key) : undefined;
  return {
    key,
    name: str(value.name),
    title: str(value.title),
    url: str(value.url),
    imageURL: str(value.image_url) ?? str(value.imageURL),
    email: str(value.email),
    socials,
    pageRoute: permalink ? joinRoute(authorsRoute, permalink) : undefined,
  };
}

/** `authors.yml`'s content (already parsed), by key. */
export function readAuthorsMap(data: unknown, authorsRoute: string): Map<string, BlogAuthor> {
  const map = new Map<string, BlogAuthor>();
  if (!isObj(data)) return map;
  for (const [key, value] of Object.entries(data)) if (isObj(value)) map.set(key, normaliseAuthor(value, key, authorsRoute));
  return map;
}

/**
 * A post's authors from its frontmatter: `authors` as a key, an object or a list of both (a key names an
 * `authors.yml` entry; an object may add to one through its `key`), else the legacy `author*` fields.
 * Keys that `authors.yml` does not hold are returned apart, for a warning.
 */
export function postAuthors(frontmatter: Obj, map: ReadonlyMap<string, BlogAuthor>, authorsRoute: string): { authors: BlogAuthor[]; unknownKeys: string[] } {
  const unknownKeys: string[] = [];
  const raw = frontmatter.authors;
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const authors = list.flatMap((item): BlogAuthor[] => {
    if (typeof item === 'string') {
      const known = map.get(item);
      if (!known) unknownKeys.push(item);
      return known ? [known] : [];
    }
    if (!isObj(item)) return [];
    const key = str(item.key);
    const base = key ? map.get(key) : undefined;
    if (key && !base) unknownKeys.push(key);
    const own = normaliseAuthor(item, undefined, authorsRoute);
    return [
      {
        ...base,
        ...Object.fromEntries(Object.entries(own).filter(([, v]) => v !== undefined && !(typeof v === 'object' && !Object.keys(v).length))),
        key,
        socials: { ...base?.socials, ...own.socials },
      } as BlogAuthor,
    ];
  });
  if (!authors.length && (str(frontmatter.author) || str(frontmatter.author_url))) {
    authors.push({
      name: str(frontmatter.author),
      title: str(frontmatter.author_title),
      url: str(frontmatter.author_url),
      imageURL: str(frontmatter.author_image_url),
      socials: {},
    });
  }
  return { authors, unknownKeys };
}
