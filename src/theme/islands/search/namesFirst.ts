/**
 * The pages named by a query, from the pages' names alone (names.json, vocabulary.ts): when the dialog is warm
 * they are known the moment the reader types, before Pagefind has planned, fetched and scored anything. The
 * provider shows them first and replaces them with Pagefind's full answer once it is in; Pagefind's answer puts
 * the same pages first (rankByName orders its results by the same fit), so the list grows rather than changes.
 */
import { coverageTerms, fitter, namesIdentifiers } from './coverage.ts';
import { canonicalKey, isIdentifier, trimToken } from './identifiers.ts';
import { toLocalPath } from './localPath.ts';
import type { PageNames } from './vocabulary.ts';
import type { SearchHit } from './types.ts';

/**
 * Ids of the pages whose name holds every term of the query (or of one of its synonym alternatives): the
 * synonym's pinned pages first, then the closest fit (ties in id order), at most `max`, within `section` when
 * given. For one camelCase identifier, the pages named so (their title, else the last segment of their URL: what
 * the exact pass ranks first, exactNames.ts); none for other identifiers, paths and codes, and when no name fits.
 */
export function namedPages(names: PageNames, query: string, opts: { alternatives?: string[]; pinned?: string[]; section?: string; max: number }): string[] {
  const inSection = (id: string) => !opts.section || names[id]?.[3] === opts.section;
  if (namesIdentifiers(query)) return namedIdentifier(names, query, inSection).slice(0, opts.max);
  const termLists = [query, ...(opts.alternatives ?? [])].map(coverageTerms);
  if (!termLists.some((t) => t.length)) return [];
  const fitOf = fitter(termLists);
  const scored: { id: string; fit: number }[] = [];
  for (const [id, [title, task]] of Object.entries(names)) {
    if (!inSection(id)) continue;
    const fit = fitOf(title, task || undefined);
    if (fit > 0) scored.push({ id, fit });
  }
  if (!scored.length) return [];
  scored.sort((a, b) => b.fit - a.fit || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const pinned = (opts.pinned ?? []).filter((id) => names[id] && inSection(id));
  return [...new Set([...pinned, ...scored.map((s) => s.id)])].slice(0, opts.max);
}

/** The pages named by one camelCase identifier: by title first, then by the last segment of the URL. */
function namedIdentifier(names: PageNames, query: string, inSection: (id: string) => boolean): string[] {
  const token = trimToken(query.trim());
  // snake_case is the REST API's spelling and paths name operations: the exact pass tells those apart.
  if (/\s/.test(token) || !isIdentifier(token) || /[_/.:#-]/.test(token)) return [];
  const key = canonicalKey(token);
  const byTitle: string[] = [];
  const byUrl: string[] = [];
  for (const [id, [title, , url]] of Object.entries(names)) {
    if (!inSection(id)) continue;
    if (canonicalKey(title) === key) byTitle.push(id);
    else if (
      canonicalKey(
        url
          .replace(/\.html$/, '')
          .split('/')
          .pop() ?? '',
      ) === key
    )
      byUrl.push(id);
  }
  return [...byTitle.sort(), ...byUrl.sort()];
}

/** A result row from a page's name (no snippet yet: its fragment is not loaded). */
export function namedHit(names: PageNames, id: string): SearchHit {
  const [title, task, url, section] = names[id];
  return { url: toLocalPath(url), title, task: task && task !== title ? task : undefined, section: section || undefined, snippet: [], groups: [] };
}
