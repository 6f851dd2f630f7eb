import path from 'node:path';
import fs from 'node:fs';
import crypto from 'node:crypto';
import fg from 'fast-glob';
import os from 'node:os';
import type { SiteModel } from '../content/siteModel.ts';
import { UserError } from '../errors.ts';
import { writeSearchClientConfig } from '../search/clientConfig.ts';
import { isIndexedRoute, searchableHtml, SEARCH_INPUT_DIR } from '../search/searchableHtml.ts';
import { writeVocabularies } from '../search/vocabularyFiles.ts';
import { pageDigest, type PageDigest } from '../search/pageDigest.ts';
import { filesUnder, linkFile, restoreTree, storeTree, type FileStamp } from './linkedFiles.ts';
import { hashSources, importClosure } from '../moduleClosure.ts';
import { runningEngine } from '../engine.ts';
import { INDEX_CHUNK_SIZE, SHARD_CHUNK_SIZE, indexPages, oneAtATime, type WriteTurn } from '../search/pagefindService.ts';

export interface SearchIndexStats {
  pages: number;
  /** Pagefind's language indexes (one per `<html lang>`). */
  languages: string[];
  bytes: number;
  /** Vocabulary folder of each Pagefind language, relative to `pagefind/` (see vocabularyFiles.ts). */
  vocabularies: Record<string, string>;
  /** Languages indexed by this build (the others came from the cache). */
  indexed?: string[];
  /** Indexes built by this build: a language (or the first shard of one split into shards), or `<lang>-<n>` for its shard n. */
  built?: string[];
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
  /** Where the renderer wrote what Pagefind reads of it, relative to the output folder (else made from the page). */
  searchableFile?: string;
}

/**
 * Part of the cache key of every index: the installed Pagefind's version (its indexes and scripts change with
 * it) and a hash of our code that shapes what it reads of each page and what is written beside its files:
 * this stage and every module it imports (the searchable HTML, the vocabulary and the search island's words).
 * Worked out once, by the first build that indexes search (not by every command that loads this module).
 */
let indexVersion: string | undefined;
function searchIndexVersion(): string {
  if (indexVersion) return indexVersion;
  const pagefind = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.resolve('pagefind')), 'utf8')) as { version: string };
  const hash = crypto.createHash('sha1').update(`pagefind ${pagefind.version}`);
  return (indexVersion = hashSources(hash, runningEngine, importClosure(runningEngine, ['generator/build/buildSearchIndex.ts'])).digest('hex'));
}

/** What the cache keeps of a folder of the index besides its files. */
interface CachedStats {
  pages: number;
  /** Vocabulary folder, relative to `pagefind/`. */
  vocabulary?: string;
  stamps: Record<string, FileStamp>;
}

/**
 * The folder `dir` from the cache entry `cached` (made by `make` on a miss, then stored there, replacing the
 * other entries of its parent: one cached copy per index).
 */
