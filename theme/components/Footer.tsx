import type { SiteData } from '../../src/shared/page-types.js';
import { SocialIcon } from './SocialIcon.js';

/** Brand and tagline, the link columns, the community links and the copyright line. */
export function Footer({ site }: { site: SiteData }) {
  return (
    <footer className={`footer footer-${site.footer.style}`}>
      <div className="footer-inner">
        <div className="footer-top">
          <div className="footer-brand">
            <a className="navbar-brand" href={site.baseUrl}>
              {site.navbar.logo ? <img className="navbar-logo" src={site.navbar.logo.src} alt="" width={28} height={28} /> : null}
              <span className="navbar-title">{site.navbar.title ?? site.title}</span>
            </a>
            <p className="footer-tagline">{site.tagline}</p>
            {site.socialLinks.length ? (
              <ul className="footer-social" aria-label="Community">
                {site.socialLinks.map((s) => (
                  <li key={s.href}>
                    <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.label} title={s.label}>
                      <SocialIcon icon={s.icon} />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <div className="footer-columns">
            {site.footer.links.map((column) => (
              <div key={column.title} className="footer-column">
                <h2 className="footer-title">{column.title}</h2>
                <ul>
                  {column.items.map((item) => (
                    <li key={item.href}>
                      <a href={item.href} {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                        {item.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
        <div className="footer-bottom">
          <p className="footer-copyright">{site.footer.copyright}</p>
        </div>
      </div>
    </footer>
  );
}
