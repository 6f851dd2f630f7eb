import type { ReactNode } from 'react';
import { useTheme, useT } from '../context.tsx';
import { Sidebar } from './Sidebar.tsx';
import { BlogPostHeader } from './Blog.tsx';
import { VersionBanner } from './doc/VersionBanner.tsx';
import { UntranslatedNotice } from './doc/UntranslatedNotice.tsx';
import { PageMarkdownLink } from './doc/PageMarkdownLink.tsx';
import { DocTags } from './doc/DocTags.tsx';
import { EditLink } from './doc/EditLink.tsx';
import { LastUpdated } from './doc/LastUpdated.tsx';
import { Pagination } from './doc/Pagination.tsx';
import { DocToc } from './doc/DocToc.tsx';

/** Docs layout: sidebar branch, article, TOC, and the footer (tags, edit link, last update, previous/next). */
export function DocPage({ children }: { children: ReactNode }) {
  const t = useT();
  const { page } = useTheme();
  const doc = page.doc!;
  return (
    <div className="doc-layout" data-doc-layout="">
      {doc.sidebar ? (
        <aside className="sidebar" data-sidebar-container="">
          <Sidebar items={doc.sidebar} />
          <button
            type="button"
            className="sidebar__hide"
            data-sidebar-hide=""
            aria-label={t('theme.sidebar.hide')}
            title={t('theme.sidebar.hide')}
            data-label-show={t('theme.sidebar.show')}
          >
            «
          </button>
        </aside>
      ) : null}
      <main id="main" className="doc-main" tabIndex={-1} data-main="">
        <div className="doc-content">
          <VersionBanner />
          <UntranslatedNotice />
          <article className="markdown" data-article="" data-pagefind-body={page.fallbackOf ? undefined : ''} data-pagefind-filter={`section:${doc.section}`}>
            {doc.date ? <BlogPostHeader /> : null}
            {doc.hideTitle || doc.date ? null : (
              <header className="doc-header">
                <h1>{page.title}</h1>
                <PageMarkdownLink />
              </header>
            )}
            {children}
          </article>
          <footer className="doc-footer">
            <DocTags />
            <div className="doc-footer__meta">
              <EditLink />
              <LastUpdated />
            </div>
            <Pagination />
          </footer>
        </div>
        <DocToc />
      </main>
    </div>
  );
}
