import fs from 'node:fs';
import path from 'node:path';
import { UserError } from '../errors.ts';
import { localeOfRoute } from '../../shared/routes.ts';
import type { RenderResult } from '../render/renderJob.tsx';
import type { SiteModel } from '../content/siteModel.ts';
import type { Warning } from '../types.ts';

export interface BrokenLink {
  /** Route of the page holding the link. */
  from: string;
  /** Source file of that page, when known. */
  file?: string;
  href: string;
  reason: 'missing-route' | 'missing-anchor' | 'cross-locale';
  suggestion?: string;
}

export interface LinkIndex {
  routes: Set<string>;
  /** route → ids present in its HTML. */
  ids: Map<string, Set<string>>;
  /** Non-page files that links may point to (static assets, sitemap…), as URL paths. */
  files: Set<string>;
  redirects: Map<string, string>;
  locales: string[];
  defaultLocale: string;
}

function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length];
}

/** The existing route closest to `target` (same locale first), to suggest a fix. */
export function closestRoute(target: string, routes: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const r of routes) {
    const score = levenshtein(target, r);
    if (score < bestScore) {
      bestScore = score;
      best = r;
    }
  }
  return best;
}

function localeOf(route: string, index: LinkIndex): string {
  return localeOfRoute(route, index.locales, index.defaultLocale);
}

/** Where an internal link points: its route after redirects, and its `#fragment` (decoded). */
interface LinkTarget {
  target: string;
  resolved: string;
  fragment: string;
}

