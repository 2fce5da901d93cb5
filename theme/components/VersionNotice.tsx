import type { PageMeta } from '../../src/shared/page-types.js';
import { shellComponent } from '../shell/registry.js';

type DocsVersion = NonNullable<PageMeta['docsVersion']>;

/**
 * Docusaurus's version banner: on an unreleased version ("Next") or one no longer maintained, what the
 * reader is looking at and a link to the same page in the latest version.
 */
export function VersionBanner({ version, siteTitle }: { version: DocsVersion | undefined; siteTitle: string }) {
  // A project's own banner (swizzled) decides itself whether to show, from the page's version.
  const Own = shellComponent('DocVersionBanner');
  if (Own) return <Own />;
  if (!version || version.banner === 'none') return null;
  return (
    <div className="theme-doc-version-banner alert alert--warning version-banner" role="alert">
      <div>
        {version.banner === 'unreleased' ? (
          <>
            This is unreleased documentation for {siteTitle} <b>{version.label}</b> version.
          </>
        ) : (
          <>
            This is documentation for {siteTitle} <b>{version.label}</b>, which is no longer actively maintained.
          </>
        )}
      </div>
      <div className="version-banner-latest">
        For up-to-date documentation, see the{' '}
        <b>
          <a href={version.latest.href}>latest version</a>
        </b>{' '}
        ({version.latest.label}).
      </div>
    </div>
  );
}

/** "Version: 1.0.0" above a page of a versioned site. */
export function VersionBadge({ version }: { version: DocsVersion | undefined }) {
  const Own = shellComponent('DocVersionBadge');
  if (Own) return <Own />;
  if (!version?.badge) return null;
  return <span className="theme-doc-version-badge badge badge--secondary version-badge">Version: {version.label}</span>;
}
