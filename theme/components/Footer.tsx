import type { SiteData } from '../../src/shared/page-types.js';
import { SocialIcon } from './SocialIcon.js';

export function Footer({ site }: { site: SiteData }) {
  return (
    <footer className={`footer footer-${site.footer.style}`}>
      <div className="footer-inner">
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
        {site.socialLinks.length ? (
          <ul className="footer-social" aria-label="Community">
            {site.socialLinks.map((s) => (
              <li key={s.href}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.label}>
                  <SocialIcon icon={s.icon} />
                  <span>{s.label}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="footer-copyright">{site.footer.copyright}</p>
      </div>
    </footer>
  );
}
