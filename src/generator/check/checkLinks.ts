import { LinkChecker, LinkState } from 'linkinator';
import type { BuiltPage, LinkRegion } from './scanBuild.ts';

export interface LinkProblem {
  /** Route of the page holding the link. */
  from: string;
  /** Source file of that page, relative to the site folder (set by the check command from the site model). */
  source?: string;
  href: string;
  region: LinkRegion;
  reason: 'missing-page' | 'missing-anchor' | 'cross-locale' | 'external';
  status?: number;
  detail?: string;
}

export interface LinkCheckOptions {
  /** Where the build is served (http://127.0.0.1:port). */
  origin: string;
  pages: BuiltPage[];
  external: boolean;
  concurrency?: number;
  onProgress?: (checked: number) => void;
}

function normalizeRoute(pathname: string): string {
  let p = decodeURI(pathname)
    .replace(/\.html$/, '')
    .replace(/\/index$/, '');
  if (p.length > 1) p = p.replace(/\/$/, '');
  return p || '/';
}

/**
 * Link check over the served build. linkinator fetches every page and every URL it references (pages,
 * assets, and external URLs with `--external`), so a missing route is whatever the static server answers
 * 404 to. Fragments and locales are then checked from the built HTML itself: an anchor must be a real `id`
 * of the target page, and a link (other than the language switcher) must stay in its page's locale.
 */
export async function checkLinks({
  origin,
  pages,
  external,
  concurrency = 4,
  onProgress,
}: LinkCheckOptions): Promise<{ problems: LinkProblem[]; checked: number }> {
  const byRoute = new Map(pages.map((p) => [p.route, p]));
  const regionOf = new Map<string, LinkRegion>();
  const problems: LinkProblem[] = [];
  const seen = new Set<string>();
  const add = (p: LinkProblem) => {
    const key = `${p.from}|${p.href}|${p.reason}`;
    if (seen.has(key)) return;
    seen.add(key);
    problems.push(p);
  };

  for (const page of pages) {
    if (page.redirect) continue;
    const base = new URL(page.route, origin);
    for (const link of page.links) {
      let url: URL;
      try {
        url = new URL(link.href, base);
      } catch {
        add({ from: page.route, href: link.href, region: link.region, reason: 'missing-page', detail: 'not a valid URL' });
        continue;
      }
      const key = `${page.route}|${url.href.split('#')[0]}`;
      if (!regionOf.has(key)) regionOf.set(key, link.region);
      if (url.origin !== origin || link.localeSwitch) continue;
      const target = byRoute.get(normalizeRoute(url.pathname));
      if (!target) continue; // linkinator reports missing targets with their HTTP status
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (fragment && !target.redirect && !target.ids.has(fragment)) {
        add({ from: page.route, href: link.href, region: link.region, reason: 'missing-anchor', detail: `no id="${fragment}" on ${target.route}` });
      }
      if (page.locale && target.locale && !target.redirect && page.locale !== target.locale && !target.route.endsWith('/404')) {
        add({ from: page.route, href: link.href, region: link.region, reason: 'cross-locale', detail: `${page.locale} page links into ${target.locale}` });
      }
    }
  }

  const checker = new LinkChecker();
  let checked = 0;
  checker.on('link', () => {
    checked++;
    if (checked % 200 === 0) onProgress?.(checked);
  });
  const urls = pages.filter((p) => !p.redirect && !p.route.endsWith('/404') && p.route !== '/404').map((p) => new URL(p.route, origin).href);
  // linkinator 7 leaves a response stream's timeout error unhandled (it crashed the process on a busy
  // 2-core machine); while it runs, such an error becomes a reported problem instead of a crash.
  const streamErrors: Error[] = [];
  const onStray = (error: Error) => {
    if (error?.name === 'TimeoutError' || error?.name === 'AbortError') streamErrors.push(error);
    else throw error;
  };
  process.on('uncaughtException', onStray);
  const result = await checker
    .check({
      path: urls,
      recurse: false,
      concurrency,
      timeout: external ? 15_000 : 30_000,
      retry: external,
      // A request the local server resets (ECONNRESET: a busy machine made the same build report 1,405–6,757
      // links broken, every one of them there) is asked again, after 2, 4 and 8 s; a missing page answers 404
      // at once and is never retried.
      retryErrors: true,
      retryErrorsCount: 3,
      retryErrorsJitter: 500,
      redirects: 'allow',
      checkFragments: false,
      linksToSkip: async (link: string) => {
        if (/^(mailto|tel|javascript|data):/i.test(link)) return true;
        if (link.startsWith(origin)) return false;
        return !external;
      },
    })
    .finally(() => process.off('uncaughtException', onStray));
  if (streamErrors.length)
    add({
      from: '(link checker)',
      href: '',
      region: 'body',
      reason: 'missing-page',
      detail: `${streamErrors.length} response(s) timed out: ${streamErrors[0].message}`,
    });
  for (const link of result.links) {
    if (link.state !== LinkState.BROKEN) continue;
    const parent = link.parent ? new URL(link.parent) : undefined;
    const from = parent ? normalizeRoute(parent.pathname) : normalizeRoute(new URL(link.url).pathname);
    const internal = link.url.startsWith(origin);
    const href = internal ? link.url.slice(origin.length) || '/' : link.url;
    const region = regionOf.get(`${from}|${link.url.split('#')[0]}`) ?? 'body';
    const detail = link.failureDetails?.map((d) => (d instanceof Error ? d.message : `HTTP ${(d as { status?: number }).status}`)).find(Boolean);
    add({ from, href, region, reason: internal ? 'missing-page' : 'external', status: link.status, detail });
  }
  return { problems, checked: result.links.length };
}