async function cachedFolder(
  dir: string,
  cached: string | undefined,
  make: () => Promise<Omit<CachedStats, 'stamps'>>,
): Promise<Omit<CachedStats, 'stamps'> & { files: string[]; cached: boolean }> {
  if (cached && fs.existsSync(path.join(cached, 'stats.json'))) {
    const stats = JSON.parse(fs.readFileSync(path.join(cached, 'stats.json'), 'utf8')) as CachedStats;
    if (stats.stamps && restoreTree(path.join(cached, 'files'), dir, stats.stamps)) {
      return { pages: stats.pages, vocabulary: stats.vocabulary, files: Object.keys(stats.stamps), cached: true };
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
  const made = await make();
  if (cached) {
    fs.rmSync(path.dirname(cached), { recursive: true, force: true });
    const stats: CachedStats = { ...made, stamps: storeTree(dir, path.join(cached, 'files')) };
    fs.writeFileSync(path.join(cached, 'stats.json'), JSON.stringify(stats));
  }
  return { ...made, files: filesUnder(dir), cached: false };
}

/** One Pagefind index to build: a whole language, or one shard of a large one. */
interface IndexJob {
  lang: string;
  /** Which shard of how many (0 of 1: the language in one index). */
  shard: number;
  shards: number;
  /** In route order. */
  pages: IndexedPage[];
  /** Cache key: the Pagefind version, the language, the shard, and each page's route and HTML hash. */
  hash: string;
}

/** What one index contributes to `pagefind/`: the folder holding it and that folder's files. */
interface IndexOutput {
  job: IndexJob;
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

/** Which of `shards` shards a route goes to: fixed by the route, so a one-page change touches one shard. */
function shardOf(route: string, shards: number): number {
  return crypto.createHash('sha1').update(route).digest().readUInt32BE(0) % shards;
}

/** Where shard `shard` of a language lives, relative to `pagefind/` (but for the first, which sits in `pagefind/` itself). */
const shardFolder = (lang: string, shard: number) => `shard/${lang}-${shard}/`;

/** What a shard folder keeps of Pagefind's output: its own index, not the scripts and WebAssembly of `pagefind/`. */
const SHARD_FILE = /^(pagefind-entry\.json|[^/]+\.pf_meta|(index|fragment|filter)\/.*)$/;

/**
 * The stage "index search": Pagefind indexes of the written pages (`<out>/pagefind/`), one per language,
 * chunked so a query downloads only the fragments it needs. Only elements marked `data-pagefind-body` are
 * indexed (translated docs and custom pages; fallbacks, lists and the 404 stay out).
 *
 * The render stage hands each page over as it is written (`add`: its HTML is hashed, nothing more). `finish`
 * then takes each index from the cache when the hash of its pages' HTML is known (a one-page change
 * re-indexes one language, or one shard of it), builds the others, each by a Pagefind service that stops once
 * its index is written, and merges them into one `pagefind/` folder: for a language in one index, file for
 * file what a single Pagefind run over the whole site writes.
 *
 * A Pagefind service holds its whole index in memory until it is written, and that memory grows with the
 * pages: ~0.35 MB per English page and ~0.95 MB per Chinese page of the bench corpus (measured at 100–2,000
 * pages). So a language of more than `shardAbove` pages is split into shards of at most about `shardPages`
 * pages, by a hash of the route: each shard is an index of its own, built by a service of its own that stops
 * before the next starts. The first sits in `pagefind/`, the others in `pagefind/shard/<lang>-<n>/`; the
 * search client merges them into one search (Pagefind's `mergeIndex`), and the language's vocabulary covers
 * them all.
 */
export class SearchIndexer {
  /**
   * Sites of at most this many indexed pages have their languages indexed side by side, on as many cores. The
   * 2 × 400 corpus's two services peak at ~0.6 GB together (under the render stage's peak) and save ~2.5 s
   * of the stage's ~7.5 s. Larger sites index two at a time, but write one at a time: a service's memory
   * peaks while it writes (a 500-page Chinese shard ~0.45 GB, its pages added ~0.1 GB), so the peak stays one
   * writing service and one adding. (A test sets it to 0 to compare the two ways.)
   */
  static sideBySidePages = 2500;
  /** Languages of more indexed pages than this are split into shards (the OpenIM site has ~600 per language). */
  static shardAbove = 1000;
  /**
   * Pages per shard at most, on average: a Chinese shard's service peaks at ~0.45 GB. Smaller shards cost
   * search quality and bytes: each shard ranks with its own word statistics, and a query fetches a chunk of
   * every shard (measured on the 2 × 2,000 corpus: 500 pages keep bytes per query as with one index).
   */
  static shardPages = 500;

  private readonly languages = new Map<string, Language>();

  constructor(
    private readonly outDir: string,
    private readonly model: SiteModel,
    private readonly cacheDir?: string,
  ) {}

  private read = (p: IndexedPage): string => fs.readFileSync(path.join(this.outDir, p.file), 'utf8');

  /** What Pagefind reads of a page: as its renderer wrote it, or made from the page. */
  private searchable = (p: IndexedPage): string =>
    p.searchableFile ? fs.readFileSync(path.join(this.outDir, p.searchableFile), 'utf8') : searchableHtml(this.read(p), p.route);

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

  /** The indexes to build: one per language, or its shards. */
  private jobs(): IndexJob[] {
    const jobs: IndexJob[] = [];
    for (const [lang, language] of [...this.languages].sort(([a], [b]) => a.localeCompare(b))) {
      // Route order keeps the index the same whatever order the pages rendered in.
      const pages = [...language.pages].sort((a, b) => a.route.localeCompare(b.route));
      const shards = pages.length > SearchIndexer.shardAbove ? Math.ceil(pages.length / SearchIndexer.shardPages) : 1;
      const split: IndexedPage[][] = Array.from({ length: shards }, () => []);
      for (const page of pages) split[shards > 1 ? shardOf(page.route, shards) : 0].push(page);
      split.forEach((own, shard) => {
        const hash = crypto.createHash('sha1').update(searchIndexVersion()).update(lang);
        if (shards > 1) hash.update(`\0${shard}/${shards}`);
        for (const page of own) hash.update(page.route).update('\0').update(language.digests.get(page.route)!);
        jobs.push({ lang, shard, shards, pages: own, hash: hash.digest('hex') });
      });
    }
    return jobs;
  }

  /** Writes `pagefind/` and the search client config. */
  async finish(): Promise<SearchIndexStats & { cached: boolean }> {
    if (!this.enabled) {
      writeSearchClientConfig(this.outDir, this.model);
      return { pages: 0, languages: [], bytes: 0, vocabularies: {}, indexed: [], cached: false };
    }
    const target = path.join(this.outDir, 'pagefind');
    const next = `${target}.next`;
    const jobs = this.jobs();
    const split = [...new Set(jobs.filter((j) => j.shards > 1).map((j) => j.lang))];
    try {
      const pageCount = jobs.reduce((n, job) => n + job.pages.length, 0);
      const sideBySide = pageCount <= SearchIndexer.sideBySidePages;
      const writeTurn = sideBySide ? undefined : oneAtATime();
      const outputs: IndexOutput[] = new Array(jobs.length);
      let taken = 0;
      const settled = await Promise.allSettled(
        Array.from({ length: sideBySide ? os.availableParallelism() : Math.min(2, os.availableParallelism()) }, async () => {
          for (let i = taken++; i < jobs.length; i = taken++) outputs[i] = await this.finishIndex(jobs[i], writeTurn);
        }),
      );
      // Every service has stopped before the scratch folders go (below): a failed index does not cut another short.
      const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
      if (failed) throw failed.reason;
      const vocabularies: Record<string, string> = {};
      const vocabularyDirs: { dir: string; files: string[] }[] = [];
      for (const lang of split) {
        const own = outputs.filter((o) => o.job.lang === lang);
        const v = await this.finishVocabulary(lang, own);
        if (v.vocabulary) vocabularies[lang] = v.vocabulary;
        vocabularyDirs.push(v);
      }
      fs.rmSync(next, { recursive: true, force: true });
      let entry: { languages: Record<string, unknown> } | undefined;
      const shards: Record<string, string[]> = {};
      // linkFile makes a missing folder on the first file that needs it.
      const place = (dir: string, rel: string, to: string) => linkFile(path.join(dir, rel), to);
      const entryOf = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, unknown> };
      // The first shard of a language with words sits in `pagefind/`; a shard without any (none of its pages
      // has indexed text) is left out, since Pagefind cannot open an index without a language.
      const first = new Map<string, IndexOutput>();
      for (const o of outputs) {
        if (o.job.shards > 1 && !Object.keys(entryOf(o.dir).languages).length) continue;
        if (!first.has(o.job.lang)) first.set(o.job.lang, o);
        else if (o.job.shards > 1) {
          const folder = shardFolder(o.job.lang, o.job.shard);
          (shards[o.job.lang] ??= []).push(folder);
          for (const rel of o.files) if (SHARD_FILE.test(rel.split(path.sep).join('/'))) place(o.dir, rel, path.join(next, folder, rel));
        }
      }
      for (const { dir, files, vocabulary, job } of first.values()) {
        const own = entryOf(dir);
        entry = entry ? { ...entry, languages: { ...entry.languages, ...own.languages } } : own;
        if (vocabulary) vocabularies[job.lang] = vocabulary;
        for (const rel of files) {
          const to = path.join(next, rel);
          // Pagefind's scripts and shared WebAssembly are the same in every language; the rest is named by language and hash.
          if (rel === 'pagefind-entry.json' || fs.existsSync(to)) continue;
          place(dir, rel, to);
        }
      }
      for (const { dir, files } of vocabularyDirs) for (const rel of files) place(dir, rel, path.join(next, rel));
      fs.mkdirSync(next, { recursive: true });
      fs.writeFileSync(path.join(next, 'pagefind-entry.json'), JSON.stringify(entry ?? { languages: {} }));
      fs.rmSync(target, { recursive: true, force: true });
      fs.renameSync(next, target);
      writeSearchClientConfig(this.outDir, this.model, vocabularies, shards);
      return {
        pages: outputs.reduce((n, o) => n + o.pages, 0),
        languages: Object.keys(entry?.languages ?? {}),
        bytes: dirBytes(target),
        vocabularies,
        indexed: [...new Set(outputs.filter((o) => !o.cached).map((o) => o.job.lang))],
        built: outputs.filter((o) => !o.cached).map((o) => path.basename(o.dir).slice('.pagefind-'.length)),
        cached: outputs.every((o) => o.cached),
      };
    } finally {
      for (const job of jobs) fs.rmSync(this.scratch(job), { recursive: true, force: true });
      for (const lang of split) fs.rmSync(this.scratch({ lang, shard: -1 }), { recursive: true, force: true });
      fs.rmSync(path.join(this.outDir, SEARCH_INPUT_DIR), { recursive: true, force: true });
      fs.rmSync(next, { recursive: true, force: true });
    }
  }

  /** The scratch folder of an index (shard -1: a split language's vocabulary). */
  private scratch({ lang, shard }: Pick<IndexJob, 'lang' | 'shard'>): string {
    return path.join(this.outDir, `.pagefind-${lang}${shard === 0 ? '' : shard < 0 ? '-vocab' : `-${shard}`}`);
  }

  /** The cache entry of an index, or of a split language's vocabulary (one entry kept per folder name). */
  private cacheEntry(job: Pick<IndexJob, 'lang' | 'shard'>, hash: string): string | undefined {
    return this.cacheDir && path.join(this.cacheDir, 'pagefind', path.basename(this.scratch(job)).slice('.pagefind-'.length), hash);
  }

  /** One index: from the cache, or built by a Pagefind service of its own, stopped when it is written. */
  private async finishIndex(job: IndexJob, writeTurn?: WriteTurn): Promise<IndexOutput> {
    const dir = this.scratch(job);
    const chunkSize = job.shards > 1 ? SHARD_CHUNK_SIZE : INDEX_CHUNK_SIZE;
    const made = await cachedFolder(dir, this.cacheEntry(job, job.hash), async () => {
      const pages = await indexPages(`${job.lang}-${job.shard}`, job.pages, this.searchable, dir, chunkSize, writeTurn);
      // A split language's vocabulary covers all its shards (finishVocabulary).
      return { pages, vocabulary: job.shards > 1 ? undefined : writeVocabularies(dir)[job.lang] };
    });
    return { job, dir, ...made };
  }

  /** The vocabulary of a language split into shards, from the fragments of them all (cached by their hashes). */
  private async finishVocabulary(lang: string, shards: IndexOutput[]): Promise<{ dir: string; files: string[]; vocabulary?: string }> {
    const dir = this.scratch({ lang, shard: -1 });
    const hash = crypto.createHash('sha1').update(searchIndexVersion());
    for (const o of shards) hash.update(o.job.hash);
    const made = await cachedFolder(dir, this.cacheEntry({ lang, shard: -1 }, hash.digest('hex')), async () => ({
      pages: 0,
      vocabulary: writeVocabularies(
        dir,
        shards.map((o) => path.join(o.dir, 'fragment')),
      )[lang],
    }));
    return { dir, files: made.files, vocabulary: made.vocabulary };
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
