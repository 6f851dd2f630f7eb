import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { UserError } from '../errors.ts';

const SIGNATURE = 'pagefind_dcd';

/** What to do when Pagefind's files are not laid out as imdocs reads them (another Pagefind than the one it was built with). */
const PAGEFIND_HINT = 'reinstall with `npm ci` (or `npm install`) so that the Pagefind imdocs depends on (1.6) is the one installed';

/**
 * Reads one CBOR item (RFC 8949) of the kinds Pagefind's metadata uses: unsigned and negative integers, byte and
 * text strings, arrays and maps of definite length, and simple values. Returns the value and where the next item starts.
 */
function readItem(data: Buffer, at: number): [unknown, number] {
  const head = data[at];
  const major = head >> 5;
  const info = head & 31;
  let length: number;
  let next = at + 1;
  if (info < 24) length = info;
  else if (info === 24) ((length = data[next]), (next += 1));
  else if (info === 25) ((length = data.readUInt16BE(next)), (next += 2));
  else if (info === 26) ((length = data.readUInt32BE(next)), (next += 4));
  else if (info === 27) ((length = Number(data.readBigUInt64BE(next))), (next += 8));
  else
    throw new UserError(`Search indexing: Pagefind wrote a file imdocs cannot read (a CBOR item of indefinite length at byte ${at})`, { hint: PAGEFIND_HINT });
  switch (major) {
    case 0:
      return [length, next];
    case 1:
      return [-1 - length, next];
    case 2:
      return [data.subarray(next, next + length), next + length];
    case 3:
      return [data.toString('utf8', next, next + length), next + length];
    case 4:
    case 5: {
      const items: unknown[] = [];
      for (let i = 0; i < (major === 5 ? 2 * length : length); i++) {
        const [item, after] = readItem(data, next);
        items.push(item);
        next = after;
      }
      return [items, next];
    }
    default:
      return [length, next];
  }
}

/** A file Pagefind wrote (gzip, then its `pagefind_dcd` signature): its contents after the signature. */
export function readPagefindFile(file: string): Buffer {
  let data = fs.readFileSync(file);
  if (data.subarray(0, SIGNATURE.length).toString() !== SIGNATURE) data = zlib.gunzipSync(data);
  return data.subarray(SIGNATURE.length);
}

/**
 * The index chunks of a language in a Pagefind index folder, in order (`pagefind.<hash>.pf_meta`: gzip, Pagefind's
 * signature, then CBOR `[version, pages, [[from, to, hash], …], filters, …]`); none when the folder has no index of
 * that language.
 */
export function indexChunks(indexDir: string, lang: string): { from: string; to: string; hash: string }[] {
  const entryFile = path.join(indexDir, 'pagefind-entry.json');
  if (!fs.existsSync(entryFile)) return [];
  const entry = JSON.parse(fs.readFileSync(entryFile, 'utf8')) as { languages: Record<string, { hash: string }> };
  const hash = entry.languages[lang]?.hash;
  if (!hash) return [];
  const [meta] = readItem(readPagefindFile(path.join(indexDir, `pagefind.${hash}.pf_meta`)), 0);
  // After the version and the pages: the index chunks, each [from, to, hash] (1.6 writes no stop words before them).
  const isChunk = (c: unknown) => Array.isArray(c) && c.length === 3 && c.every((s) => typeof s === 'string');
  const chunks = (meta as unknown[]).slice(2).find((x): x is [string, string, string][] => Array.isArray(x) && x.length > 0 && x.every(isChunk));
  if (!chunks)
    throw new UserError(`Search indexing: ${path.join(indexDir, `pagefind.${hash}.pf_meta`)} lists no index chunks where Pagefind 1.6 writes them`, {
      hint: PAGEFIND_HINT,
    });
  return chunks.map(([from, to, hash]) => ({ from, to, hash }));
}

/** The words of one index chunk (`index/<hash>.pf_index`: CBOR `[[[word, pages, …], …]]`), in order. */
export function chunkWords(indexDir: string, hash: string): string[] {
  const [chunk] = readItem(readPagefindFile(path.join(indexDir, 'index', `${hash}.pf_index`)), 0);
  return ((chunk as unknown[][])[0] as [string][]).map(([word]) => word);
}

/**
 * Where each index chunk of a language starts (`from`) and a word that loads it (`key`): Pagefind's client loads, for
 * each term of a search, the one chunk whose range holds the term (Pagefind 1.6), after cutting the query into terms
 * as it does (`oneTerm`: whether a word stays one term; Chinese is cut into words by the browser's segmenter, which
 * would cut a chunk's first word 后台群 into 后台 群 and load other chunks). The key is the shortest word of the chunk
 * that stays whole (its first word when none does). Read by the search to load every chunk that may hold a word
 * extending the query's (providers/wholePrefixes.ts).
 */
export function chunkKeys(indexDir: string, lang: string, oneTerm: (word: string) => boolean): { starts: string[]; keys: string[] } {
  const starts: string[] = [];
  const keys: string[] = [];
  for (const { from, hash } of indexChunks(indexDir, lang)) {
    // Shortest first (a stable sort keeps the chunk's order among words of one length): the first that stays whole.
    const byLength = chunkWords(indexDir, hash).sort((a, b) => a.length - b.length);
    starts.push(from);
    keys.push(byLength.find(oneTerm) ?? from);
  }
  return { starts, keys };
}
