import path from 'node:path';
import fs from 'node:fs';
import crypto from 'node:crypto';
import fg from 'fast-glob';
import os from 'node:os';
import type { NewFileResponse } from 'pagefind';
import type { SiteModel } from '../content/siteModel.ts';
import { UserError } from '../errors.ts';
import { writeSearchClientConfig } from '../search/clientConfig.ts';
import { isIndexedRoute, searchableHtml } from '../search/searchableHtml.ts';
import { writeVocabularies } from '../search/vocabularyFiles.ts';
import { pageDigest, type PageDigest } from '../search/pageDigest.ts';
import { filesUnder, linkFile, restoreTree, storeTree, type FileStamp } from './linkedFiles.ts';

export interface SearchIndexStats {
  pages: number;
  /** Pagefind's language indexes (one per `<html lang>`). */
  languages: string[];
  bytes: number;
  /** Vocabulary folder of each Pagefind language, relative to `pagefind/` (see vocabularyFiles.ts). */
  vocabularies: Record<string, string>;
  /** Languages indexed by this build (the others came from the cache). */
  indexed?: string[];
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
  /** Its language and hash, when the renderer computed them as it wrote the page (else the file is read). */
  digest?: PageDigest;
  /** What Pagefind reads of it, when the renderer made it (else made from the file); dropped once indexed. */
  searchable?: string;
}

/** Word locations per index chunk (see where the Pagefind service is started). */
const INDEX_CHUNK_SIZE = 5000;

/** Changes when the indexed HTML or the files written beside Pagefind's change shape (invalidates the cache). */
const PAGEFIND_VERSION = `1.6+meta8+chunk${INDEX_CHUNK_SIZE}`;

/**
 * The `pagefind` module for one language. The package keeps one service process per module instance, so each
 * language imports an instance of its own (a distinct URL is a distinct ES module) and languages indexed side
 * by side run in separate processes.
 */
const pagefindFor = (lang: string) => import(`${import.meta.resolve('pagefind')}?lang=${encodeURIComponent(lang)}`) as Promise<typeof import('pagefind')>;

/**
 * Indexes `pages` (in this order: Pagefind numbers pages in the order they are added) with a Pagefind
 * service of their own, writes the index into `target` and stops the service, whose memory goes with it.
 * Resolves to the number of pages with words.
 */
async function indexPages(lang: string, pages: IndexedPage[], read: (p: IndexedPage) => string, target: string): Promise<number> {
  const pagefind = await pagefindFor(lang);
  // Smaller index chunks: a query downloads the chunk of each of its words, so 5000 word locations (~8 KB)
  // instead of Pagefind's 20000 (~33 KB) make a two-word query fetch ~16 KB of index instead of ~66 KB
  // (the real site: bytes per query p95 138 → 69 KiB with the rest of the search work).
  // Read by the Pagefind service when it starts (`createIndex` starts it; `close` below stops it).
  process.env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE ??= String(INDEX_CHUNK_SIZE);
  const { index, errors } = await pagefind.createIndex({ rootSelector: 'html', excludeSelectors: ['[data-pagefind-ignore]', 'pre .line--error'] });
  try {
    if (!index) throw new UserError(`Search indexing could not start: ${errors.join('; ')}`);
    const added: NewFileResponse[] = [];
    let next = 0;
    // A few pages in flight keep Pagefind busy without queueing the whole language in its input; pages are read one at a time.
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < pages.length) {
          const p = pages[next++];
          const content = p.searchable ?? searchableHtml(read(p), p.route);
          p.searchable = undefined;
          added.push(await index.addHTMLFile({ url: p.route, content }));
        }
      }),
    );
    const failed = added.flatMap((a) => a.errors);
    if (failed.length) throw new UserError(`Search indexing failed: ${failed.slice(0, 5).join('; ')}`);
    const written = await index.writeFiles({ outputPath: target });
    if (written.errors.length) throw new UserError(`Writing the search index failed: ${written.errors.join('; ')}`);
    return added.filter((a) => a.file && a.file.uniqueWords > 0).length;
  } finally {
    await pagefind.close();
  }
}

/** What the cache keeps of one language's index besides its files. */
interface LanguageStats {
  pages: number;
  /** Vocabulary folder, relative to `pagefind/`. */
  vocabulary?: string;
  stamps: Record<string, FileStamp>;
}

