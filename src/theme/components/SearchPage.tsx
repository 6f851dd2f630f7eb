import { useT, useTheme } from '../context.tsx';
import { SimplePage } from './SimplePage.tsx';

/** Algolia's terms ask sites searching with it to credit it; Docusaurus' search page links it the same way. */
const ALGOLIA_HOME = 'https://www.algolia.com/';

/**
 * `/search?q=…`: the shell the search island mounts into; without JavaScript it says so. With the Algolia provider
 * the page credits Algolia (the link is named by its label; its visible text repeats it).
 */
export function SearchPage() {
  const t = useT();
  const { site } = useTheme();
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
      {site.config.search.provider === 'algolia' ? (
        <p className="search-page__credit">
          <a href={ALGOLIA_HOME} target="_blank" rel="noopener noreferrer" aria-label={t('theme.search.byAlgolia')}>
            <span aria-hidden="true">{t('theme.search.byAlgolia')}</span>
          </a>
        </p>
      ) : null}
    </SimplePage>
  );
}
