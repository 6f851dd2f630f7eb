import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { extractPageText } from './algoliaRecords.ts';
import { openPagefind, type NodePagefindHost } from './pagefindNode.ts';
import { toLocalPath } from '../../theme/islands/search/localPath.ts';

export interface RecallOptions {
  /** Pages sampled per locale (deterministic: by a hash of the route). Default 40; 0 = every page. */
  samplesPerLocale?: number;
  /** Only these locales (`data-locale` values); default: all found in the build. */
  locales?: string[];
  /** How many results of a query are examined for the page. Default 100. */
  maxResults?: number;
}

export interface RecallSample {
  locale: string;
  route: string;
  heading: string;
  word: string;
  found: boolean;
  /** 1-based position of the page among the results (when found). */
  rank?: number;
  results: number;
}

export interface RecallLocaleResult {
  locale: string;
  pages: number;
  sampled: number;
  found: number;
  failures: RecallSample[];
}

export interface RecallResult {
  ok: boolean;
  locales: RecallLocaleResult[];
  samples: RecallSample[];
  durationMs: number;
  /** Set when the test could not run at all (no index, …); `ok` is then false. */
  error?: string;
}

const STOP = new Set([
  'with',
  'from',
  'that',
  'this',
  'your',
  'what',
  'when',
  'will',
  'have',
  'into',
  'using',
  'about',
  'there',
  'their',
  'which',
  'other',
  'than',
  'then',
  'them',
  'they',
  'also',
  'more',
  'most',
  'some',
  'such',
  'only',
  'over',
  'each',
  'does',
  'used',
]);
const HAN = /\p{Script=Han}/u;

/** One word segmenter per locale: every heading of every page is segmented (recallWords). */
const segmenters = new Map<string, Intl.Segmenter>();

/** The words of a heading a reader could type (CJK words of ≥2 characters, others ≥4 letters), middle first. */
function typeableWords(heading: string, locale: string): string[] {
  let segmenter = segmenters.get(locale);
  if (!segmenter) segmenters.set(locale, (segmenter = new Intl.Segmenter(locale, { granularity: 'word' })));
  const words = [...segmenter.segment(heading)].filter((s) => s.isWordLike).map((s) => s.segment);
  const usable = (w: string) =>
    HAN.test(w) ? [...w].length >= 2 && [...w].every((c) => HAN.test(c)) : w.length >= 4 && /^\p{L}[\p{L}\p{N}]*$/u.test(w) && !STOP.has(w.toLowerCase());
  const mid = (words.length - 1) / 2;
  return words
    .map((w, i) => ({ w, d: Math.abs(i - mid) }))
    .sort((a, b) => a.d - b.d)
    .filter((o) => usable(o.w))
    .map((o) => o.w);
}

/** A word from the middle of a heading that a reader could type: CJK words of ≥2 characters, others ≥4 letters. */
export function middleWord(heading: string, locale: string): string | undefined {
  return typeableWords(heading, locale)[0];
}

function listHtml(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['pagefind', 'assets', '_imdocs'].includes(entry.name)) out.push(...listHtml(full));
    } else if (entry.name.endsWith('.html')) out.push(full);
  }
  return out;
}

const rankKey = (route: string) => crypto.createHash('sha1').update(route).digest('hex');

/**
 * The word to search for each page of a locale (by route): the word of its headings or title that the fewest
 * pages of the locale have in theirs. A word every reference page has as a heading ("Result", "响应") matches
 * hundreds of pages, and the page can rank past the results the test reads. Among equals: a heading from the
 * middle of the page before its title, and a word from the middle of that heading.
 */
