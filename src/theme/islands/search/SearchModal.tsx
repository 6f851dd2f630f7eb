import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { SearchClientConfig } from './searchConfig.ts';
import type { SearchProvider } from './types.ts';
import type { Segment } from './highlight.ts';
import type { Translate } from './messages.ts';
import { useSearch } from './useSearch.ts';
import { HitContent } from './HitContent.tsx';
import { Corrected, Failure, Loading, NoHits } from './States.tsx';
import { addRecent, readRecent, removeRecent, type RecentSearch } from './recent.ts';

const MODAL_PAGE_SIZE = 8;

interface Option {
  key: string;
  url: string;
  heading: string;
  title: string;
  snippet: Segment[];
  recent?: RecentSearch;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function searchPageHref(config: SearchClientConfig, query: string): string {
  return `${config.searchRoute}?q=${encodeURIComponent(query)}`;
}

export interface SearchModalProps {
  config: SearchClientConfig;
  provider: SearchProvider;
  t: Translate;
  initialQuery?: string;
  onClose(): void;
}

/**
 * The search dialog: focus stays inside (Tab wraps), ↑/↓ move the selection, Enter opens it, Escape
 * closes. Results are grouped by page with the matching headings and highlighted snippets; with an empty
 * query it lists recent searches.
 */
export function SearchModal({ config, provider, t, initialQuery = '', onClose }: SearchModalProps) {
  const [query, setQuery] = useState(initialQuery);
  const [active, setActive] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [recent, setRecent] = useState(() => readRecent(config.locale));
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const state = useSearch(provider, { query, page: 0, pageSize: MODAL_PAGE_SIZE }, attempt);
  const response = state.status === 'done' ? state.response : state.status === 'loading' ? state.previous : undefined;
  const trimmed = query.trim();

  const options: Option[] = useMemo(() => {
    if (!trimmed) return recent.map((r) => ({ key: `recent:${r.url}`, url: r.url, heading: r.title, title: r.title, snippet: [], recent: r }));
    if (!response) return [];
    return response.hits.flatMap((hit) =>
      hit.groups.length
        ? hit.groups.map((g) => ({ key: `${hit.url}|${g.url}`, url: g.url, heading: g.heading, title: hit.title, snippet: g.snippet }))
        : [{ key: hit.url, url: hit.url, heading: hit.title, title: hit.title, snippet: hit.snippet }],
    );
  }, [trimmed, recent, response]);

  useEffect(() => {
    setActive(0);
  }, [options]);
  useLayoutEffect(() => {
    input.current?.focus();
  }, []);
  useEffect(() => {
    const el = panel.current?.querySelector(`[data-option-index="${active}"]`);
    (el as HTMLElement | null)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);
  useEffect(() => {
    provider.warm();
  }, [provider]);

  const choose = (o: Option) => {
    setRecent(
      addRecent(config.locale, { query: o.recent?.query ?? trimmed, title: o.title === o.heading ? o.title : `${o.title} › ${o.heading}`, url: o.url }),
    );
    // Let the click reach the router (or the browser) before the dialog goes away.
    setTimeout(onClose, 0);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onClose();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!options.length) return;
      e.preventDefault();
      const delta = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + delta + options.length) % options.length);
    } else if (e.key === 'Enter' && e.target === input.current) {
      e.preventDefault();
      const el = panel.current?.querySelector<HTMLAnchorElement>(`[data-option-index="${active}"]`);
      if (el && options[active]) el.click();
      else if (trimmed) window.location.assign(searchPageHref(config, trimmed));
    } else if (e.key === 'Tab') {
      const items = [...(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter(
        (el) => el.offsetParent !== null || el === document.activeElement,
      );
      if (!items.length) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    }
  };

  let index = -1;
  const renderOption = (o: Option) => {
    const i = ++index;
    return (
      <li key={o.key} role="presentation" className="search-hit-row">
        <a
          id={`search-option-${i}`}
          role="option"
          aria-selected={i === active}
          data-option-index={i}
          className={`search-hit${i === active ? ' is-active' : ''}`}
          href={o.url}
          tabIndex={-1}
          onMouseMove={() => {
            if (i !== active) setActive(i);
          }}
          onClick={() => choose(o)}
        >
          <HitContent heading={o.heading} snippet={o.snippet} />
        </a>
        {o.recent ? (
          <button
            type="button"
            className="search-hit__remove"
            aria-label={`✕ ${o.heading}`}
            tabIndex={-1}
            onClick={() => setRecent(removeRecent(config.locale, o.url))}
          >
            ✕
          </button>
        ) : null}
      </li>
    );
  };

  let body: ReactNode = null;
  if (!trimmed) {
    body = recent.length ? (
      <section className="search-group" role="group" aria-labelledby="search-recent-title">
        <h2 className="search-group__title" id="search-recent-title">
          {t('theme.search.recent')}
        </h2>
        <ul className="search-group__list">{options.map(renderOption)}</ul>
      </section>
    ) : null;
  } else if (state.status === 'error') {
    body = <Failure t={t} onRetry={() => setAttempt((n) => n + 1)} />;
  } else if (!response) {
    body = <Loading t={t} />;
  } else if (!response.hits.length) {
    body =
      state.status === 'loading' ? (
        <Loading t={t} />
      ) : (
        <NoHits
          t={t}
          query={trimmed}
          config={config}
          onSuggest={(q) => {
            setQuery(q);
            input.current?.focus();
          }}
        />
      );
  } else {
    const sectionLabel = new Map(config.sections.map((s) => [s.id, s.label]));
    const groups = response.hits.map((hit, h) => {
      const own = options.filter((o) => o.key === hit.url || o.key.startsWith(`${hit.url}|`));
      return (
        <section key={hit.url} className="search-group" role="group" aria-labelledby={`search-group-${h}`}>
          <h2 className="search-group__title" id={`search-group-${h}`}>
            {hit.title}
            {hit.task ? <span className="search-group__task">{hit.task}</span> : null}
            {hit.section && sectionLabel.get(hit.section) ? <span className="search-group__section">{sectionLabel.get(hit.section)}</span> : null}
          </h2>
          <ul className="search-group__list">{own.map(renderOption)}</ul>
        </section>
      );
    });
    body = response.corrected ? (
      <>
        <Corrected t={t} query={response.corrected} partial={response.partial} someWords={response.someWords} />
        {groups}
      </>
    ) : (
      groups
    );
  }

  return (
    <div className="search-modal" data-search-modal="">
      <div className="search-modal__backdrop" onMouseDown={onClose} />
      <div className="search-modal__panel" role="dialog" aria-modal="true" aria-label={t('theme.search.title')} ref={panel} onKeyDown={onKeyDown}>
        <form className="search-modal__form" role="search" onSubmit={(e) => e.preventDefault()}>
          <svg className="search-modal__icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
            <path d="M14.4 12.9l4.2 4.2-1.5 1.5-4.2-4.2a7.5 7.5 0 1 1 1.5-1.5zM8.5 14a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11z" fill="currentColor" />
          </svg>
          <input
            ref={input}
            className="search-modal__input"
            type="search"
            role="combobox"
            aria-label={t('theme.search.placeholder')}
            aria-expanded={options.length > 0}
            aria-controls="search-modal-results"
            aria-activedescendant={options.length ? `search-option-${active}` : undefined}
            aria-autocomplete="list"
            placeholder={t('theme.search.placeholder')}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={128}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <button type="button" className="search-modal__close" onClick={onClose} aria-label={t('theme.search.close')}>
            <kbd>Esc</kbd>
          </button>
        </form>
        <div
          className="search-modal__body"
          id="search-modal-results"
          role="listbox"
          aria-label={t('theme.search.title')}
          data-state={state.status}
          data-complete={state.status === 'done' && !state.response.rest ? 'true' : 'false'}
        >
          {body}
        </div>
        {trimmed && response && response.total > 0 && !response.preliminary ? (
          <footer className="search-modal__footer">
            <a className="search-modal__see-all" href={searchPageHref(config, trimmed)} onClick={() => setTimeout(onClose, 0)}>
              {t('theme.search.seeAll', { count: response.total })}
            </a>
          </footer>
        ) : null}
      </div>
    </div>
  );
}
