import path from 'node:path';
import fs from 'node:fs';
import crypto from 'node:crypto';
import fg from 'fast-glob';
import * as pagefind from 'pagefind';
import type { SiteModel } from '../content/siteModel.ts';
import { UserError } from '../errors.ts';
import { writeSearchClientConfig } from '../search/clientConfig.ts';
import { definedTerms, htmlText, searchMeta, searchMetaHtml } from '../search/searchMeta.ts';
import { withIdentifierAliases } from '../search/identifierAliases.ts';
import { writeVocabularies } from '../search/vocabularyFiles.ts';

export interface SearchIndexStats {
  pages: number;
  /** Pagefind's language indexes (one per `<html lang>`). */
  languages: string[];
  bytes: number;
  /** Vocabulary folder of each Pagefind language, relative to `pagefind/` (see vocabularyFiles.ts). */
  vocabularies: Record<string, string>;
}

function dirBytes(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? dirBytes(full) : fs.statSync(full).size;
  }
  return total;
}

export interface IndexedPage {
  /** Route, used as the result URL. */
  route: string;
  /** File written, relative to the output folder. */
  file: string;
}

/** Word locations per index chunk (see where the Pagefind service is started). */
const INDEX_CHUNK_SIZE = 5000;

/** Changes when the indexed HTML or the files written beside Pagefind's change shape (invalidates the cache). */
const PAGEFIND_VERSION = `1.6+meta8+chunk${INDEX_CHUNK_SIZE}`;

/**
 * Indexes the written pages with Pagefind (`<out>/pagefind/`): one index per language, chunked so a
 * query downloads only the fragments it needs. Only elements marked `data-pagefind-body` are indexed
 * (translated docs and custom pages; fallbacks, lists and the 404 stay out). The result is cached by the
 * hash of every page's HTML, so a warm build whose pages did not change copies the previous index.
 */
export async function buildSearchIndex(
  outDir: string,
  model: SiteModel,
  pages: IndexedPage[] = listPages(outDir),
  cacheDir?: string,
): Promise<SearchIndexStats & { cached: boolean }> {
  if (model.config.search.provider === 'algolia') {
    writeSearchClientConfig(outDir, model);
    return { pages: 0, languages: [], bytes: 0, vocabularies: {}, cached: false };
  }
  const target = path.join(outDir, 'pagefind');
  const sorted = [...pages].sort((a, b) => a.route.localeCompare(b.route));
  // Pages are read one at a time (twice on a miss) so memory stays flat however large the site is.
  const read = (p: IndexedPage) => fs.readFileSync(path.join(outDir, p.file), 'utf8');
  const hash = crypto.createHash('sha1').update(PAGEFIND_VERSION);
  for (const p of sorted) hash.update(p.route).update('\0').update(read(p)).update('\0');
  const key = hash.digest('hex');
  const cached = cacheDir ? path.join(cacheDir, 'pagefind', key) : undefined;
  if (cached && fs.existsSync(path.join(cached, 'stats.json'))) {
    fs.cpSync(path.join(cached, 'pagefind'), target, { recursive: true });
    const stats = JSON.parse(fs.readFileSync(path.join(cached, 'stats.json'), 'utf8')) as SearchIndexStats;
    writeSearchClientConfig(outDir, model, stats.vocabularies);
    return { ...stats, cached: true };
  }
  // Smaller index chunks: a query downloads the chunk of each of its words, so 5000 word locations (~8 KB)
  // instead of Pagefind's 20000 (~33 KB) make a two-word query fetch ~16 KB of index instead of ~66 KB
  // (the real site: bytes per query p95 138 → 69 KiB with the rest of the search work).
  // Read by the Pagefind service when it starts (`createIndex` starts it; `close` below stops it).
  process.env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE ??= String(INDEX_CHUNK_SIZE);
  const { index, errors } = await pagefind.createIndex({ rootSelector: 'html', excludeSelectors: ['[data-pagefind-ignore]', 'pre .line--error'] });
  try {
    if (!index) throw new UserError(`Search indexing could not start: ${errors.join('; ')}`);
    const added: Awaited<ReturnType<typeof index.addHTMLFile>>[] = [];
    let next = 0;
    // A few files in flight keep Pagefind busy without queueing the whole site in its input.
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < sorted.length) {
          const p = sorted[next++];
          added.push(await index.addHTMLFile({ url: p.route, content: searchableHtml(read(p), p.route) }));
        }
      }),
    );
    const failed = added.flatMap((a) => a.errors);
    if (failed.length) throw new UserError(`Search indexing failed: ${failed.slice(0, 5).join('; ')}`);
    const written = await index.writeFiles({ outputPath: target });
    if (written.errors.length) throw new UserError(`Writing the search index failed: ${written.errors.join('; ')}`);
    const vocabularies = writeVocabularies(target);
    const stats: SearchIndexStats = {
      pages: added.filter((a) => a.file && a.file.uniqueWords > 0).length,
      languages: readLanguages(target),
      bytes: dirBytes(target),
      vocabularies,
    };
    writeSearchClientConfig(outDir, model, vocabularies);
    if (cached) {
      fs.rmSync(path.join(cacheDir!, 'pagefind'), { recursive: true, force: true });
      fs.mkdirSync(cached, { recursive: true });
      fs.cpSync(target, path.join(cached, 'pagefind'), { recursive: true });
      fs.writeFileSync(path.join(cached, 'stats.json'), JSON.stringify(stats));
    }
    return { ...stats, cached: false };
  } finally {
    await pagefind.close();
  }
}

