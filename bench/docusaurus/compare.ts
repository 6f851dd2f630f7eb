/**
 * Page-by-page comparison of a Docusaurus build and an imdocs build of the same site (read by pageContent.ts).
 *
 * A page matches when, after normalisation:
 * - its `<title>` and its heading outline (level and text of every h1–h6, in order) are the same;
 * - its text is at least `THRESHOLD.text` similar: the Dice coefficient of the two pages' multisets of word
 *   trigrams (every three consecutive words of the blocks, headings included with their level), so that a changed
 *   word costs the three trigrams around it and moved blocks cost only their edges;
 * - its code blocks (Dice over their lines), links and images (Dice over the multisets) are each at least
 *   `THRESHOLD.items` similar.
 * Sidebars are compared entry by entry (label and link, in order; children only where both builds render the
 * category open), routes as sets.
 */
import type { PageContent, SidebarEntry } from './pageContent.ts';

export const THRESHOLD = { text: 0.95, items: 0.95 };

export type Aspect = 'title' | 'headings' | 'text' | 'code' | 'links' | 'images' | 'sidebar';

export interface Difference {
  aspect: Aspect;
  /** Similarity of this aspect, 0..1. */
  score: number;
  /** What only Docusaurus' page has (`-`) and what only imdocs' has (`+`), a few items each. */
  missing: string[];
  extra: string[];
}

export interface PageComparison {
  match: boolean;
  /** Similarity of the text (word trigrams), 0..1. */
  text: number;
  differences: Difference[];
}

/** How many times each item occurs. */
export function counts(items: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const i of items) m.set(i, (m.get(i) ?? 0) + 1);
  return m;
}

/** Dice coefficient of two multisets: 2·|A∩B| / (|A|+|B|); two empty sets are identical (1). */
export function dice(a: string[], b: string[]): number {
  if (a.length === 0 && b.length === 0) return 1;
  const cb = counts(b);
  let common = 0;
  for (const [k, n] of counts(a)) common += Math.min(n, cb.get(k) ?? 0);
  return (2 * common) / (a.length + b.length);
}

/** The items of `a` that `b` lacks (as many times as they are lacking), in `a`'s order. */
export function lacking(a: string[], b: string[]): string[] {
  const cb = counts(b);
  const out: string[] = [];
  for (const i of a) {
    const n = cb.get(i) ?? 0;
    if (n > 0) cb.set(i, n - 1);
    else out.push(i);
  }
  return out;
}

/** Word trigrams of a page's blocks (unigrams when a page has fewer than three words). */
export function shingles(blocks: string[]): string[] {
  const words = blocks.join(' ').match(/[\p{L}\p{N}_]+/gu) ?? [];
  if (words.length < 3) return words;
  const out: string[] = [];
  for (let i = 0; i + 2 < words.length; i++) out.push(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return out;
}

const codeLines = (code: string[]) => code.flatMap((c) => c.split('\n').map((l) => l.trim()));

/** Compares one page of the Docusaurus build (`docu`) with the same route of the imdocs build (`im`). */
export function comparePages(docu: PageContent, im: PageContent): PageComparison {
  const differences: Difference[] = [];
  const add = (aspect: Aspect, a: string[], b: string[], score: number, limit: number) => {
    if (score >= limit) return;
    differences.push({ aspect, score, missing: lacking(a, b).slice(0, 5), extra: lacking(b, a).slice(0, 5) });
  };
  add('title', [docu.title], [im.title], docu.title === im.title ? 1 : 0, 1);
  const sameOutline = docu.headings.length === im.headings.length && docu.headings.every((h, i) => h === im.headings[i]);
  add('headings', docu.headings, im.headings, sameOutline ? 1 : dice(docu.headings, im.headings), 1);
  const text = dice(shingles(docu.blocks), shingles(im.blocks));
  add('text', docu.blocks, im.blocks, text, THRESHOLD.text);
  add('code', codeLines(docu.code), codeLines(im.code), dice(codeLines(docu.code), codeLines(im.code)), THRESHOLD.items);
  add('links', docu.links, im.links, dice(docu.links, im.links), THRESHOLD.items);
  add('images', docu.images, im.images, dice(docu.images, im.images), THRESHOLD.items);
  return { match: differences.length === 0, text, differences };
}

export interface SidebarComparison {
  identical: boolean;
  /** The first entries that differ, as `label → href` pairs (`-` Docusaurus, `+` imdocs), with their path. */
  differences: string[];
  /** Categories one build renders open and the other closed (not counted against identity). */
  openDiffers: number;
}

const show = (e: SidebarEntry | undefined) => (e ? `${e.label} → ${e.href || '(no link)'}` : '(nothing)');

/** Compares two sidebars entry by entry; `undefined` is "no sidebar" (both without one are identical). */
export function compareSidebars(docu: SidebarEntry[] | undefined, im: SidebarEntry[] | undefined): SidebarComparison {
  const out: SidebarComparison = { identical: true, differences: [], openDiffers: 0 };
  if (!docu || !im) {
    if (docu || im) {
      out.identical = false;
      out.differences.push(docu ? '- a sidebar, + none' : '- no sidebar, + one');
    }
    return out;
  }
  const visit = (a: SidebarEntry[], b: SidebarEntry[], at: string) => {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const x = a[i];
      const y = b[i];
      if (!x || !y || x.label !== y.label || x.href !== y.href) {
        out.identical = false;
        if (out.differences.length < 5) out.differences.push(`${at}#${i + 1}: - ${show(x)}, + ${show(y)}`);
        continue;
      }
      if (x.children && y.children) visit(x.children, y.children, `${at}${x.label} / `);
      else if (Boolean(x.children) !== Boolean(y.children)) out.openDiffers++;
    }
  };
  visit(docu, im, '');
  return out;
}

