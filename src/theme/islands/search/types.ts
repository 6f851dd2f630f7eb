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
  /** When only the first hits are loaded: resolves to the complete response. */
  rest?: Promise<SearchResponse>;
}

export interface SearchProvider {
  search(request: SearchRequest): Promise<SearchResponse>;
  /** Starts loading what the first query needs (index metadata, client code). */
  warm(): void;
}
