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
]);

/** Whether a word (lower case; a CJK word as segmented) is a stop word. */
export function isStopWord(word: string): boolean {
  return LATIN.has(word) || CJK.has(word);
}

/** The Chinese stop words in a text, longest first (for callers that split Chinese into characters). */
export const CJK_STOP_WORDS = [...CJK].sort((a, b) => b.length - a.length);
