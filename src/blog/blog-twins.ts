import type { BlogPlan } from './blog-types.js';

/**
 * The Markdown twin of a blog page that is not a post (lists, tags, archive, authors): what it shows,
 * as links. `link` writes one (title, route) as the site's twins link.
 */
export function blogListTwin(kind: 'blog-list' | 'blog-tags' | 'blog-archive' | 'blog-authors', route: string, blog: BlogPlan, link: (title: string, route: string) => string): string {
  const listed = blog.posts.filter((p) => !p.unlisted);
  const postLine = (file: string) => {
    const post = blog.posts.find((p) => p.file === file)!;
    return `- ${link(post.title, post.route)} (${post.date.slice(0, 10)})${post.description ? `: ${post.description}` : ''}`;
  };
  switch (kind) {
    case 'blog-tags':
      return `# Tags\n\n${[...blog.tags.values()].map((t) => `- ${link(t.label, t.route)}: ${t.posts.length} post${t.posts.length === 1 ? '' : 's'}`).join('\n')}\n`;
    case 'blog-archive':
      return `# Archive\n\n${listed.map((p) => postLine(p.file)).join('\n')}\n`;
    case 'blog-authors':
      return `# Authors\n\n${[...blog.authors.values()].map((a) => `- ${link(a.name ?? a.key ?? '', a.pageRoute!)}: ${a.posts.length} post${a.posts.length === 1 ? '' : 's'}`).join('\n')}\n`;
    default: {
      const list = blog.lists.find((l) => l.route === route);
      const heading =
        list?.listing.type === 'tag'
          ? `Posts tagged "${blog.tags.get(list.listing.tag)?.label}"`
          : list?.listing.type === 'author'
            ? `Posts by ${blog.authors.get(list.listing.author)?.name}`
            : blog.options.title;
      return `# ${heading}\n\n${(list?.posts ?? []).map(postLine).join('\n')}\n`;
    }
  }
}