/** What one language contributes to `pagefind/`: the folder holding its index and that folder's files. */
interface LanguageOutput {
  lang: string;
  dir: string;
  files: string[];
  pages: number;
  vocabulary?: string;
  cached: boolean;
}

/** The pages of one Pagefind language (`<html lang>`, lower case) and the hash of each page's HTML. */
interface Language {
  pages: IndexedPage[];
  /** Per route: hash of the page's HTML (the cache key of the language's index is made of them). */
  digests: Map<string, string>;
}

/**
 * The stage "index search": Pagefind indexes of the written pages (`<out>/pagefind/`), one per language,
 * chunked so a query downloads only the fragments it needs. Only elements marked `data-pagefind-body` are
 * indexed (translated docs and custom pages; fallbacks, lists and the 404 stay out).
 *
 * The render stage hands each page over as it is written (`add`: its HTML is hashed, nothing more). `finish`
 * then takes each language's index from the cache when the hash of its pages' HTML is known (a one-page
 * change re-indexes one language), builds the others, each by a Pagefind service that stops once its language
 * is written (side by side on a small site; one after the other on a large one, so that peak memory is one
 * language's, not the site's), and merges the languages into one `pagefind/` folder, file for file what a
 * single Pagefind run over the whole site writes.
 */
export class SearchIndexer {
  /**
   * Sites of at most this many indexed pages have their languages indexed side by side, on as many cores. A
   * Pagefind service works on one page at a time and holds its whole language in memory until it is written:
   * the 2 × 400 corpus's two services peak at ~0.6 GB together (under the render stage's peak) and save ~2.5 s
   * of the stage's ~7.5 s, but at 2 × 2000 the zh-Hans service alone reaches 1.8 GB, so larger sites index in
   * turn. (A test sets it to 0 to compare the two ways.)
   */
  static sideBySidePages = 2500;

  private readonly languages = new Map<string, Language>();

  constructor(
    private readonly outDir: string,
    private readonly model: SiteModel,
    private readonly cacheDir?: string,
  ) {}

  private read = (p: IndexedPage): string => fs.readFileSync(path.join(this.outDir, p.file), 'utf8');

  /** Whether this site's search is Pagefind's (else the indexer does nothing: Algolia indexes elsewhere). */
  get enabled(): boolean {
    return this.model.config.search.provider !== 'algolia';
  }

  /** A page was written (the 404 pages are left out): hashed, from its digest or by reading it. */
  add(page: IndexedPage): void {
    if (!this.enabled || !isIndexedRoute(page.route)) return;
    const { lang, sha1 } = page.digest ?? pageDigest(this.read(page));
    let language = this.languages.get(lang);
    if (!language) this.languages.set(lang, (language = { pages: [], digests: new Map() }));
    language.pages.push(page);
    language.digests.set(page.route, sha1);
  }

