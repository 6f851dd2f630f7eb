/** Pagefind's indexing service: one per index, started, fed the pages, stopped (SearchIndexer, buildSearchIndex.ts, runs them). */
import type { NewFileResponse } from 'pagefind';
import { UserError } from '../errors.ts';
import { askParent, isContained } from '../contained/host.ts';
import type { IndexedPage } from '../build/buildSearchIndex.ts';

/**
 * Word locations per index chunk (see where the Pagefind service is started). A query fetches the chunk of each of its
 * words and, since Pagefind looks a word up in one chunk only, the chunks after it that hold words extending it
 * (wholePrefixes.ts): with 1,200 (~2-3 KiB a chunk) rather than 5,000 (~8 KiB), a word costs less whatever its chunk
 * holds besides. Measured on the real site (bytes per query p95, whole set): 5,000 as Pagefind loads them 101.0 KiB en,
 * 100.1 KiB zh-Hans; 5,000 with every chunk a word's extensions are in 127 / 133 KiB; 1,200 with them 88 / 88.5 KiB,
 * for twice as many (smaller) requests (keystroke → results in Chromium, zh-Hans p95 92 ms).
 */
export const INDEX_CHUNK_SIZE = 1200;

/**
 * Word locations per index chunk of a shard (see `SearchIndexer.shardAbove`): a query fetches a word's chunk
 * from every shard of the language, so a shard, which holds a few hundred pages, keeps its chunks smaller.
 */
export const SHARD_CHUNK_SIZE = 1000;

/**
 * The `pagefind` module of one index. The package keeps one service process per module instance, so each
 * index imports an instance of its own (a distinct URL is a distinct ES module) and indexes built side by side
 * run in separate processes.
 */
const pagefindFor = (key: string) => import(`${import.meta.resolve('pagefind')}?index=${encodeURIComponent(key)}`) as Promise<typeof import('pagefind')>;

/** Waits for a turn to write an index, and returns how to give the turn back (see `SearchIndexer.finish`). */
export type WriteTurn = () => Promise<() => void>;

/** Turns handed out one at a time, in the order asked for. */
export function oneAtATime(): WriteTurn {
  let last = Promise.resolve();
  return () => {
    let release!: () => void;
    const previous = last;
    last = new Promise<void>((resolve) => (release = resolve));
    return previous.then(() => release);
  };
}

/**
 * Indexes `pages` (in this order: Pagefind numbers pages in the order they are added) with a Pagefind
 * service of their own, writes the index into `target` and stops the service, whose memory goes with it.
 * Resolves to the number of pages with words. `writeTurn`: the write waits for its turn (other services' writes).
 * A contained build may not start Pagefind's service: it hands the pages' text to its parent, which does.
 */
export async function indexPages(
  key: string,
  pages: IndexedPage[],
  searchable: (p: IndexedPage) => string,
  target: string,
  chunkSize: number,
  writeTurn?: WriteTurn,
): Promise<number> {
  const files = pages.map((p) => ({ url: p.route, content: () => searchable(p) }));
  if (!isContained()) return runPagefind(key, files, target, chunkSize, writeTurn);
  const release = await writeTurn?.();
  try {
    return await askParent<number>({ type: 'pagefind', key, files: files.map((f) => ({ url: f.url, content: f.content() })), target, chunkSize });
  } finally {
    release?.();
  }
}

/** `indexPages` in the process that may start Pagefind's service: each file's text is read when it is added. */
export async function runPagefind(
  key: string,
  files: { url: string; content: () => string }[],
  target: string,
  chunkSize: number,
  writeTurn?: WriteTurn,
): Promise<number> {
  const pagefind = await pagefindFor(key);
  // Smaller index chunks than Pagefind's 20,000 word locations (~33 KB): a query downloads the chunks of its words
  // (INDEX_CHUNK_SIZE). Read by the Pagefind service when it starts, which `createIndex` does before it returns (`close` below stops it).
  process.env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE = String(chunkSize);
  const { index, errors } = await pagefind.createIndex({ rootSelector: 'html', excludeSelectors: ['[data-pagefind-ignore]', 'pre .line--error'] });
  let release: (() => void) | undefined;
  try {
    if (!index) throw new UserError(`Search indexing could not start: ${errors.join('; ')}`);
    const added: NewFileResponse[] = [];
    let next = 0;
    // A few pages in flight keep Pagefind busy without queueing the whole language in its input; pages are read one at a time.
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < files.length) {
          const f = files[next++];
          added.push(await index.addHTMLFile({ url: f.url, content: f.content() }));
        }
      }),
    );
    const failed = added.flatMap((a) => a.errors);
    if (failed.length) throw new UserError(`Search indexing failed: ${failed.slice(0, 5).join('; ')}`);
    // The turn is given back once the service has stopped (below), its memory freed.
    release = await writeTurn?.();
    const written = await index.writeFiles({ outputPath: target });
    if (written.errors.length) throw new UserError(`Writing the search index failed: ${written.errors.join('; ')}`);
    return added.filter((a) => a.file && a.file.uniqueWords > 0).length;
  } finally {
    try {
      await pagefind.close();
    } finally {
      release?.();
    }
  }
}
