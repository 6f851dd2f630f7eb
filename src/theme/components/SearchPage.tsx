import { useT } from '../context.tsx';
import { SimplePage } from './SimplePage.tsx';

/** `/search?q=…`: the shell the search island mounts into; without JavaScript it says so. */
export function SearchPage() {
  const t = useT();
  return (
    <SimplePage className="search-page">
      <h1>{t('theme.search.pageTitle')}</h1>
      <div data-search-page="" data-island="search-page">
        <form className="search-page__form" action="" method="get" role="search">
          <label className="sr-only" htmlFor="search-page-input">
            {t('theme.search.placeholder')}
          </label>
          <input id="search-page-input" className="search-page__input" type="search" name="q" placeholder={t('theme.search.placeholder')} autoComplete="off" />
        </form>
        <noscript>
          <p>{t('theme.search.noscript')}</p>
        </noscript>
      </div>
    </SimplePage>
  );
}
