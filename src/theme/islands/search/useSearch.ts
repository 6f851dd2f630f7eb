import { useEffect, useRef, useState } from 'react';
import type { SearchProvider, SearchRequest, SearchResponse } from './types.ts';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; previous?: SearchResponse }
  | { status: 'done'; response: SearchResponse; ms: number }
  | { status: 'error'; error: unknown };

/** Runs a query whenever the request changes; late answers to older queries are dropped. */
export function useSearch(provider: SearchProvider | undefined, request: SearchRequest, attempt = 0): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const seq = useRef(0);
  const { query, section, page, pageSize } = request;
  useEffect(() => {
    const id = ++seq.current;
    const q = query.trim();
    if (!q || !provider) {
      setState({ status: 'idle' });
      return;
    }
    setState((s) => ({ status: 'loading', previous: s.status === 'done' ? s.response : s.status === 'loading' ? s.previous : undefined }));
    const started = performance.now();
    provider.search({ query: q, section, page, pageSize }).then(
      (response) => {
        if (id !== seq.current) return;
        setState({ status: 'done', response, ms: performance.now() - started });
        response.rest?.then(
          (full) => {
            if (id === seq.current) setState({ status: 'done', response: full, ms: performance.now() - started });
          },
          // The pages named by the query stand in for the index's answer: when that fails, say so. A first hit
          // whose siblings' fragments failed stays.
          (error: unknown) => {
            if (id === seq.current && response.preliminary) setState({ status: 'error', error });
          },
        );
      },
      (error: unknown) => {
        if (id === seq.current) setState({ status: 'error', error });
      },
    );
  }, [provider, query, section, page, pageSize, attempt]);
  return state;
}
