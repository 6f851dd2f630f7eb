import type { ReactNode } from 'react';
import { useT } from '../context.tsx';

/** The frame around a highlighted code block: title bar, copy and wrap buttons (bound by the runtime). */
export function CodeFrame({ title, lang, html, children }: { title?: string; lang?: string; html?: string; children?: ReactNode }) {
  const t = useT();
  return (
    <div className="code-block" data-code-block="" data-lang={lang}>
      {title ? <div className="code-block__title">{title}</div> : null}
      <div className="code-block__body">
        {html !== undefined ? <div className="code-block__code" dangerouslySetInnerHTML={{ __html: html }} /> : children}
        <div className="code-block__actions">
          <button type="button" className="code-block__button" data-wrap="" aria-label={t('theme.code.wrap')} title={t('theme.code.wrap')} aria-pressed="false">
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M3 6h18M3 12h15a3 3 0 1 1 0 6h-4M3 18h7" />
              <path d="m16 16-2 2 2 2" />
            </svg>
          </button>
          <button
            type="button"
            className="code-block__button"
            data-copy=""
            aria-label={t('theme.code.copyLabel')}
            title={t('theme.code.copy')}
            data-copied={t('theme.code.copied')}
          >
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
              <rect x="9" y="9" width="12" height="12" rx="2" />
              <path d="M5 15V5a2 2 0 0 1 2-2h10" />
            </svg>
          </button>
        </div>
      </div>
    </div>
  );
}
