import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { withBaseUrl } from './site-context.js';

/** `@docusaurus/Link`: an `<a>`; the client router intercepts internal links as it does for Markdown links. */
export default function Link({ to, href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string; children?: ReactNode; isNavLink?: boolean; autoAddBaseUrl?: boolean }) {
  const { isNavLink: _nav, autoAddBaseUrl: _auto, ...attrs } = rest;
  const target = to ?? href ?? '#';
  const external = /^[a-z][a-z0-9+.-]*:|^\/\//i.test(target);
  return (
    <a href={external ? target : withBaseUrl(target)} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...attrs}>
      {children}
    </a>
  );
}
