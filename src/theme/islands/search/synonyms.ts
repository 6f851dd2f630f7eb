/**
 * Synonyms the readers use (issue 30), applied at query time: the build writes each locale's groups
 * (content/synonyms.yaml, i18n/<locale>/synonyms.yaml; src/generator/search/synonyms.ts) into the search config,
 * with the Pagefind ids of the pages a group names. When the reader's query is, or contains, a word of a group,
 * the search also runs the query with that word replaced by the group's other words (the index's own words,
 * such as a task name), and when the whole query is one of the words, the pages the group names come first.
 * Pagefind's index is untouched: a synonym edit needs no re-indexing.
 */
export interface SynonymGroup {
  /** Words and phrases that mean the same to a reader, the index's own first. */
  words: string[];
  /** Pagefind ids of the pages about the thing, best first (absent when the group names none). */
  ids?: string[];
}

/** How a query compares with a synonym: lower case, spaces collapsed, none between CJK characters. */
export function synonymKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/(?<=[^\x00-\x7f]) (?=[^\x00-\x7f])/g, '');
}

/** Words that name a part of the docs rather than a thing (ignored when a query is compared with a whole synonym). */
const SECTION_WORDS = /(?<![a-z0-9_])(?:rest api|rest|sdk|api|webhook)(?![a-z0-9_])|接口/g;

export interface SynonymMatch {
  /** The query with the matched word replaced by each other word of its group (at most `max`). */
  alternatives: string[];
  /** Pages to put first: those of a group one of whose words is the whole query. */
  ids: string[];
}

/** Where `word` stands in `query` as a whole phrase (Latin: between word boundaries; CJK: anywhere), each place. */
function phrasesAt(query: string, word: string): number[] {
  const at: number[] = [];
  for (let i = query.indexOf(word); i !== -1; i = query.indexOf(word, i + 1)) {
    const before = query[i - 1];
    const after = query[i + word.length];
    const edge = (c: string | undefined, inner: string | undefined) => c === undefined || !/[a-z0-9_]/.test(c) || !inner || !/[a-z0-9_]/.test(inner);
    if (edge(before, word[0]) && edge(after, word[word.length - 1])) at.push(i);
  }
  return at;
}

/**
 * The alternatives and pinned pages of a query. The longest word found wins within a group, and across groups: a
 * group's word counts only where it does not lie inside a longer phrase another group found (艾特 in 艾特所有人; 艾特
 * elsewhere in the same query still counts). Groups are tried in the order written, and alternatives are kept to `max`
 * so a query costs at most `max` more index lookups.
 */
export function matchSynonyms(query: string, groups: SynonymGroup[] | undefined, max = 2): SynonymMatch {
  const out: SynonymMatch = { alternatives: [], ids: [] };
  if (!groups?.length) return out;
  const q = synonymKey(query);
  if (!q) return out;
  // "SDK 登录", "REST send message": the word naming a part of the docs is no part of the thing asked for.
  const bare = q.replace(SECTION_WORDS, ' ').trim().replace(/\s+/g, ' ');
  const found: { group: SynonymGroup; keys: string[]; best: number; places: number[] }[] = [];
  for (const group of groups) {
    const keys = group.words.map(synonymKey);
    const places = keys.map((key) => phrasesAt(q, key));
    let best = -1;
    for (let i = 0; i < keys.length; i++) if (places[i].length && (best === -1 || keys[i].length > keys[best].length)) best = i;
    if (best !== -1) found.push({ group, keys, best, places: places[best] });
  }
  // The longest words take their places first; a shorter word stands at its first place no longer word covers.
  const taken: [number, number][] = [];
  const placed = new Map<(typeof found)[number], number>();
  for (const f of [...found].sort((a, b) => b.keys[b.best].length - a.keys[a.best].length)) {
    const length = f.keys[f.best].length;
    const at = f.places.find((i) => !taken.some(([from, to]) => to - from > length && from <= i && i + length <= to));
    if (at === undefined) continue;
    placed.set(f, at);
    taken.push([at, at + length]);
  }
  for (const f of found) {
    const at = placed.get(f);
    if (at === undefined) continue;
    const { group, keys, best } = f;
    const word = keys[best];
    if (q === word || bare === word) for (const id of group.ids ?? []) if (!out.ids.includes(id)) out.ids.push(id);
    for (let i = 0; i < keys.length && out.alternatives.length < max; i++) {
      if (i === best) continue;
      const glue = (a: string, b: string) => (/[a-z0-9]$/.test(a) && /^[a-z0-9]/.test(b) ? ' ' : '');
      const head = q.slice(0, at);
      const tail = q.slice(at + word.length);
      const alt = `${head}${glue(head, keys[i])}${keys[i]}${glue(keys[i], tail)}${tail}`.trim().replace(/\s+/g, ' ');
      if (alt !== q && !out.alternatives.includes(alt)) out.alternatives.push(alt);
    }
  }
  return out;
}

/** Moves the results whose id is in `ids` to the front, in the order of `ids`; the others keep their order. */
export function pinFirst<T extends { id: string }>(results: T[], ids: string[]): T[] {
  if (!ids.length) return results;
  const rank = new Map(ids.map((id, i) => [id, i]));
  const pinned = results.filter((r) => rank.has(r.id)).sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  return pinned.length ? [...pinned, ...results.filter((r) => !rank.has(r.id))] : results;
}
