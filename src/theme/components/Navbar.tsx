import type { ReactNode } from 'react';
import { useTheme, useT, localePrefix, translateLabelFor, type NavItem } from '../context.tsx';
import { docRoute } from '../../shared/routes.ts';
import { Link } from './Link.tsx';
import { MenuIcon, CloseIcon, SearchIcon, SunIcon, MoonIcon, GlobeIcon, GitHubIcon, ExternalIcon } from './Icons.tsx';
import { Sidebar } from './Sidebar.tsx';

function itemLabel(item: NavItem): string {
  return item.label ?? item.type ?? 'item';
}

/** Renders one configured item; an item that throws shows an inline error naming it instead of breaking the page. */
function SafeItem({ item, mobile }: { item: NavItem; mobile?: boolean }) {
  const t = useT();
  const ctx = useTheme();
  try {
    return renderItem(item, ctx, t, mobile);
  } catch (error) {
    const message = t('theme.navbar.itemError', { item: itemLabel(item), error: (error as Error).message });
    ctx.warnings.push(message);
    return (
      <span className="navbar__item navbar__item--error" role="note">
        {message}
      </span>
    );
  }
}

function isActive(route: string, base: string): boolean {
  return route === base || route.startsWith(`${base}/`);
}

function renderItem(raw: NavItem, ctx: ReturnType<typeof useTheme>, t: ReturnType<typeof useT>, mobile?: boolean): ReactNode {
  const { site, page } = ctx;
  const item = raw.label ? { ...raw, label: translateLabelFor(ctx.messages, 'navbar.item', raw.label) } : raw;
  const cls = (extra = '') => ['navbar__item', 'navbar__link', item.className ?? '', extra].filter(Boolean).join(' ');
  switch (item.type ?? 'default') {
    case 'default': {
      if (item.href) {
        const github = /github\.com/.test(item.href);
        return (
          <Link href={item.href} className={cls()} aria-label={item.ariaLabel}>
            {github ? <GitHubIcon /> : null}
            {github && !mobile ? (
              <span className="sr-only">{item.label}</span>
            ) : (
              <>
                {item.label}
                <ExternalIcon />
              </>
            )}
          </Link>
        );
      }
      const to = item.to ?? '/';
      const active = isActive(page.baseRoute, item.activeBasePath ?? to);
      return (
        <Link to={to} className={cls(active ? 'is-active' : '')} aria-current={active ? 'page' : undefined}>
          {item.label}
        </Link>
      );
    }
    case 'doc':
    case 'docSidebar':
    case 'docsVersion': {
      const section = site.config.sections.find((s) => s.id === item.section);
      if (!section) throw new Error(`unknown section "${item.section}"`);
      const docId = item.type === 'doc' ? item.docId! : section.mainDocId;
      const to = docRoute(site.docRoutes, section, docId);
      if (!site.routes.has(to)) throw new Error(`no page for doc "${docId}" in section "${section.id}"`);
      const active = isActive(page.baseRoute, `/${section.routeBasePath}`);
      return (
        <Link to={to} className={cls(active ? 'is-active' : '')} aria-current={active ? 'page' : undefined}>
          {item.label ?? section.label}
        </Link>
      );
    }
    case 'dropdown':
      return (
        <details className="navbar__dropdown" data-dropdown="">
          <summary className={cls()}>{item.label}</summary>
          <ul className="dropdown__menu">
            {(item.items ?? []).map((child, i) => (
              <li key={i}>
                <SafeItem item={{ ...child, className: 'dropdown__link' }} mobile={mobile} />
              </li>
            ))}
          </ul>
        </details>
      );
    case 'docsVersionDropdown': {
      const section = site.config.sections.find((s) => s.id === item.section);
      if (!section) throw new Error(`unknown section "${item.section}"`);
      const versions = Object.entries(section.versions);
      if (!versions.length) return null;
      return (
        <details className="navbar__dropdown" data-dropdown="">
          <summary className={cls()}>{page.doc?.versionLabel ?? 'Version'}</summary>
          <ul className="dropdown__menu">
            {versions.map(([name, v]) => {
              const to = docRoute(site.docRoutes, section, section.mainDocId, v.path);
              return (
                <li key={name}>
                  <Link to={to} className="dropdown__link" data-version-link={`${section.id}:${name}`}>
                    {v.label ?? name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </details>
      );
    }
    case 'html':
      return <span className={cls()} dangerouslySetInnerHTML={{ __html: item.value ?? '' }} />;
    case 'search':
      return <SearchButton />;
    case 'localeDropdown':
      return <LocaleDropdown />;
    default:
      throw new Error(`unknown item type "${String(item.type)}"`);
  }
}

export function SearchButton() {
  const t = useT();
  const { site, page } = useTheme();
  const searchRoute = `${localePrefix(site.config, page.locale)}/${site.config.search.searchPagePath}`;
  // Without JavaScript the button is a link to the search page; the runtime turns it into the modal trigger
  // (role="button"), and shows the data-* texts if the dialog's code cannot be fetched.
  return (
    <a
      href={searchRoute}
      className="navbar__search"
      data-search-button=""
      aria-keyshortcuts="Control+K Meta+K /"
      data-search-label={t('theme.search.title')}
      data-fetch-failed={t('theme.search.fetchFailed')}
      data-check-network={t('theme.search.checkNetwork')}
      data-retry={t('theme.crash.retry')}
    >
      <SearchIcon />
      <span className="navbar__search-label">{t('theme.search.button')}</span>
      <kbd className="navbar__search-kbd" aria-hidden="true">
        Ctrl K
      </kbd>
    </a>
  );
}

/** Language links keep the path (translated page, else its fallback); the runtime adds the current query and hash. */
export function LocaleDropdown() {
  const t = useT();
  const { site, page } = useTheme();
  const { config } = site;
  return (
    <details className="navbar__dropdown navbar__locale" data-dropdown="">
      <summary className="navbar__item navbar__link">
        <GlobeIcon />
        <span className="sr-only">{t('theme.navbar.languages')}: </span>
        <span>{config.i18n.localeConfigs[page.locale]?.label}</span>
      </summary>
      <ul className="dropdown__menu">
        {site.locales.map((locale) => {
          const prefix = localePrefix(config, locale);
          const target = page.alternates[locale] ?? (page.baseRoute === '/' ? prefix || '/' : `${prefix}${page.baseRoute}`);
          const lc = config.i18n.localeConfigs[locale];
          return (
            <li key={locale}>
              <a
                href={target}
                hrefLang={lc.htmlLang}
                lang={lc.htmlLang}
                className={`dropdown__link${locale === page.locale ? ' is-active' : ''}`}
                data-locale-link=""
                aria-current={locale === page.locale ? 'true' : undefined}
              >
                {lc.label}
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}

export function ColorModeToggle() {
  const t = useT();
  const { site } = useTheme();
  if (site.config.colorMode.disableSwitch) return null;
  const mode = site.config.colorMode.defaultMode;
  // The label is rewritten by the runtime once the stored mode is known.
  return (
    <button
      type="button"
      className="navbar__icon-button color-toggle"
      data-color-toggle=""
      data-label-dark={t('theme.colorMode.toggle', { mode: t('theme.colorMode.dark') })}
      data-label-light={t('theme.colorMode.toggle', { mode: t('theme.colorMode.light') })}
      aria-label={t('theme.colorMode.toggle', { mode: t(mode === 'dark' ? 'theme.colorMode.dark' : 'theme.colorMode.light') })}
      title={t('theme.colorMode.toggle', { mode: t(mode === 'dark' ? 'theme.colorMode.dark' : 'theme.colorMode.light') })}
    >
      <SunIcon />
      <MoonIcon />
    </button>
  );
}

export function Navbar() {
  const t = useT();
  const { site, page } = useTheme();
  const { navbar } = site.config;
  const home = localePrefix(site.config, page.locale) || '/';
  const left = navbar.items.filter((i) => (i.position ?? 'left') === 'left');
  const right = navbar.items.filter((i) => i.position === 'right');
  const sidebar = page.doc?.sidebar;
  return (
    <header className="navbar" data-navbar="">
      <nav className="navbar__inner" aria-label="Main">
        <button
          type="button"
          className="navbar__icon-button navbar__toggle"
          data-drawer-open=""
          aria-label={t('theme.navbar.toggle')}
          aria-expanded="false"
          aria-controls="navbar-drawer"
        >
          <MenuIcon />
        </button>
        <a className="navbar__brand" href={home} aria-label={navbar.logo || navbar.title ? undefined : site.config.title}>
          {navbar.logo ? (
            <>
              <img className="navbar__logo themed--light" src={navbar.logo.src} alt={navbar.logo.alt} width={navbar.logo.width} height={navbar.logo.height} />
              <img
                className="navbar__logo themed--dark"
                src={navbar.logo.srcDark ?? navbar.logo.src}
                alt={navbar.logo.alt}
                width={navbar.logo.width}
                height={navbar.logo.height}
              />
            </>
          ) : null}
          {navbar.title ? <b className="navbar__title">{navbar.title}</b> : null}
        </a>
        <div className="navbar__items">
          {left.map((item, i) => (
            <SafeItem key={i} item={item} />
          ))}
        </div>
        <div className="navbar__items navbar__items--right">
          {right.map((item, i) => (
            <SafeItem key={i} item={item} />
          ))}
          <ColorModeToggle />
        </div>
      </nav>
      <div className="drawer" id="navbar-drawer" data-drawer="" hidden>
        <div className="drawer__backdrop" data-drawer-close="" />
        <div className="drawer__panel" role="dialog" aria-modal="true" aria-label={t('theme.navbar.toggle')}>
          <div className="drawer__header">
            <a className="navbar__brand" href={home} aria-label={navbar.logo ? undefined : site.config.title}>
              {navbar.logo ? (
                <img
                  className="navbar__logo"
                  src={navbar.logo.srcDark ?? navbar.logo.src}
                  alt={navbar.logo.alt}
                  width={navbar.logo.width}
                  height={navbar.logo.height}
                />
              ) : null}
            </a>
            <ColorModeToggle />
            <button type="button" className="navbar__icon-button" data-drawer-close="" aria-label={t('theme.navbar.close')}>
              <CloseIcon />
            </button>
          </div>
          <div className={`drawer__panes${sidebar ? ' drawer__panes--secondary' : ''}`} data-drawer-panes="">
            <div className="drawer__pane drawer__pane--main">
              <ul className="drawer__menu">
                {navbar.items
                  .filter((i) => i.type !== 'search')
                  .map((item, i) => (
                    <li key={i}>
                      <SafeItem item={item} mobile />
                    </li>
                  ))}
              </ul>
            </div>
            {sidebar ? (
              <div className="drawer__pane drawer__pane--secondary">
                <button type="button" className="drawer__back" data-drawer-back="" aria-label={t('theme.navbar.backToMainLabel')}>
                  {t('theme.navbar.backToMain')}
                </button>
                <Sidebar items={sidebar} idPrefix="drawer-" />
              </div>
            ) : null}
          </div>
        </div>
      </div>
    </header>
  );
}