  /** Writes `pagefind/` and the search client config. */
  async finish(): Promise<SearchIndexStats & { cached: boolean }> {
    if (!this.enabled) {
      writeSearchClientConfig(this.outDir, this.model);
      return { pages: 0, languages: [], bytes: 0, vocabularies: {}, indexed: [], cached: false };
    }
    const target = path.join(this.outDir, 'pagefind');
    const next = `${target}.next`;
    try {
      const languages = [...this.languages].sort(([a], [b]) => a.localeCompare(b));
      const pageCount = languages.reduce((n, [, language]) => n + language.pages.length, 0);
      const outputs: LanguageOutput[] = new Array(languages.length);
      let taken = 0;
      const settled = await Promise.allSettled(
        Array.from({ length: pageCount <= SearchIndexer.sideBySidePages ? os.availableParallelism() : 1 }, async () => {
          for (let i = taken++; i < languages.length; i = taken++) outputs[i] = await this.finishLanguage(...languages[i]);
        }),
      );
      // Every service has stopped before the scratch folders go (below): a failed language does not cut another short.
      const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
      if (failed) throw failed.reason;
      fs.rmSync(next, { recursive: true, force: true });
      let entry: { languages: Record<string, unknown> } | undefined;
      const vocabularies: Record<string, string> = {};
      for (const { lang, dir, files, vocabulary } of outputs) {
        const own = JSON.parse(fs.readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, unknown> };
        entry = entry ? { ...entry, languages: { ...entry.languages, ...own.languages } } : own;
        if (vocabulary) vocabularies[lang] = vocabulary;
        for (const rel of files) {
          const to = path.join(next, rel);
          // Pagefind's scripts and shared WebAssembly are the same in every language; the rest is named by language and hash.
          if (rel === 'pagefind-entry.json' || fs.existsSync(to)) continue;
          fs.mkdirSync(path.dirname(to), { recursive: true });
          linkFile(path.join(dir, rel), to);
        }
      }
      fs.mkdirSync(next, { recursive: true });
      fs.writeFileSync(path.join(next, 'pagefind-entry.json'), JSON.stringify(entry ?? { languages: {} }));
      fs.rmSync(target, { recursive: true, force: true });
      fs.renameSync(next, target);
      writeSearchClientConfig(this.outDir, this.model, vocabularies);
      return {
        pages: outputs.reduce((n, o) => n + o.pages, 0),
        languages: Object.keys(entry?.languages ?? {}),
        bytes: dirBytes(target),
        vocabularies,
        indexed: outputs.filter((o) => !o.cached).map((o) => o.lang),
        cached: outputs.every((o) => o.cached),
      };
    } finally {
      for (const lang of this.languages.keys()) fs.rmSync(this.scratch(lang), { recursive: true, force: true });
      fs.rmSync(next, { recursive: true, force: true });
    }
  }

  private scratch(lang: string): string {
    return path.join(this.outDir, `.pagefind-${lang}`);
  }

  /** One language's index: from the cache, or built by a Pagefind service of its own, stopped when it is written. */
  private async finishLanguage(lang: string, language: Language): Promise<LanguageOutput> {
    const dir = this.scratch(lang);
    const hash = crypto.createHash('sha1').update(PAGEFIND_VERSION).update(lang);
    for (const [route, digest] of [...language.digests].sort(([a], [b]) => a.localeCompare(b))) hash.update(route).update('\0').update(digest);
    const cached = this.cacheDir ? path.join(this.cacheDir, 'pagefind', lang, hash.digest('hex')) : undefined;
    if (cached && fs.existsSync(path.join(cached, 'stats.json'))) {
      const stats = JSON.parse(fs.readFileSync(path.join(cached, 'stats.json'), 'utf8')) as LanguageStats;
      if (stats.stamps && restoreTree(path.join(cached, 'pagefind'), dir, stats.stamps)) {
        return { lang, dir, files: Object.keys(stats.stamps), pages: stats.pages, vocabulary: stats.vocabulary, cached: true };
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
    // Route order keeps the index the same whatever order the pages rendered in.
    const pages = await indexPages(lang, [...language.pages].sort((a, b) => a.route.localeCompare(b.route)), this.read, dir);
    const vocabulary = writeVocabularies(dir)[lang];
    if (cached) {
      // One cached index per language: the previous one is replaced.
      fs.rmSync(path.dirname(cached), { recursive: true, force: true });
      const stats: LanguageStats = { pages, vocabulary, stamps: storeTree(dir, path.join(cached, 'pagefind')) };
      fs.writeFileSync(path.join(cached, 'stats.json'), JSON.stringify(stats));
    }
    return { lang, dir, files: filesUnder(dir), pages, vocabulary, cached: false };
  }
}

/** Indexes pages already written (all of them by default): `imdocs dev`, which renders no page cache. */
export async function buildSearchIndex(outDir: string, model: SiteModel, pages: IndexedPage[] = listPages(outDir), cacheDir?: string) {
  const indexer = new SearchIndexer(outDir, model, cacheDir);
  for (const page of [...pages].sort((a, b) => a.route.localeCompare(b.route))) indexer.add(page);
  return indexer.finish();
}

/** Every page HTML of a build folder (not the `_imdocs` fragments), with its route. */
export function listPages(outDir: string): IndexedPage[] {
  return fg.sync('**/*.html', { cwd: outDir, ignore: ['_imdocs/**', 'pagefind/**', '**/404.html'] }).map((file) => {
    const route = `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`.replace(/(.)\/$/, '$1');
    return { route, file };
  });
}