/** The target of `href` on the page at `route`; undefined for a link out of the site (`https:`, `mailto:`, `//…`). */
function linkTarget(href: string, route: string, index: LinkIndex): LinkTarget | undefined {
  if (!href || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return undefined;
  const hashAt = href.indexOf('#');
  const pathAndQuery = hashAt === -1 ? href : href.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : decodeURIComponent(href.slice(hashAt + 1));
  let target = pathAndQuery.split('?')[0];
  if (target === '') target = route;
  else if (!target.startsWith('/')) target = new URL(target, `http://x${route}`).pathname;
  target = decodeURI(target);
  if (target.length > 1) target = target.replace(/\/$/, '');
  return { target, resolved: index.redirects.get(target) ?? target, fragment };
}

/** Checks every internal link of every rendered page: the route must exist and its `#anchor` must be a real id. */
export function validateLinks(pages: (RenderResult & { file?: string; source?: string })[], index: LinkIndex): BrokenLink[] {
  const broken: BrokenLink[] = [];
  // A layout link breaks on every page: look its suggestion up once.
  const suggestions = new Map<string, string | undefined>();
  const suggest = (target: string) => {
    if (!suggestions.has(target)) suggestions.set(target, closestRoute(target, index.routes));
    return suggestions.get(target);
  };
  // The navbar, sidebar and footer repeat the same absolute links on every page: each is resolved once
  // (a relative link or a bare `#fragment` depends on its page).
  const absolute = new Map<string, LinkTarget | undefined>();
  const locales = new Map<string, string>();
  const localeOfTarget = (route: string) => {
    let locale = locales.get(route);
    if (locale === undefined) locales.set(route, (locale = localeOf(route, index)));
    return locale;
  };
  for (const page of pages) {
    const seen = new Set<string>();
    let fromLocale: string | undefined;
    for (const href of page.links) {
      if (seen.has(href)) continue;
      seen.add(href);
      let link: LinkTarget | undefined;
      if (href.startsWith('/') && !href.startsWith('//')) {
        if (absolute.has(href)) link = absolute.get(href);
        else absolute.set(href, (link = linkTarget(href, page.route, index)));
      } else link = linkTarget(href, page.route, index);
      if (!link) continue;
      const { target, resolved, fragment } = link;
      if (index.files.has(resolved)) continue;
      if (!index.routes.has(resolved)) {
        broken.push({ from: page.route, file: page.source, href, reason: 'missing-route', suggestion: suggest(target) });
        continue;
      }
      if (fragment && !index.ids.get(resolved)?.has(fragment)) {
        broken.push({ from: page.route, file: page.source, href, reason: 'missing-anchor' });
        continue;
      }
      fromLocale ??= localeOf(page.route, index);
      if (fromLocale !== localeOfTarget(resolved)) {
        broken.push({ from: page.route, file: page.source, href, reason: 'cross-locale' });
      }
    }
  }
  return broken;
}

type BrokenPolicy = 'throw' | 'warn' | 'ignore';

/** Groups broken links by target; a link broken on many pages is probably in the layout. */
export function formatBrokenLinks(broken: BrokenLink[], totalPages: number): string {
  const byHref = new Map<string, BrokenLink[]>();
  for (const b of broken) {
    const list = byHref.get(`${b.reason}|${b.href}`) ?? [];
    list.push(b);
    byHref.set(`${b.reason}|${b.href}`, list);
  }
  const lines: string[] = [];
  for (const [, list] of byHref) {
    const b = list[0];
    const what =
      b.reason === 'missing-route' ? 'links to a missing page' : b.reason === 'missing-anchor' ? 'links to a missing anchor' : 'links into another locale';
    const layoutHint = list.length > 5 && list.length >= totalPages * 0.5 ? ' (on most pages: probably in the navbar, sidebar or footer)' : '';
    lines.push(`- "${b.href}" ${what}${layoutHint}${b.suggestion ? `; closest existing route: ${b.suggestion}` : ''}`);
    for (const item of list.slice(0, 5)) lines.push(`    on ${item.from}${item.file ? ` (${item.file})` : ''}`);
    if (list.length > 5) lines.push(`    … and ${list.length - 5} more pages`);
  }
  return lines.join('\n');
}

/** route → the file (relative to the site folder) its page is rendered from; `imdocs check` uses it too. */
export function routeSources(model: SiteModel): Map<string, string> {
  const sources = new Map<string, string>();
  for (const d of [...model.docs, ...model.pageDocs]) sources.set(d.route, path.relative(model.siteDir, d.file));
  for (const p of model.pages) if (p.file) sources.set(p.route, path.relative(model.siteDir, p.file));
  return sources;
}

/**
 * Stage "check links": every link of every rendered page against the routes, anchors and files of the
 * build. Broken links fail the build or become a warning, as `onBrokenLinks` says, and links to a missing anchor
 * of an existing page as `onBrokenAnchors` says (Docusaurus' option of that name); links into another locale are
 * always a warning.
 */
export function checkLinks({
  outDir,
  model,
  results,
  onBrokenLinks,
  onBrokenAnchors = onBrokenLinks,
}: {
  outDir: string;
  model: SiteModel;
  results: RenderResult[];
  onBrokenLinks: BrokenPolicy;
  onBrokenAnchors?: BrokenPolicy;
}): { brokenLinks: BrokenLink[]; warnings: Warning[] } {
  const pages = results.filter((r) => r.route);
  const ids = new Map(pages.map((r) => [r.route, new Set(r.ids)]));
  const files = new Set(listFiles(outDir).filter((f) => !f.endsWith('.html')));
  const sources = routeSources(model);
  const brokenLinks = validateLinks(
    pages.map((r) => ({ ...r, source: sources.get(r.route) })),
    {
      routes: new Set([...model.routes, ...pages.filter((r) => r.route.endsWith('/404')).map((r) => r.route)]),
      ids,
      files,
      redirects: model.redirects,
      locales: model.locales,
      defaultLocale: model.config.i18n.defaultLocale,
    },
  );
  const policyOf = (b: BrokenLink) => (b.reason === 'missing-anchor' ? onBrokenAnchors : onBrokenLinks);
  const hard = brokenLinks.filter((b) => b.reason !== 'cross-locale');
  const thrown = hard.filter((b) => policyOf(b) === 'throw');
  if (thrown.length) {
    const keys = [...new Set(thrown.map((b) => (b.reason === 'missing-anchor' ? 'onBrokenAnchors' : 'onBrokenLinks')))];
    throw new UserError(`Broken links found on ${new Set(thrown.map((b) => b.from)).size} page(s):\n${formatBrokenLinks(thrown, pages.length)}`, {
      hint: `fix the links, or set ${keys.map((k) => `${k}: "warn"`).join(' and ')} in site.config.ts`,
    });
  }
  const warnings: Warning[] = [];
  const warned = hard.filter((b) => policyOf(b) === 'warn');
  if (warned.length) warnings.push({ code: 'broken-links', message: formatBrokenLinks(warned, pages.length) });
  const crossLocale = brokenLinks.filter((b) => b.reason === 'cross-locale');
  if (crossLocale.length) warnings.push({ code: 'cross-locale-links', message: `Links into another locale:\n${formatBrokenLinks(crossLocale, pages.length)}` });
  return { brokenLinks, warnings };
}

function listFiles(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    return d.isDirectory() ? listFiles(full, base) : [`/${path.relative(base, full).split(path.sep).join('/')}`];
  });
}
