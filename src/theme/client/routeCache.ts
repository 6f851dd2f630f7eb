/**
 * Route look-ups: URL path → parsed page, fetched once and kept in a bounded LRU (10,000 entries),
 * shared by the router and the prefetcher.
 */
export const MAX_ROUTES = 10_000;

export class RouteLoadError extends Error {
  constructor(
    message: string,
    readonly network: boolean,
  ) {
    super(message);
  }
}

const cache = new Map<string, Promise<Document>>();

/** Same-origin page URLs the router may handle (no files, no search index, no other ports). */
export function isRoutable(url: URL): boolean {
  if (url.origin !== location.origin) return false;
  if (/^\/(assets|pagefind|_imdocs)\//.test(url.pathname)) return false;
  const last = url.pathname.split('/').pop() ?? '';
  return !last.includes('.') || last.endsWith('.html');
}

export function routeKey(url: URL): string {
  return url.pathname.replace(/\.html$/, '').replace(/(.)\/$/, '$1');
}

export function loadRoute(url: URL): Promise<Document> {
  const key = routeKey(url);
  const hit = cache.get(key);
  if (hit) {
    // Refresh recency.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const p = fetch(key, { headers: { Accept: 'text/html' }, credentials: 'same-origin' }).then(
    async (res) => {
      const type = res.headers.get('content-type') ?? '';
      if (!res.ok || !type.includes('text/html')) throw new RouteLoadError(`${res.status} ${key}`, false);
      const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
      if (!doc.querySelector('[data-main-wrapper]')) throw new RouteLoadError(`not a page: ${key}`, false);
      return doc;
    },
    (error: Error) => {
      throw new RouteLoadError(error.message, true);
    },
  );
  cache.set(key, p);
  p.catch(() => cache.delete(key));
  while (cache.size > MAX_ROUTES) cache.delete(cache.keys().next().value as string);
  return p;
}

export function cachedRouteCount(): number {
  return cache.size;
}
