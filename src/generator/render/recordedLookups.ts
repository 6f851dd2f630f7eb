/** What a page asks of the site while it renders, recorded for the page cache (`PageCache.restore`). */

/**
 * The answers a page's render got from the site's routes: whether a route exists (`routes`: links localised,
 * navbar items, reference links) and which route a source file has (`files`, locale → content path → route or
 * null: relative Markdown links). The page cache keys pages without the site's whole route list and checks these instead, so
 * adding a page renders again only the pages whose answers change (its sidebar's pages carry the new tree in
 * their job).
 */
export interface Lookups {
  routes: Record<string, boolean>;
  files: Record<string, Record<string, string | null>>;
  /** Section → doc id → the route its slug moves it to, or null (`SiteData.docRoutes`, read by navbar items). */
  docs?: Record<string, Record<string, string | null>>;
}

/** The site's routes, recording each question while a page renders (`recording`). */
export class RecordedRoutes extends Set<string> {
  recording?: Lookups;
  override has(route: string): boolean {
    const found = super.has(route);
    if (this.recording) this.recording.routes[route] = found;
    return found;
  }
}

/** `SiteData.docRoutes`, recording each doc asked about into the page's lookups while it renders. */
export function recordedDocRoutes(
  docRoutes: Record<string, Record<string, string>> | undefined,
  routes: RecordedRoutes,
): Record<string, Record<string, string>> {
  const all = docRoutes ?? {};
  return new Proxy(all, {
    get: (target, section) =>
      typeof section !== 'string'
        ? Reflect.get(target, section)
        : new Proxy(all[section] ?? {}, {
            get: (ids, id) => {
              if (typeof id !== 'string') return Reflect.get(ids, id);
              const route = (ids as Record<string, string>)[id];
              if (routes.recording) ((routes.recording.docs ??= {})[section] ??= {})[id] = route ?? null;
              return route;
            },
          }),
  });
}
