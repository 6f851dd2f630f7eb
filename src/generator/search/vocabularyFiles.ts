import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { pagefindParts, pagefindWord } from '../../theme/islands/search/identifiers.ts';
import {
  ALL_BUCKETS,
  CHUNKS_BUCKET,
  NAMES_BUCKET,
  vocabularyBucket,
  type IndexChunks,
  type PageNames,
  type VocabularyChunk,
} from '../../theme/islands/search/vocabulary.ts';
import { stripAliases } from '../../theme/islands/search/aliasText.ts';
import { chunkKeys, readPagefindFile } from './pagefindMeta.ts';
import { segmentsWords } from '../../theme/islands/search/queryPlan.ts';

interface Fragment {
  url: string;
  content: string;
  meta?: Record<string, string>;
  filters?: Record<string, string[]>;
}

/** Reads a Pagefind fragment file (gzip, then the `pagefind_dcd` signature, then JSON). */
export function readFragment(file: string): Fragment {
  return JSON.parse(readPagefindFile(file).toString('utf8')) as Fragment;
}

/** A token Pagefind splits into parts as well: punctuation inside it, or a camelCase hump. */
const COMPOUND = /[^\s!-/:-@[-`{-~][!-/:-@[-`{-~]+[^\s!-/:-@[-`{-~]|[a-z0-9][A-Z]|[A-Z]{2}[a-z]/;

/** The words Pagefind indexes for one token (the whole word, its compound parts), unstemmed. */
function tokenWords(token: string): string[] {
  const word = pagefindWord(token);
  if (!word) return [];
  return COMPOUND.test(token) ? [word, ...pagefindParts(token)] : [word];
}

/** The words of a text as Pagefind indexes them (whole tokens, their compound parts), unstemmed. */
export function indexedWords(text: string, cache = new Map<string, string[]>()): Set<string> {
  const out = new Set<string>();
  for (const token of text.split(WHITESPACE)) {
    let words = cache.get(token);
    if (!words) cache.set(token, (words = tokenWords(token)));
    for (const w of words) out.add(w);
  }
  return out;
}

const WHITESPACE = /[\s\u200b]+/;

/** How much of a page's opening text names.json keeps (the search matches the reader's words against it, fields.ts). */
export const LEAD_CHARS = 160;

/**
 * The opening of a page's text after its title and task name (Pagefind's segmentation spaces out), cut at the
 * last sentence or word end within LEAD_CHARS: what the page says it is about, in the reader's words.
 */
export function pageLead(content: string, title: string, task = ''): string {
  let text = content
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  for (const head of [title, task])
    if (head && text.toLowerCase().startsWith(head.toLowerCase()))
      text = text
        .slice(head.length)
        .replace(/^[.:。：\s]+/, '')
        .trim();
  if (text.length <= LEAD_CHARS) return text;
  const cut = text.slice(0, LEAD_CHARS);
  const sentence = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('。'));
  if (sentence > LEAD_CHARS / 2) return cut.slice(0, sentence + 1);
  const word = cut.lastIndexOf(' ');
  return word > LEAD_CHARS / 2 ? cut.slice(0, word) : cut;
}

/** A word's document frequency, and the last page that counted it. */
interface WordCount {
  df: number;
  page: number;
}

/** Document frequencies of the words of many pages (one `count` call per page, each with its own id). */
class WordCounts {
  readonly words = new Map<string, WordCount>();
  /** Per token: the counts of its words (a token's words are looked up once per site, not once per use). */
  private readonly tokens = new Map<string, WordCount[]>();
  count(page: number, text: string): void {
    for (const token of text.split(WHITESPACE)) {
      let counts = this.tokens.get(token);
      if (!counts) this.tokens.set(token, (counts = tokenWords(token).map((w) => this.entry(w))));
      for (const c of counts) {
        if (c.page === page) continue;
        c.page = page;
        c.df++;
      }
    }
  }
  private entry(word: string): WordCount {
    let c = this.words.get(word);
    if (!c) this.words.set(word, (c = { df: 0, page: -1 }));
    return c;
  }
}

/** Punctuation Pagefind's client drops from a query's words (pagefind.js, 1.6). */
const DROPPED = /^\p{Pd}|\p{Pe}|\p{Pf}|\p{Pi}|\p{Po}|\p{Ps}$/u;

/**
 * Whether Pagefind's client keeps a word of the index as one term of a query: a language whose words it segments
 * (Chinese) is cut by the segmenter as the browser's would, graphemes of punctuation dropped; others are split at spaces.
 */
export function oneTermOf(lang: string): (word: string) => boolean {
  if (!segmentsWords(lang)) return (word) => !/\s/.test(word);
  const segmenter = new Intl.Segmenter(Intl.getCanonicalLocales(lang)[0], { granularity: 'word' });
  const graphemes = new Intl.Segmenter(Intl.getCanonicalLocales(lang)[0], { granularity: 'grapheme' });
  return (word) => {
    const terms = [...segmenter.segment(word)]
      .map(({ segment }) =>
        [...graphemes.segment(segment)]
          .filter(({ segment: g }) => !DROPPED.test(g))
          .map(({ segment: g }) => g)
          .join(''),
      )
      .filter(Boolean);
    return terms.length === 1 && terms[0] === word;
  };
}

/**
 * Where every index chunk of a language starts and a word that loads it (pagefindMeta.ts), over all its indexes (a
 * language split into shards has chunks in each), sorted by start (code unit order, as the search compares).
 */
function languageChunks(indexDirs: string[], lang: string): IndexChunks {
  const oneTerm = oneTermOf(lang);
  const pairs = indexDirs.flatMap((dir) => {
    const { starts, keys } = chunkKeys(dir, lang, oneTerm);
    return starts.map((start, i) => [start, keys[i]] as const);
  });
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { starts: pairs.map(([s]) => s), keys: pairs.map(([, k]) => k) };
}

/**
 * Writes `pagefind/vocab/<lang>.<hash>/<bucket>.json` for every language of a Pagefind index, from the
 * fragments Pagefind wrote (its own segmentation of Chinese included), and beside them `names.json`, each
 * page's title, task name, URL, section, opening and keywords by Pagefind id (the search ranks the results by name before their
 * fragments arrive, and shows the pages named by a query before Pagefind has answered); returns the folder of each language relative to `pagefind/` (the search config tells
 * the browser). `fragmentDirs`: where the fragments are (every shard of a language split into several
 * indexes; by default the index's own).
 */
export function writeVocabularies(pagefindDir: string, fragmentDirs = [path.join(pagefindDir, 'fragment')]): Record<string, string> {
  const byLang = new Map<string, WordCounts>();
  const namesByLang = new Map<string, PageNames>();
  let page = 0;
  for (const fragmentDir of fragmentDirs) {
    for (const name of fs.existsSync(fragmentDir) ? fs.readdirSync(fragmentDir).sort() : []) {
      if (!name.endsWith('.pf_fragment')) continue;
      const stem = name.slice(0, -'.pf_fragment'.length);
      const lang = stem.slice(0, stem.lastIndexOf('_'));
      const fragment = readFragment(path.join(fragmentDir, name));
      let counts = byLang.get(lang);
      if (!counts) byLang.set(lang, (counts = new WordCounts()));
      page++;
      counts.count(page, fragment.content);
      for (const value of Object.values(fragment.meta ?? {})) counts.count(page, value);
      let names = namesByLang.get(lang);
      if (!names) namesByLang.set(lang, (names = {}));
      const title = stripAliases(fragment.meta?.title ?? '');
      const task = fragment.meta?.task && fragment.meta.task !== title ? fragment.meta.task : '';
      const entry: PageNames[string] = [title, task, fragment.url, fragment.filters?.section?.[0] ?? '', pageLead(fragment.content, title, task)];
      if (fragment.meta?.kw) entry.push(fragment.meta.kw);
      names[stem] = entry;
    }
  }
  const root = path.join(pagefindDir, 'vocab');
  fs.rmSync(root, { recursive: true, force: true });
  const dirs: Record<string, string> = {};
  for (const [lang, { words }] of byLang) {
    const buckets = new Map<string, VocabularyChunk>();
    for (const word of [...words.keys()].sort()) {
      const b = vocabularyBucket(word);
      let chunk = buckets.get(b);
      if (!chunk) buckets.set(b, (chunk = { words: [], df: [] }));
      chunk.words.push(word);
      chunk.df.push(words.get(word)!.df);
    }
    const files: (readonly [string, string])[] = [...buckets].map(([b, chunk]) => [b, JSON.stringify(chunk)] as const);
    const chunks = languageChunks(
      fragmentDirs.map((d) => path.dirname(d)),
      lang,
    );
    files.push([CHUNKS_BUCKET, JSON.stringify(chunks)]);
    files.push([ALL_BUCKETS, JSON.stringify({ ...Object.fromEntries(buckets), [CHUNKS_BUCKET]: chunks })]);
    // In page-id order: an index split into shards lists its pages shard by shard, and must get the same file.
    const names = Object.entries(namesByLang.get(lang) ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    files.push([NAMES_BUCKET, JSON.stringify(Object.fromEntries(names))]);
    const hash = crypto.createHash('sha1');
    for (const [b, json] of files) hash.update(b).update(json);
    const dir = `vocab/${lang}.${hash.digest('hex').slice(0, 10)}`;
    fs.mkdirSync(path.join(pagefindDir, dir), { recursive: true });
    for (const [b, json] of files) fs.writeFileSync(path.join(pagefindDir, dir, `${b}.json`), json);
    dirs[lang] = `${dir}/`;
  }
  return dirs;
}
