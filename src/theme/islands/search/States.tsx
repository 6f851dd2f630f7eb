import type { SearchClientConfig } from './searchConfig.ts';
import type { Translate } from './messages.ts';

export function Loading({ t }: { t: Translate }) {
  return (
    <p className="search-state search-state--loading" role="status" data-search-state="loading">
      <span className="search-spinner" aria-hidden="true" />
      {t('theme.search.loading')}
    </p>
  );
}

/** "No results for …", suggestions, and the "Let us know." link; the query is a text node. */
export function NoHits({ t, query, config, onSuggest }: { t: Translate; query: string; config: SearchClientConfig; onSuggest(q: string): void }) {
  const issue = config.issuesUrl
    ? `${config.issuesUrl}${config.issuesUrl.includes('?') ? '&' : '?'}title=${encodeURIComponent(`Search: no results for "${query}"`)}`
    : undefined;
  return (
    <div className="search-state search-state--empty" data-search-state="empty">
      <p className="search-state__title" role="status">
        {t('theme.search.noResults', { query })}
      </p>
      {config.suggestions.length ? (
        <div className="search-state__suggest">
          <p>{t('theme.search.trySearching')}</p>
          <ul>
            {config.suggestions.map((s) => (
              <li key={s}>
                <button type="button" className="search-suggestion" onClick={() => onSuggest(s)}>
                  {s}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {issue ? (
        <p className="search-state__report">
          {t('theme.search.believe')}{' '}
          <a href={issue} target="_blank" rel="noopener noreferrer">
            {t('theme.search.letUsKnow')}
          </a>
        </p>
      ) : null}
    </div>
  );
}

export function Failure({ t, onRetry }: { t: Translate; onRetry?(): void }) {
  return (
    <div className="search-state search-state--error" role="alert" data-search-state="error">
      <p className="search-state__title">{t('theme.search.fetchFailed')}</p>
      <p>{t('theme.search.checkNetwork')}</p>
      {onRetry ? (
        <button type="button" className="search-state__retry" onClick={onRetry}>
          {t('theme.crash.retry')}
        </button>
      ) : null}
    </div>
  );
}

/**
 * Above the results of a corrected query: what was searched instead (`partial`: the words kept when no page
 * holds them all; `someWords`: pages holding some of these words).
 */
export function Corrected({ t, query, partial, someWords }: { t: Translate; query: string; partial?: boolean; someWords?: boolean }) {
  return (
    <p className="search-state__corrected" role="status" data-search-corrected="" data-search-partial={partial ? '' : undefined}>
      {t(someWords ? 'theme.search.someWords' : 'theme.search.correctedTo', { query })}
    </p>
  );
}
