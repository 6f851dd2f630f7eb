/**
 * Words that carry the grammar of a reader's question rather than its subject: "how do I send a picture",
 * "怎么部署". Pagefind requires every word of a query, so a question's "how", "my" or "的" would keep out the
 * pages that answer it and only let in pages that happen to hold them too. The plan leaves them out of what
 * runs (queryPlan.ts), and the name ranking does not ask a page's name to hold them (coverage.ts); a query of
 * nothing but such words runs as typed.
 */
const LATIN = new Set([
  'a',
  'an',
  'the',
  'to',
  'of',
  'in',
  'on',
  'for',
  'and',
  'or',
  'how',
  'do',
  'does',
  'did',
  'i',
  'me',
  'my',
  'mine',
  'you',
  'your',
  'we',
  'our',
  'it',
  'its',
  'is',
  'are',
  'was',
  'be',
  'can',
  'should',
  'what',
  'which',
  'when',
  'where',
  'who',
  'why',
  'with',
  'by',
  'from',
  'this',
  'that',
  'there',
  'have',
  'has',
  // Asides of a reader's question ("how many", "tell … apart", "my own service").
  'many',
  'much',
  'so',
  'again',
  'own',
  'apart',
]);

/** Chinese function words, as the browser's segmenter gives them (not 在, 后 or 之后: they are parts of words the docs use). */
const CJK = new Set([
  '的',
  '了',
  '吗',
  '呢',
  '吧',
  '么',
  '怎么',
  '怎样',
  '如何',
  '什么',
  '哪些',
  '哪个',
  '是否',
  '我',
  '我的',
  '你',
  '你的',
  '一个',
  // Question filler the segmenter gives as words of their own: 有哪些 → 有 哪些, 能不能 → 能 不能, 为什么, 啥, 咋.
  '是',
  '有',
  '要',
  '能',
  '会',
  '可以',
  '为什么',
  '怎么办',
  '还',
  '也',
  '就',
  '都',
  '啥',
  '咋',
  '呀',
  '啊',
  '我们',
  // Question patterns and asides (是不是, 比如 …): nothing a page is about.
  '是不是',
  '能不能',
  '会不会',
  '要不要',
  '有没有',
  '比如',
  '例如',
  '分别',
  '之类',
  '等等',
  '和',
  '与',
  '或',
  '或者',
  '把',
  '给',
  '他的',
  '她的',
  // Pointing words of a colloquial question (这个群, 我这边). Not 一直, 直接 or 里 (measured: as many queries lost as
  // won), nor 在, 时 or 掉, which the segmenter gives alone out of 在线, 时长, 掉线.
  '这个',
  '那个',
  '这些',
  '那些',
  '这边',
  '那边',
  '的话',
  // 的 and 是, which the segmenter gives as one word (读的是本地数据库 → 读 的是 本地 数据库).
  '的是',
]);

/** Whether a word (lower case; a CJK word as segmented) is a stop word. */
export function isStopWord(word: string): boolean {
  return LATIN.has(word) || CJK.has(word);
}

let zhSegmenter: Intl.Segmenter | null | undefined;

/** The stop words of two characters or more, longest first, per list of extra words (computed once, not per keystroke). */
const LONG = new WeakMap<readonly string[], string[]>();
const NO_EXTRA: readonly string[] = [];

/** Chinese split into words (the browser's and Node's ICU dictionary), or null where Intl.Segmenter is missing. */
function segmenter(): Intl.Segmenter | null {
  if (zhSegmenter === undefined) zhSegmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('zh', { granularity: 'word' }) : null;
  return zhSegmenter;
}

/**
 * A query with its Chinese stop words (and `extra` words: a caller's filler) replaced by spaces, for callers that
 * read Chinese as runs or characters rather than as the segmenter's words. A stop word of two or more characters goes
 * wherever it stands (怎么, 哪些); a single character only where the segmenter gives it as a word of its own: 有 in
 * 有哪些 but not in 没有, 会 in 会不会 but not in 会话 (without a segmenter, single characters stay).
 */
export function withoutCjkStopWords(text: string, extra: readonly string[] = NO_EXTRA): string {
  let long = LONG.get(extra);
  if (!long) LONG.set(extra, (long = [...extra, ...CJK].filter((w) => [...w].length > 1).sort((a, b) => b.length - a.length)));
  for (const stop of long) text = text.split(stop).join(' ');
  const seg = /\p{Script=Han}/u.test(text) ? segmenter() : null;
  if (!seg) return text;
  let out = '';
  for (const { segment } of seg.segment(text)) out += CJK.has(segment) || extra.includes(segment) ? ' ' : segment;
  return out;
}
