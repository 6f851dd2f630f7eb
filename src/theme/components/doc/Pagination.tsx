import { useTheme, useT } from '../../context.tsx';

/** Previous / next page links at the foot of a doc. */
export function Pagination() {
  const t = useT();
  const doc = useTheme().page.doc;
  if (!doc?.prev && !doc?.next) return null;
  return (
    <nav className="pagination" aria-label={t('theme.doc.paginator')}>
      {doc.prev ? (
        <a className="pagination__link pagination__link--prev" href={doc.prev.route} rel="prev">
          <span className="pagination__sub">{t('theme.doc.previous')}</span>
          <span className="pagination__label">« {doc.prev.label}</span>
        </a>
      ) : (
        <span />
      )}
      {doc.next ? (
        <a className="pagination__link pagination__link--next" href={doc.next.route} rel="next">
          <span className="pagination__sub">{t('theme.doc.next')}</span>
          <span className="pagination__label">{doc.next.label} »</span>
        </a>
      ) : null}
    </nav>
  );
}
