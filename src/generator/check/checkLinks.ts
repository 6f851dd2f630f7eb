import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LinkChecker, LinkState } from 'linkinator';
import { escapeAttr } from '../../shared/html.ts';
import type { BuiltPage, LinkRegion, PageLinkRef } from './scanBuild.ts';

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
 * Link check over the served build. linkinator fetches every page and every URL the pages reference (pages,
 * assets, and external URLs with `--external`), each once, so a missing route is whatever the static server
 * answers 404 to. Fragments and locales are then checked from the built HTML itself: an anchor must be a real `id`
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
  const problems: LinkProblem[] = [];
  const seen = new Set<string>();
  const add = (p: LinkProblem) => {
    const key = `${p.from}|${p.href}|${p.reason}`;
    if (seen.has(key)) return;
    seen.add(key);
    problems.push(p);
  };

  // Each URL the build references, checked once. linkinator, given the pages to parse, queues a task for every
  // repeat of a link (the navbar, sidebar and footer repeat ~60 on every page) and looks its result up in a list
  // of all results: quadratic, so the 2 × 2,000 corpus did not finish in 15 minutes. It is given instead one page
  // listing every URL once (the pages themselves, their links and their resources), served on a port of its
  // own; each broken URL is then reported on every page that references it.
  const references = new Map<string, { from: string; href: string; region: LinkRegion }[]>();
  const fetched = (url: URL, from: string, link: Pick<PageLinkRef, 'href' | 'region'>) => {
    if (url.origin !== origin && (!external || !/^https?:$/.test(url.protocol))) return;
    const href = url.origin === origin ? url.href.slice(origin.length) || '/' : url.href;
    const bare = new URL(url);
    bare.hash = '';
    let list = references.get(bare.href);
    if (!list) references.set(bare.href, (list = []));
    list.push({ from, href, region: link.region });
  };

  /** `ref` resolved against its page, or undefined (reported) when it is not a URL. */
  const resolve = (ref: PageLinkRef, base: URL, from: string): URL | undefined => {
    try {
      return new URL(ref.href, base);
    } catch {
      add({ from, href: ref.href, region: ref.region, reason: 'missing-page', detail: 'not a valid URL' });
      return undefined;
    }
  };

  for (const page of pages) {
    if (page.redirect) continue;
    const base = new URL(page.route, origin);
    if (!page.route.endsWith('/404')) fetched(base, page.route, { href: page.route, region: 'body' });
    for (const resource of page.resources) {
      if (/^(mailto|tel|javascript|data):/i.test(resource.href)) continue;
      const url = resolve(resource, base, page.route);
      if (url) fetched(url, page.route, resource);
    }
    for (const link of page.links) {
      const url = resolve(link, base, page.route);
      if (!url) continue;
      fetched(url, page.route, link);
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

  const listing = `<!doctype html><html><body>${[...references.keys()].map((u) => `<a href="${escapeAttr(u)}">.</a>`).join('\n')}</body></html>`;
  const lister = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(listing);
  });
  await new Promise<void>((resolve) => lister.listen(0, '127.0.0.1', resolve));
  const root = `http://127.0.0.1:${(lister.address() as AddressInfo).port}/`;

  const checker = new LinkChecker();
  let checked = 0;
  checker.on('link', () => {
    checked++;
    if (checked % 200 === 0) onProgress?.(checked);
  });
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
      path: root,
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
      // Only status codes matter here: the local server need not compress each page for the checker to
      // decompress it (1.4 s of a 2 × 400 check). External servers keep their usual encoding.
      ...(external ? {} : { headers: { 'Accept-Encoding': 'identity' } }),
    })
    .finally(() => {
      process.off('uncaughtException', onStray);
      lister.close();
    });
  if (streamErrors.length)
    add({
      from: '(link checker)',
      href: '',
      region: 'body',
      reason: 'missing-page',
      detail: `${streamErrors.length} response(s) timed out: ${streamErrors[0].message}`,
    });
  const results = result.links.filter((link) => link.url !== root);
  for (const link of results) {
    if (link.state !== LinkState.BROKEN) continue;
    const detail = link.failureDetails?.map((d) => (d instanceof Error ? d.message : `HTTP ${(d as { status?: number }).status}`)).find(Boolean);
    const internal = link.url.startsWith(origin);
    for (const ref of references.get(link.url) ?? [{ from: '(link checker)', href: link.url, region: 'body' as const }])
      add({ from: ref.from, href: ref.href, region: ref.region, reason: internal ? 'missing-page' : 'external', status: link.status, detail });
  }
  return { problems, checked: results.length };
}
