import type { ReactNode } from 'react';
import { useTheme } from '../context.tsx';
import { TOC } from './TOC.tsx';
import type { TocEntry } from '../types.ts';

/** A custom MDX page (FAQ…): the article, and its table of contents on wide screens. */
export function MarkdownPage({ title, toc, children }: { title?: string; toc: TocEntry[]; children: ReactNode }) {
  const { page } = useTheme();
  return (
    <main id="main" className="doc-main markdown-page" tabIndex={-1} data-main="">
      <div className="doc-content">
        <article className="markdown" data-article="" data-pagefind-body={page.fallbackOf ? undefined : ''} data-pagefind-filter="section:pages">
          {title ? <h1>{title}</h1> : null}
          {children}
        </article>
      </div>
      {toc.length ? (
        <aside className="doc-toc">
          <TOC toc={toc} />
        </aside>
      ) : null}
    </main>
  );
}