/** Routes only one build has. */
/**
 * Routes as sets. imdocs always builds a search results page (`searchRoute`, `/search` and `/<locale>/search`);
 * a Docusaurus site has one only with a search plugin or theme that adds it (Algolia's does). When Docusaurus has
 * none, that page is a known difference, reported apart (`ownSearch`) and not counted as a route difference.
 */
export function compareRoutes(
  docu: Iterable<string>,
  im: Iterable<string>,
  searchRoute = '/search',
): { onlyDocusaurus: string[]; onlyImdocs: string[]; ownSearch: string[] } {
  const a = new Set(docu);
  const b = new Set(im);
  const isSearch = (r: string) => r === searchRoute || new RegExp(`^/[\\w-]+${searchRoute.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`).test(r);
  const onlyImdocs = [...b].filter((r) => !a.has(r)).sort();
  return {
    onlyDocusaurus: [...a].filter((r) => !b.has(r)).sort(),
    onlyImdocs: onlyImdocs.filter((r) => !isSearch(r)),
    ownSearch: onlyImdocs.filter(isSearch),
  };
}

export interface CauseGroup {
  /** `text`, `links`, `sidebar`, `not built` … */
  cause: string;
  pages: number;
  /** The differing items seen on most pages (`- x` only Docusaurus, `+ x` only imdocs), with their page counts. */
  top: { item: string; pages: number }[];
  examples: string[];
}

/**
 * Groups the differences of many pages by aspect, and within an aspect counts on how many pages each differing item
 * appears, so that one cause (one broken link target, one dropped component) shows as one line with its page count.
 */
export function groupCauses(pages: { route: string; differences: Difference[] }[], topN = 6): CauseGroup[] {
  const groups = new Map<string, { pages: string[]; items: Map<string, number> }>();
  for (const p of pages) {
    for (const d of p.differences) {
      const g = groups.get(d.aspect) ?? { pages: [], items: new Map<string, number>() };
      groups.set(d.aspect, g);
      g.pages.push(p.route);
      const seen = new Set([...d.missing.map((m) => `- ${m}`), ...d.extra.map((e) => `+ ${e}`)]);
      for (const item of seen) g.items.set(item, (g.items.get(item) ?? 0) + 1);
    }
  }
  return [...groups]
    .map(([cause, g]) => ({
      cause,
      pages: g.pages.length,
      top: [...g.items]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, topN)
        .map(([item, n]) => ({ item: item.length > 160 ? `${item.slice(0, 157)}…` : item, pages: n })),
      examples: g.pages.slice(0, 3),
    }))
    .sort((a, b) => b.pages - a.pages || a.cause.localeCompare(b.cause));
}
