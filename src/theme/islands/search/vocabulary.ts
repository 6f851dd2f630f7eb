/**
 * The words of a language's index, as the build wrote them (src/generator/search/vocabularyFiles.ts):
 * `pagefind/vocab/<lang>.<hash>/<bucket>.json`, one file per first character, each holding its words in
 * sorted order with the number of pages that use them, and all of them in one file (ALL_BUCKETS) that the search
 * loads when it warms up. A query looks up the buckets of its own words to learn whether Pagefind knows them (it
 * would otherwise fall back to a short prefix: `xyzzyplugh` matches `x`) and to correct typos.
 */
export interface VocabularyChunk {
  /** Sorted (code unit order). */
  words: string[];
  /** Pages that contain each word (same order). */
  df: number[];
}

/** How many buckets the words that start with a non-ASCII character are spread over. */
export const HAN_BUCKETS = 64;

/** Bucket of a word: its first character when ASCII, else a hash of it (CJK has thousands of first characters). */
export function vocabularyBucket(word: string): string {
  const c = word.codePointAt(0) ?? 0;
  if (/[a-z0-9_]/.test(String.fromCodePoint(c))) return String.fromCodePoint(c);
  return `u${c % HAN_BUCKETS}`;
}

/**
 * Each page's name by Pagefind id: its title (aliases out), its task name ('' when it has none), its URL, its
 * section, the opening of its text and its keywords, the readers' words for it (phrases separated by commas; left out
 * when it has none) (fields.ts matches the reader's words against all of them; older builds have no opening or keywords). Written beside the buckets as `names.json` (a bucket name no word has: buckets are one character or
 * `u<n>`), fetched once when the search warms up, so results are ranked by name (coverage.ts) before their
 * fragments load, and the pages named by a query can be shown before Pagefind answers (namesFirst.ts).
 */
export type PageNames = Record<string, [title: string, task: string, url: string, section: string, lead?: string, keywords?: string]>;
export const NAMES_BUCKET = 'names';

/**
 * Every bucket of a language in one file (`words.json`: bucket → chunk), fetched when the search warms up: a query
 * then plans without a round trip, and its bytes are the index's and the fragments' alone. Measured on the benchmark's
 * English questions, the buckets a query fetched one by one were 10-30 KiB of its bytes; the whole file is about
 * 90 KiB gzipped for English, 145 KiB for Chinese (whose 64 buckets were already all fetched on warm-up, one by one).
 */
export const ALL_BUCKETS = 'words';

/**
 * The language's Pagefind index chunks (every shard's), as `chunks.json` and in the ALL_BUCKETS file: Pagefind looks a
 * query's word up in the one chunk whose range holds it, so the words that extend it in the chunks after that one would
 * be missed (providers/wholePrefixes.ts loads those chunks too).
 */
export const CHUNKS_BUCKET = 'chunks';

export interface IndexChunks {
  /** The first word of each chunk, sorted (code unit order). */
  starts: string[];
  /** For each chunk (same order), a word of it that Pagefind's client keeps as one term: searching it loads the chunk. */
  keys: string[];
}

export interface Vocabulary {
  /** The chunk holding the words that start like `word` (undefined when the build has none). */
  chunk(word: string): Promise<VocabularyChunk | undefined>;
  /** The pages' names (undefined when the build wrote none). */
  names(): Promise<PageNames | undefined>;
  /** Loads every bucket at once (ALL_BUCKETS); an older build without that file keeps fetching them one by one. */
  all(): Promise<void>;
  /** The index's chunks (CHUNKS_BUCKET; undefined when the build wrote none). */
  indexChunks(): Promise<IndexChunks | undefined>;
}

/** Index of the first word ≥ `term`. */
export function lowerBound(words: readonly string[], term: string): number {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (words[mid] < term) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether some word of the chunk starts with `term` (what Pagefind's prefix search needs to find anything). */
export function hasPrefix(chunk: VocabularyChunk, term: string): boolean {
  const i = lowerBound(chunk.words, term);
  return i < chunk.words.length && chunk.words[i].startsWith(term);
}

/** Whether the chunk holds `term` as a whole word. */
export function hasWord(chunk: VocabularyChunk, term: string): boolean {
  const i = lowerBound(chunk.words, term);
  return chunk.words[i] === term;
}

/**
 * Fetches buckets on demand from `<basePath>vocab/<dir>/` and keeps them; a bucket that cannot be fetched
 * rejects (the caller treats the query as it would without a vocabulary). 404 means "no such words".
 */
export function fetchVocabulary(url: string): Vocabulary {
  const files = new Map<string, Promise<unknown>>();
  // Once every bucket is in (all), a bucket the file lacks has no words: no request for it.
  let complete = false;
  const file = <T>(bucket: string, missing: T): Promise<T> => {
    let p = files.get(bucket) as Promise<T> | undefined;
    if (!p && complete) return Promise.resolve(missing);
    if (!p) {
      p = fetch(`${url}${bucket}.json`).then((r) => {
        if (r.status === 404) return missing;
        if (!r.ok) throw new Error(`vocabulary ${bucket}: HTTP ${r.status}`);
        return r.json() as Promise<T>;
      });
      p.catch(() => files.delete(bucket));
      files.set(bucket, p);
    }
    return p;
  };
  // While the one file of word lists is on its way, a query's bucket waits for it rather than fetching its own copy
  // (a reader who types the moment the dialog opens); if that file fails, the bucket is fetched on its own.
  let loadingAll: Promise<void> | undefined;
  const chunk = (bucket: string) => file<VocabularyChunk | undefined>(bucket, { words: [], df: [] });
  return {
    chunk: (word) => {
      const bucket = vocabularyBucket(word);
      if (!loadingAll || files.has(bucket)) return chunk(bucket);
      return loadingAll.then(
        () => chunk(bucket),
        () => chunk(bucket),
      );
    },
    names: () => file<PageNames | undefined>(NAMES_BUCKET, undefined),
    // After the ALL_BUCKETS file, if it is loading (it holds the chunks too), whether or not it loaded.
    indexChunks: () => {
      const read = () => file<IndexChunks | undefined>(CHUNKS_BUCKET, undefined);
      return (loadingAll ?? Promise.resolve()).then(read, read);
    },
    all: () => {
      loadingAll ??= file<Record<string, VocabularyChunk | IndexChunks> | undefined>(ALL_BUCKETS, undefined).then((all) => {
        if (!all) return;
        for (const [bucket, chunk] of Object.entries(all)) if (!files.has(bucket)) files.set(bucket, Promise.resolve(chunk));
        complete = true;
      });
      loadingAll.catch(() => (loadingAll = undefined));
      return loadingAll;
    },
  };
}
