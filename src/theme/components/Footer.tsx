import { useTheme, useT, useLabel } from '../context.tsx';
import { Link } from './Link.tsx';

export function Footer() {
  const t = useT();
  const label = useLabel();
  const { site, page, messages } = useTheme();
  const { footer, communityUrl } = site.config;
  // The site's own texts: from the config, translated per locale by the catalogue (code.json) when it has them.
  const description = messages['theme.footer.description'] ?? footer.description;
  const copyright = messages['theme.footer.copyright'] ?? footer.copyright;
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__about">
          {footer.logo ? (
            <Link to={footer.logo.href ?? '/'} className="footer__logo-link">
              <img
                className="footer__logo themed--light"
                src={footer.logo.src}
                alt={footer.logo.alt}
                height={footer.logo.height ?? 38}
                width={Math.round((footer.logo.height ?? 38) * 3.36)}
                loading="lazy"
              />
              <img
                className="footer__logo themed--dark"
                src={footer.logo.srcDark ?? footer.logo.src}
                alt={footer.logo.alt}
                height={footer.logo.height ?? 38}
                width={Math.round((footer.logo.height ?? 38) * 3.36)}
                loading="lazy"
              />
            </Link>
          ) : null}
          {description ? <p className="footer__description">{description}</p> : null}
          {communityUrl ? (
            <p className="footer__description">
              <Link href={communityUrl}>{t('theme.footer.community')}</Link>
            </p>
          ) : null}
        </div>
        {footer.links.map((column) => (
          <div className="footer__col" key={column.title}>
            <h2 className="footer__title">{label('footer.column', column.title)}</h2>
            <ul className="footer__items">
              {column.items.map((item) => (
                <li key={item.label}>
                  <Link to={item.to} href={item.href} className="footer__link">
                    {label('footer.link', item.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="footer__bottom">
        {copyright ? <p>{copyright}</p> : null}
        <p className="footer__version" data-locale={page.locale}>
          v{site.config.version}
        </p>
      </div>
    </footer>
  );
}
