import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseDocument, LineCounter, isNode, isMap, isScalar } from 'yaml';
import { UserError, UserErrors, codeFrame } from '../errors.ts';
import { readYamlFile } from '../content/readYamlFile.ts';
import type { SynonymGroup } from '../../theme/islands/search/synonyms.ts';
import { readFragment } from './vocabularyFiles.ts';

/**
 * The synonyms readers use, per locale, kept next to the content: `content/synonyms.yaml` (the default locale)
 * and `i18n/<locale>/synonyms.yaml`. Each entry is a group of words and phrases that mean the same to a reader,
 * and optionally the pages about that thing (routes without the locale prefix):
 *
 *   - words: [未读数, 未读, 未读消息数, 未读总数]
 *     pages: [/sdks/api/conversation/getTotalUnreadMsgCount]
 *
 * The build checks every entry (a page that does not exist is an error at its line, so `imdocs check` fails) and
 * writes the groups into the search config; the search applies them at query time (src/theme/islands/search/synonyms.ts).
 */
export const SYNONYMS_FILE = 'synonyms.yaml';

const groupSchema = z.strictObject({
  words: z.array(z.string().trim().min(1)).min(2, 'a group needs at least two words'),
  pages: z.array(z.string().regex(/^\//, 'a page is a route starting with "/"')).optional(),
});
const fileSchema = z.array(groupSchema).nullable();

/** A locale's synonyms as written: the groups and the routes they name (with the locale prefix). */
export interface LocaleSynonyms {
  file: string;
  groups: { words: string[]; pages: string[] }[];
}

/** Where a locale's synonyms live, relative to the site folder. */
export function synonymsFile(locale: string, defaultLocale: string): string {
  return locale === defaultLocale ? path.join('content', SYNONYMS_FILE) : path.join('i18n', locale, SYNONYMS_FILE);
}

/**
 * Reads and checks the synonyms of each locale that has a file: the schema, then that each page exists in the
 * locale (`routes`: the site's routes, with locale prefixes). Every missing page is reported at its line.
 */
export function loadSynonyms(siteDir: string, locales: string[], defaultLocale: string, routes: Set<string>): Record<string, LocaleSynonyms> {
  const out: Record<string, LocaleSynonyms> = {};
  const problems: UserError[] = [];
  for (const locale of locales) {
    const rel = synonymsFile(locale, defaultLocale);
    const file = path.join(siteDir, rel);
    if (!fs.existsSync(file)) continue;
    const data = readYamlFile(file, `synonyms (${rel})`, fileSchema) ?? [];
    const prefix = locale === defaultLocale ? '' : `/${locale}`;
    const groups = data.map((g) => ({ words: g.words, pages: (g.pages ?? []).map((r) => (r === '/' ? prefix || '/' : `${prefix}${r}`)) }));
    groups.forEach((g, i) =>
      g.pages.forEach((route, j) => {
        if (!routes.has(route))
          problems.push(errorAt(file, [i, 'pages', j], `The synonym group "${g.words[0]}" names ${route}, which is not a page of the site.`));
      }),
    );
    out[locale] = { file: rel, groups };
  }
  if (problems.length === 1) throw problems[0];
  if (problems.length > 1) throw new UserErrors(problems);
  return out;
}

/**
 * An error at the value of `keyPath` in a YAML file (at its key instead with `atKey`, for a map entry whose key is
 * what is wrong: a page keywords file's route), with the line and column and a code frame.
 */
export function errorAt(file: string, keyPath: (string | number)[], message: string, atKey = false): UserError {
  const text = fs.readFileSync(file, 'utf8');
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  let node: unknown = doc.getIn(keyPath, true);
  if (atKey) {
    const parent = keyPath.length > 1 ? doc.getIn(keyPath.slice(0, -1), true) : doc.contents;
    const pair = isMap(parent) ? parent.items.find((p) => (isScalar(p.key) ? p.key.value : p.key) === keyPath[keyPath.length - 1]) : undefined;
    if (pair && isNode(pair.key)) node = pair.key;
  }
  const { line, col } = lines.linePos(isNode(node) && node.range ? node.range[0] : 0);
  return new UserError(message, { location: { file, line, column: col }, frame: codeFrame(text, line, col) });
}

/** Pagefind's id of every indexed page (its fragment's name), by route, read from the written index and its shards. */
export function pagefindIds(pagefindDir: string): Map<string, string> {
  const ids = new Map<string, string>();
  const dirs = [pagefindDir];
  const shardRoot = path.join(pagefindDir, 'shard');
  if (fs.existsSync(shardRoot)) for (const d of fs.readdirSync(shardRoot)) dirs.push(path.join(shardRoot, d));
  for (const dir of dirs) {
    const fragments = path.join(dir, 'fragment');
    if (!fs.existsSync(fragments)) continue;
    for (const name of fs.readdirSync(fragments)) {
      if (!name.endsWith('.pf_fragment')) continue;
      ids.set(readFragment(path.join(fragments, name)).url, name.slice(0, -'.pf_fragment'.length));
    }
  }
  return ids;
}

/** The groups as the search uses them: words, and the ids of the pages that are in the index. */
export function clientSynonyms(synonyms: LocaleSynonyms | undefined, ids: Map<string, string>): SynonymGroup[] {
  return (synonyms?.groups ?? []).map((g) => {
    const found = g.pages.map((r) => ids.get(r)).filter((id): id is string => id !== undefined);
    return found.length ? { words: g.words, ids: found } : { words: g.words };
  });
}