export function recallWords(pages: { route: string; headings: string[] }[], locale: string): Map<string, { heading: string; word: string }> {
  const candidates = pages.map((page) => ({ route: page.route, words: pageWords(page.headings, locale) }));
  const pagesWith = new Map<string, number>();
  for (const { words } of candidates) for (const key of new Set(words.map((c) => c.word.toLowerCase()))) pagesWith.set(key, (pagesWith.get(key) ?? 0) + 1);
  const chosen = new Map<string, { heading: string; word: string }>();
  for (const { route, words } of candidates) {
    const best = words
      .map((c, order) => ({ ...c, order, count: pagesWith.get(c.word.toLowerCase())! }))
      .sort((a, b) => a.count - b.count || a.order - b.order)[0];
    if (best) chosen.set(route, { heading: best.heading, word: best.word });
  }
  return chosen;
}

/**
 * The typeable words of a page's headings, in order of preference: the headings from the middle of the page
 * outwards, then its title (the first heading), each heading's words from its middle outwards.
 */
function pageWords(headings: string[], locale: string): { heading: string; word: string }[] {
  const [title, ...rest] = headings;
  const ordered = rest.map((h, i) => ({ h, d: Math.abs(i - (rest.length - 1) / 2) })).sort((a, b) => a.d - b.d);
  return [...ordered.map((o) => o.h), ...(title ? [title] : [])].flatMap((heading) => typeableWords(heading, locale).map((word) => ({ heading, word })));
}

/**
 * Recall self-test of the embedded index (for `imdocs check`): for a sample of indexed pages per locale,
 * takes the word of its headings or title that the fewest pages of the locale have in theirs (Chinese words
 * segmented as a reader would type them) and searches the build's Pagefind index with the same code the
 * browser runs; every sampled page must be among the results. Chinese recall failures are otherwise silent.
 */
export async function runRecallSelfTest(buildDir: string, options: RecallOptions = {}): Promise<RecallResult> {
  const started = performance.now();
  const { samplesPerLocale = 40, maxResults = 100 } = options;
  const byLocale = new Map<string, { route: string; lang: string; headings: string[] }[]>();
  for (const file of listHtml(buildDir)) {
    const page = extractPageText(fs.readFileSync(file, 'utf8'));
    if (!page || !page.route) continue;
    if (options.locales && !options.locales.includes(page.locale)) continue;
    const headings = [page.title, ...page.blocks.filter((b) => b.level > 1).map((b) => b.heading)].filter(Boolean);
    const list = byLocale.get(page.locale) ?? [];
    list.push({ route: page.route, lang: page.lang || page.locale, headings });
    byLocale.set(page.locale, list);
  }
  let pf: NodePagefindHost;
  try {
    pf = await openPagefind(buildDir);
  } catch (error) {
    return { ok: false, locales: [], samples: [], durationMs: performance.now() - started, error: (error as Error).message };
  }
  const samples: RecallSample[] = [];
  const locales: RecallLocaleResult[] = [];
  try {
    for (const [locale, pages] of [...byLocale].sort(([a], [b]) => a.localeCompare(b))) {
      const chosen = [...pages].sort((a, b) => rankKey(a.route).localeCompare(rankKey(b.route)));
      const result: RecallLocaleResult = { locale, pages: pages.length, sampled: 0, found: 0, failures: [] };
      const words = recallWords(pages, locale);
      for (const page of chosen) {
        if (samplesPerLocale && result.sampled >= samplesPerLocale) break;
        const best = words.get(page.route);
        if (!best) continue;
        const { heading, word } = best;
        const api = await pf.instance(page.lang);
        const response = await api.search(word);
        const results = response?.results ?? [];
        let rank: number | undefined;
        for (let i = 0; i < Math.min(results.length, maxResults) && rank === undefined; i++) {
          const data = await results[i].data();
          if (toLocalPath(data.url) === page.route) rank = i + 1;
        }
        const sample: RecallSample = { locale, route: page.route, heading, word, found: rank !== undefined, rank, results: results.length };
        samples.push(sample);
        result.sampled++;
        if (sample.found) result.found++;
        else result.failures.push(sample);
      }
      locales.push(result);
    }
  } finally {
    await pf.close();
  }
  const ok = locales.length > 0 && locales.every((l) => l.failures.length === 0 && l.sampled > 0);
  return { ok, locales, samples, durationMs: performance.now() - started };
}
