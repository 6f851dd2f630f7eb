/**
 * The synonym files as written (content/synonyms.yaml, i18n/zh-Hans/synonyms.yaml): the search tries the groups in
 * file order and keeps the alternatives of the first ones a query matches (src/theme/islands/search/synonyms.ts), so
 * a word must not be caught by an earlier group (`取消拉黑` after the group of `拉黑` would search `取消拉黑用户`
 * instead of `解除拉黑`), and a word belongs to one group only. That the pages exist is checked by the build.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { matchSynonyms, synonymKey } from '../../../src/theme/islands/search/synonyms.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const FILES = ['content/synonyms.yaml', 'i18n/zh-Hans/synonyms.yaml'];
const read = (rel: string) => YAML.parse(fs.readFileSync(path.join(root, rel), 'utf8')) as { words: string[]; pages?: string[] }[];

for (const rel of FILES)
  test(`${rel}: each word is in one group, and no earlier group catches it`, () => {
    const groups = read(rel);
    assert.ok(groups.length >= 100, `${rel} covers the readers' topics (${groups.length} groups)`);
    const seen = new Map<string, number>();
    const problems: string[] = [];
    groups.forEach((g, i) => {
      for (const word of g.words) {
        const key = synonymKey(word);
        if (seen.has(key)) problems.push(`"${word}" is in group ${seen.get(key)} and group ${i}`);
        seen.set(key, i);
        for (let j = 0; j < i; j++) {
          const m = matchSynonyms(word, [{ words: groups[j].words, ids: ['x'] }]);
          if (m.alternatives.length || m.ids.length)
            problems.push(`"${word}" (group "${g.words[0]}") is caught first by the earlier group "${groups[j].words[0]}"`);
        }
      }
    });
    assert.deepEqual(problems, []);
  });
