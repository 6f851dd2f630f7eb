import { markdownUrl } from '../../shared/routes.ts';
import type { ReactNode } from 'react';
import { useTheme, useT, localePrefix } from '../context.tsx';
import { Sidebar } from './Sidebar.tsx';
import { TOC } from './TOC.tsx';
import { Link } from './Link.tsx';
import { BlogPostHeader } from './Blog.tsx';

/** One formatter per locale: making an `Intl.DateTimeFormat` costs far more than formatting with it. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function formatDate(ms: number, locale: string): string {
  let format = dateFormats.get(locale);
  if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })));
  return format.format(new Date(ms));
}

function UntranslatedNotice() {
  const t = useT();
  const { site, page } = useTheme();
  if (!page.fallbackOf) return null;
  const { localeConfigs, defaultLocale } = site.config.i18n;
  return (
    <div className="notice notice--untranslated" role="note" lang={localeConfigs[page.locale]?.htmlLang}>
      {t('theme.doc.untranslated', { language: localeConfigs[page.locale]?.label ?? page.locale, source: localeConfigs[defaultLocale]?.label ?? defaultLocale })}
    </div>
  );
}

function VersionBanner() {
  const t = useT();
  const { page } = useTheme();
  const doc = page.doc;
  if (!doc || doc.versionBanner === 'none') return null;
  return (
    <div className="notice notice--version" role="note">
      {doc.versionBanner === 'unreleased' ? t('theme.doc.versionBanner.unreleased') : t('theme.doc.versionBanner.unmaintained', { version: doc.versionLabel })}
      {doc.latestRoute ? <> <a href={doc.latestRoute}>{t('theme.doc.versionBanner.latest')}</a></> : null}
    </div>
  );
}

/**
 * The page as Markdown (`<route>.md`): a link without JavaScript; the runtime turns it into "copy to
 * clipboard" (client/pageMarkdown.ts). Not on fallback pages, which have no Markdown twin of their own.
 */
function PageMarkdownLink() {
  const t = useT();
  const { page } = useTheme();
  if (page.fallbackOf) return null;
  return (
    <a className="page-markdown" href={markdownUrl(page.route)} data-page-markdown="" data-copied={t('theme.doc.copiedMarkdown')} type="text/markdown">
      {t('theme.doc.copyMarkdown')}
    </a>
  );
}

/** The TOC renders after the article, so it includes headings MDX components contributed while rendering. */
function DocToc() {
  const doc = useTheme().page.doc!;
  return !doc.hideToc && doc.toc.length > 0 ? <aside className="doc-toc"><TOC toc={doc.toc} /></aside> : null;
}

/** Docs layout: sidebar branch, article, TOC, edit link, last update, previous/next. */
export function DocPage({ children }: { children: ReactNode }) {
  const t = useT();
  const { page, site } = useTheme();
  const doc = page.doc!;
  const locale = site.config.i18n.localeConfigs[page.locale]?.htmlLang ?? page.locale;
  return (
    <div className="doc-layout" data-doc-layout="">
      {doc.sidebar ? (
        <aside className="sidebar" data-sidebar-container="">
          <Sidebar items={doc.sidebar} />
          <button type="button" className="sidebar__hide" data-sidebar-hide="" aria-label={t('theme.sidebar.hide')} title={t('theme.sidebar.hide')} data-label-show={t('theme.sidebar.show')}>«</button>
        </aside>
      ) : null}
      <main id="main" className="doc-main" tabIndex={-1} data-main="">
        <div className="doc-content">
          <VersionBanner />
          <UntranslatedNotice />
          <article className="markdown" data-article="" data-pagefind-body={page.fallbackOf ? undefined : ''} data-pagefind-filter={`section:${doc.section}`}>
            {doc.date ? <BlogPostHeader /> : null}
            {doc.hideTitle || doc.date ? null : <header className="doc-header"><h1>{page.title}</h1><PageMarkdownLink /></header>}
            {children}
          </article>
          <footer className="doc-footer">
            {doc.tags?.length ? (
              <ul className="tag-list" aria-label={t('theme.blog.tags')}>
                {doc.tags.map((tag) => <li key={tag.route}><a className="tag" href={tag.route}>{tag.label}</a></li>)}
              </ul>
            ) : null}
            <div className="doc-footer__meta">
              {doc.editUrl ? <Link href={doc.editUrl} className="doc-footer__edit">{t('theme.doc.editThisPage')}</Link> : <span />}
              {doc.lastUpdated ? (
                <span className="doc-footer__updated">
                  {t('theme.doc.lastUpdated', { date: '\u0000' }).split('\u0000')[0]}
                  <time dateTime={new Date(doc.lastUpdated).toISOString()}>{formatDate(doc.lastUpdated, locale)}</time>
                  {t('theme.doc.lastUpdated', { date: '\u0000' }).split('\u0000')[1]}
                </span>
              ) : null}
            </div>
            {doc.prev || doc.next ? (
              <nav className="pagination" aria-label={t('theme.doc.paginator')}>
                {doc.prev ? (
                  <a className="pagination__link pagination__link--prev" href={doc.prev.route} rel="prev">
                    <span className="pagination__sub">{t('theme.doc.previous')}</span>
                    <span className="pagination__label">« {doc.prev.label}</span>
                  </a>
                ) : <span />}
                {doc.next ? (
                  <a className="pagination__link pagination__link--next" href={doc.next.route} rel="next">
                    <span className="pagination__sub">{t('theme.doc.next')}</span>
                    <span className="pagination__label">{doc.next.label} »</span>
                  </a>
                ) : null}
              </nav>
            ) : null}
          </footer>
        </div>
        <DocToc />
      </main>
    </div>
  );
}

export { localePrefix };
