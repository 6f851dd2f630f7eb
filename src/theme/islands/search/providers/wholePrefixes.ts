/**
 * Pagefind matches a query's word by prefix (`发` finds 发送, `connect` finds connection), but looks the word up in one
 * index chunk only: the one whose range of words holds it (Pagefind 1.6, `request_indexes`). The words that extend it
 * and sit in the chunks after that one are not searched, unless an earlier query happened to load those chunks: the
 * same query then finds more pages, ranked otherwise. With the first word of every chunk (vocabulary.ts,
 * CHUNKS_BUCKET), the search loads every chunk that may hold a word starting like the query's, so a query finds the
 * same pages whatever was searched before it, and the index can be cut into small chunks (fewer bytes per word)
 * without losing matches.
 */
import { ENGLISH_SUFFIXES } from '../queryPlan.ts';
import { lowerBound, type IndexChunks } from '../vocabulary.ts';
import type { PagefindApi } from './pagefindApi.ts';

/**
 * The start of every word Pagefind may match for `word`: the word itself, or, where Pagefind stems the language's
 * words (English), a prefix of its stem (`messages` → `messag`, `deployment` → `deploy`, `reply` → `repl`).
 */
export function matchedPrefix(word: string, stemmed: boolean): string {
  if (!stemmed || !/^[a-z]+$/.test(word)) return word;
  let stem = word;
  // The endings Pagefind's stemmer takes off (roughly: its stem may be shorter than this leaves, never longer); `ly`
  // only after four letters (reply is repli).
  const ending = ENGLISH_SUFFIXES.find((e) => stem.endsWith(e) && stem.length - e.length >= (e === 'ly' ? 4 : 3));
  if (ending) stem = stem.slice(0, -ending.length);
  // Snowball's English stemmer also turns a final y after a consonant into i and drops a final e (reply → repli,
  // message → messag).
  if (stem.length > 3 && /e$|[^aeiou]y$/.test(stem)) stem = stem.slice(0, -1);
  return stem;
}

/**
 * How many chunks a word's extensions may load at most (a one-letter word loads none: `c` would load every chunk of c…
 * words). Measured on the real site (index chunks of 1,200 word locations): a Chinese character's words span up to 8
 * chunks, except 的 (17); two English letters up to 21 (`re`).
 */
export const MAX_CHUNKS_PER_WORD = 10;

/**
 * The words to search (preload) besides a search's own so that every chunk that may hold a word extending one of its
 * words is loaded: for each word, the key of the chunk whose range holds its prefix (the word's stem may sit in
 * another chunk than the word) and of every chunk that starts with the prefix.
 */
export function extensionWords(terms: string, chunks: IndexChunks, stemmed: boolean): string[] {
  const { starts, keys } = chunks;
  const out = new Set<string>();
  for (const word of terms.split(' ')) {
    if (!word || /^[a-z0-9]$/.test(word)) continue;
    const prefix = matchedPrefix(word, stemmed);
    const own: string[] = [];
    let i = lowerBound(starts, prefix);
    if (i > 0 && starts[i] !== prefix) own.push(keys[i - 1]);
    for (; i < starts.length && starts[i].startsWith(prefix); i++) own.push(keys[i]);
    // A prefix most words share (`re`, `的`) would load a good part of the index for little: its own chunk only.
    if (own.length <= MAX_CHUNKS_PER_WORD) for (const key of own) out.add(key);
  }
  for (const word of terms.split(' ')) out.delete(word);
  return [...out];
}

/**
 * `api` whose searches (and preloads) first load every chunk that may hold a word extending one of theirs. `chunks`:
 * the language's index chunks, once known (none: Pagefind's own lookup alone, as for an older build).
 */
export function withWholePrefixes(api: PagefindApi, chunks: () => Promise<IndexChunks | undefined>, stemmed: boolean): PagefindApi {
  // Each word is preloaded once: Pagefind keeps the chunks it loaded, and every preload is a message to its worker, so a
  // long Chinese question's fallbacks (pagefind.ts), each with up to 15 words and their extensions, would otherwise
  // post hundreds of preloads of chunks already in.
  const preloaded = new Map<string, Promise<void>>();
  const once = (words: string[]): Promise<unknown> => {
    const fresh = [...new Set(words)].filter((w) => w && !preloaded.has(w));
    if (fresh.length) {
      const p = api.preload(fresh.join(' '));
      // A failed load (offline) is tried again by the next search.
      p.catch(() => fresh.forEach((w) => preloaded.delete(w)));
      for (const w of fresh) preloaded.set(w, p);
    }
    return Promise.all(words.map((w) => preloaded.get(w)));
  };
  const extend = async (terms: string) => {
    const known = await chunks().catch(() => undefined);
    if (!Array.isArray(known?.starts) || !Array.isArray(known.keys) || !known.starts.length) return;
    await Promise.all(extensionWords(terms, known, stemmed).map((w) => once([w])));
  };
  // The search's own chunks load beside the others (one round of requests).
  const preload = async (terms: string) => {
    await Promise.all([once(terms.split(' ')), extend(terms)]);
  };
  return {
    init: () => api.init(),
    mergeIndex: (indexPath, options) => api.mergeIndex(indexPath, options),
    destroy: () => api.destroy(),
    // A search runs once every chunk it may need is in.
    search: async (terms, options) => {
      await preload(terms);
      return api.search(terms, options);
    },
    preload,
  };
}
