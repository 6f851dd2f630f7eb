import { vocabularyBucket, type Vocabulary, type VocabularyChunk } from '../../../src/theme/islands/search/vocabulary.ts';

/** An in-memory vocabulary with the bucket layout of the build's files; counts the buckets fetched. */
export function memoryVocabulary(df: Record<string, number>): Pick<Vocabulary, 'chunk'> & { fetched: Set<string>; bucket(b: string): VocabularyChunk } {
  const buckets = new Map<string, VocabularyChunk>();
  for (const word of Object.keys(df).sort()) {
    const b = vocabularyBucket(word);
    if (!buckets.has(b)) buckets.set(b, { words: [], df: [] });
    buckets.get(b)!.words.push(word);
    buckets.get(b)!.df.push(df[word]);
  }
  const fetched = new Set<string>();
  const bucket = (b: string) => buckets.get(b) ?? { words: [], df: [] };
  return {
    fetched,
    bucket,
    async chunk(word) {
      const b = vocabularyBucket(word);
      fetched.add(b);
      return bucket(b);
    },
  };
}