/**
 * What Pagefind needs of a page: its language, title and the indexed article, without the navbar,
 * sidebar, footer, icons and the thousands of highlighting spans of code blocks: the same words,
 * headings, anchors and filters, parsed much faster (2 × 2000 pages: 38 s → 23 s). With the route, the
 * article also carries the hidden search metadata of searchMeta.ts (title terms, names) and the keys of its
 * identifiers (identifierAliases.ts).
 */
export function searchableHtml(html: string, route?: string): string {
  const lang = /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1] ?? 'en';
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '';
  const start = html.search(/<(article|main)\b[^>]*data-pagefind-body/);
  if (start === -1) return `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body></body></html>`;
  const tag = /^<(\w+)/.exec(html.slice(start))![1];
  // A Pagefind body does not nest its own tag name (an article holds no article), so the first close ends it.
  const end = html.indexOf(`</${tag}>`, start);
  let body = html
    .slice(start, end === -1 ? undefined : end + tag.length + 3)
    .replace(/<svg[\s\S]*?<\/svg>/g, '')
    .replace(/<\/?span\b[^>]*>/g, '');
  if (route !== undefined) {
    const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(body);
    const leadStart = h1 ? h1.index + h1[0].length : 0;
    const leadEnd = body.slice(leadStart).search(/<h[2-6]\b/);
    const lead = htmlText(body.slice(leadStart, leadEnd === -1 ? leadStart + 4000 : leadStart + Math.min(leadEnd, 4000)));
    const meta = searchMeta({ route, title: htmlText(h1?.[1] ?? title).trim(), lead, lang, defined: definedTerms(body) });
    body = withIdentifierAliases(body).replace(/<\/\w+>$/, (close) => `${searchMetaHtml(meta)}${close}`);
  }
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;
}

/** Every page HTML of a build folder (not the `_imdocs` fragments), with its route. */
export function listPages(outDir: string): IndexedPage[] {
  return fg.sync('**/*.html', { cwd: outDir, ignore: ['_imdocs/**', 'pagefind/**', '**/404.html'] }).map((file) => {
    const route = `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`.replace(/(.)\/$/, '$1');
    return { route, file };
  });
}

function readLanguages(dir: string): string[] {
  try {
    const entry = JSON.parse(fs.readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8')) as { languages?: Record<string, unknown> };
    return Object.keys(entry.languages ?? {});
  } catch {
    return [];
  }
}
