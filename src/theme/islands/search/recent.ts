/** Recent searches, kept in localStorage per locale: the query and the result the reader opened. */
export interface RecentSearch {
  query: string;
  title: string;
  url: string;
}

const MAX = 5;
const key = (locale: string) => `imdocs.search.recent.${locale}`;

export function readRecent(locale: string): RecentSearch[] {
  try {
    const list = JSON.parse(localStorage.getItem(key(locale)) ?? '[]') as unknown;
    if (!Array.isArray(list)) return [];
    return list
      .filter(
        (r): r is RecentSearch =>
          Boolean(r) && typeof r.query === 'string' && typeof r.title === 'string' && typeof r.url === 'string' && r.url.startsWith('/'),
      )
      .slice(0, MAX);
  } catch {
    return [];
  }
}

export function addRecent(locale: string, entry: RecentSearch): RecentSearch[] {
  const list = [entry, ...readRecent(locale).filter((r) => r.url !== entry.url)].slice(0, MAX);
  try {
    localStorage.setItem(key(locale), JSON.stringify(list));
  } catch {
    /* storage disabled */
  }
  return list;
}

export function removeRecent(locale: string, url: string): RecentSearch[] {
  const list = readRecent(locale).filter((r) => r.url !== url);
  try {
    localStorage.setItem(key(locale), JSON.stringify(list));
  } catch {
    /* storage disabled */
  }
  return list;
}
