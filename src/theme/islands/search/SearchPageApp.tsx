import { useEffect, useRef, useState } from 'react';
import type { SearchClientConfig } from './searchConfig.ts';
import type { SearchProvider } from './types.ts';
import type { Translate } from './messages.ts';
import { useSearch } from './useSearch.ts';
import { Highlight } from './Highlight.tsx';
import { Corrected, Failure, Loading, NoHits } from './States.tsx';

export const PAGE_SIZE = 10;

export interface SearchParams {
  q: string;
  section?: string;
  page: number;
}

export function readParams(search: string): SearchParams {
  const p = new URLSearchParams(search);
  const page = Number.parseInt(p.get('page') ?? '1', 10);
  return { q: p.get('q') ?? '', section: p.get('section') || undefined, page: Number.isFinite(page) && page > 1 ? page - 1 : 0 };
}

export function writeParams({ q, section, page }: SearchParams): string {
  const p = new URLSearchParams();
  if (q) p.set('q', q);
  if (section) p.set('section', section);
  if (page > 0) p.set('page', String(page + 1));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/**
 * `/search?q=…&section=…&page=…`: the input mirrors `q`, every result with paging, the section filter.
 * The URL is the state, so deep links work on first load and Back/Forward move through searches.
 */
export function SearchPageApp({
  config,
  provider,
  t,
  initialQuery,
}: {
  config: SearchClientConfig;
  provider: SearchProvider;
  t: Translate;
  initialQuery?: string;
}) {
  const [params, setParams] = useState<SearchParams>(() => {
    const p = readParams(location.search);
    return p.q || !initialQuery ? p : { ...p, q: initialQuery };
  });
  const [attempt, setAttempt] = useState(0);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const input = useRef<HTMLInputElement>(null);
  const state = useSearch(provider, { query: params.q, section: params.section, page: params.page, pageSize: PAGE_SIZE }, attempt);
  const response = state.status === 'done' ? state.response : state.status === 'loading' ? state.previous : undefined;

  const update = (next: SearchParams, push = false) => {
    setParams(next);
    const url = `${location.pathname}${writeParams(next)}${location.hash}`;
    // Own history entries (not the router's), so Back/Forward re-run the search without reloading the page.
    if (push) history.pushState({ imdocsSearch: true }, '', url);
    else history.replaceState(history.state, '', url);
  };

  useEffect(() => {
    const onPop = () => setParams(readParams(location.search));
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  useEffect(() => {
    if (state.status === 'done' && !state.response.preliminary)
      setCounts((c) => (params.section ? { ...c, ...state.response.sectionCounts } : state.response.sectionCounts));
  }, [state]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (!params.q) input.current?.focus();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const trimmed = params.q.trim();
  const pages = response ? Math.max(1, Math.ceil(response.total / PAGE_SIZE)) : 1;
  const sectionLabel = new Map(config.sections.map((s) => [s.id, s.label]));

  let body = null;
  if (!trimmed) body = null;
  else if (state.status === 'error') body = <Failure t={t} onRetry={() => setAttempt((n) => n + 1)} />;
  else if (!response || (state.status === 'loading' && !response.hits.length)) body = <Loading t={t} />;
  else if (!response.hits.length) body = <NoHits t={t} query={trimmed} config={config} onSuggest={(q) => update({ q, section: undefined, page: 0 }, true)} />;
  else {
    body = (
      <>
        {response.corrected ? <Corrected t={t} query={response.corrected} partial={response.partial} someWords={response.someWords} /> : null}
        <ol className="search-results" start={params.page * PAGE_SIZE + 1} data-state={state.status}>
          {response.hits.map((hit) => (
            <li key={hit.url} className="search-result">
              <h2 className="search-result__title">
                <a href={hit.url}>{hit.title}</a>
                {hit.task ? <span className="search-result__task">{hit.task}</span> : null}
              </h2>
              {hit.section && sectionLabel.get(hit.section) ? <span className="search-result__section">{sectionLabel.get(hit.section)}</span> : null}
              {hit.snippet.length ? (
                <p className="search-result__snippet">
                  <Highlight segments={hit.snippet} />
                </p>
              ) : null}
              {hit.groups.length ? (
                <ul className="search-result__groups">
                  {hit.groups
                    .filter((g) => g.url !== hit.url)
                    .map((g) => (
                      <li key={g.url}>
                        <a href={g.url} className="search-result__heading">
                          {g.heading}
                        </a>
                        {g.snippet.length ? (
                          <p className="search-result__snippet">
                            <Highlight segments={g.snippet} />
                          </p>
                        ) : null}
                      </li>
                    ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
        {pages > 1 ? (
          <nav className="search-pager" aria-label={t('theme.search.title')}>
            <button
              type="button"
              className="search-pager__button"
              disabled={params.page === 0}
              onClick={() => {
                update({ ...params, page: params.page - 1 }, true);
                scrollTo(0, 0);
              }}
            >
              {t('theme.search.previous')}
            </button>
            <span className="search-pager__position" aria-current="page">
              {params.page + 1} / {pages}
            </span>
            <button
              type="button"
              className="search-pager__button"
              disabled={params.page + 1 >= pages}
              onClick={() => {
                update({ ...params, page: params.page + 1 }, true);
                scrollTo(0, 0);
              }}
            >
              {t('theme.search.next')}
            </button>
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <div className="search-page-app" data-search-page-app="">
      <form className="search-page__form" role="search" onSubmit={(e) => e.preventDefault()}>
        <label className="sr-only" htmlFor="search-page-input">
          {t('theme.search.placeholder')}
        </label>
        <input
          ref={input}
          id="search-page-input"
          className="search-page__input"
          type="search"
          name="q"
          placeholder={t('theme.search.placeholder')}
          autoComplete="off"
          spellCheck={false}
          maxLength={128}
          value={params.q}
          onChange={(e) => update({ q: e.target.value, section: params.section, page: 0 })}
        />
        {config.sections.length ? (
          <label className="search-page__filter">
            <span>{t('theme.search.section')}</span>
            <select name="section" value={params.section ?? ''} onChange={(e) => update({ ...params, section: e.target.value || undefined, page: 0 }, true)}>
              <option value="">{t('theme.search.allSections')}</option>
              {config.sections.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                  {trimmed && counts[s.id] !== undefined ? ` (${counts[s.id]})` : ''}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </form>
      <p className="search-page__count" role="status" aria-live="polite">
        {trimmed && state.status === 'done' && response && response.total && !response.preliminary
          ? t('theme.search.resultsCount', { count: response.total })
          : ''}
      </p>
      {body}
    </div>
  );
}
