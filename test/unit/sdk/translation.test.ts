/** The zh-Hans translation of the real SDK catalogue: complete, nothing stale, code spans untouched. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCatalogueFiles } from '../../../src/generator/reference/sdk/readCatalogue.ts';
import { resolveCatalogue } from '../../../src/generator/reference/sdk/resolveCatalogue.ts';
import { exampleSlots, textSlots, translateCatalogue } from '../../../src/generator/reference/sdk/translateCatalogue.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const en = resolveCatalogue(readCatalogueFiles(root)!);
const zh = translateCatalogue(root, 'zh-Hans', en);

test('every catalogue text has a zh-Hans translation and every translation is used', () => {
  assert.deepEqual(zh.untranslated, []);
  assert.deepEqual(zh.warnings, []);
});

test('translations keep every `code span` of the English text', () => {
  const english = new Map(textSlots(en).map((s) => [s.key, String(s.holder[s.prop])]));
  const spans = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]).sort();
  const changed: string[] = [];
  for (const slot of textSlots(zh.catalogue)) {
    const source = english.get(slot.key)!;
    if (JSON.stringify(spans(source)) !== JSON.stringify(spans(String(slot.holder[slot.prop])))) changed.push(slot.key);
  }
  assert.deepEqual(changed, []);
});

test('translated strings are Chinese and identifiers stay as they are', () => {
  const zhSlots = textSlots(zh.catalogue);
  // Platform labels are mostly product names (`Android`, `React Native`) and stay Latin.
  const notChinese = zhSlots.filter((s) => !s.key.endsWith('.label') && !/[\u4e00-\u9fff]/.test(String(s.holder[s.prop]))).map((s) => s.key);
  // A few values are numbers or names only (e.g. "0-100.", "JSON.", "iPhone."); everything else is translated prose.
  assert.ok(notChinese.length < 20, `untranslated-looking strings: ${notChinese.join(', ')}`);
  assert.equal(zh.catalogue.functions.login.name, 'login');
  assert.equal(zh.catalogue.functions.login.platforms.web.status, en.functions.login.platforms.web.status);
  assert.notEqual(zh.catalogue.functions.login.summary, en.functions.login.summary);
  assert.equal(zh.catalogue.platforms.find((p) => p.id === 'miniProgram')?.label, '小程序');
});

test('sample comments are Chinese and the code around them is untouched', () => {
  const english = exampleSlots(en).map((s) => String(s.holder[s.prop]).split('\n'));
  const chinese = exampleSlots(zh.catalogue).map((s) => String(s.holder[s.prop]).split('\n'));
  assert.equal(chinese.length, english.length);
  const comment = /(?:^|\s)(?:\/\/|#)\s+(.*)$/;
  const strip = (line: string) => line.replace(comment, '');
  let translated = 0;
  const problems: string[] = [];
  english.forEach((lines, i) =>
    lines.forEach((line, j) => {
      const zhLine = chinese[i][j];
      if (strip(line) !== strip(zhLine)) problems.push(`code changed: ${zhLine}`);
      const text = comment.exec(zhLine)?.[1] ?? '';
      if (/[A-Za-z]+ [A-Za-z]+/.test(text) && !/[\u4e00-\u9fff]/.test(text) && !text.startsWith('#')) problems.push(`English comment: ${zhLine}`);
      if (zhLine !== line) translated++;
    }),
  );
  assert.deepEqual(problems, []);
  assert.ok(translated > 40, `sample comments translated: ${translated}`);
});
