import type { Segment } from './highlight.ts';

/** One matching heading of a page. */
export interface SearchGroup {
  heading: string;
  url: string;
  snippet: Segment[];
}

/** One page in the results: its title, section and best-matching headings. */
export interface SearchHit {
  url: string;
  title: string;
  /** The task a reference page is about, in the reader's words (shown beside its identifier title). */
  task?: string;
  section?: string;
  snippet: Segment[];
  groups: SearchGroup[];
}

export interface SearchRequest {
  query: string;
  /** Section id, or undefined for all sections. */
  section?: string;
  /** 0-based page of results. */
  page: number;
  pageSize: number;
}

export interface SearchResponse {
  query: string;
  /** Number of matching pages. */
  total: number;
  hits: SearchHit[];
  /** Matching pages per section id (for the filter). */
  sectionCounts: Record<string, number>;
  /** The query the engine ran, when it differs from the reader's (identifier spellings, corrected typos). */
  ran?: string;
  /** The reader's query with its typos corrected, when the results are for that instead. */
  corrected?: string;
  /**
   * No page holds every word: the results are for `corrected`, the query without its least informative
   * word(s) (queryPlan.ts partialRuns), and say so.
   */
  partial?: boolean;
  /**
   * No page holds enough of the words together either: the results are the pages holding some of the words in
   * `corrected`, most first (phrase.ts mergeAnyWord), and say so.
   */
  someWords?: boolean;
  /** Words of the query the index does not know (the query then finds nothing). */
  unknown?: string[];
  /**
   * The pages named by the query, from the pages' names, shown before the index has answered (namesFirst.ts):
   * `rest` brings the index's answer, and `total` counts only these.
   */
  preliminary?: boolean;
  /** When only the first hits are loaded: resolves to the complete response. */
  rest?: Promise<SearchResponse>;
}

export interface SearchProvider {
  search(request: SearchRequest): Promise<SearchResponse>;
  /** Starts loading what the first query needs (index metadata, client code); settles once it is loaded. */
  warm(): void | Promise<void>;
}
