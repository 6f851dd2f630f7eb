/**
 * A Chinese page's code blocks carry Chinese captions: a `title="…"` that is the English page's caption word for
 * word, and reads as an English phrase (not a file name or a command), was left untranslated.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { repoRoot } from '../../helpers/site.ts';

const CAPTION = /^```\w*[^\n]*?title="([^"]*)"/gm;
const captions = (file: string) => [...fs.readFileSync(file, 'utf8').matchAll(CAPTION)].map((m) => m[1]);
/** English prose: two words of letters in a row, and not a path or file name at the end. */
const prose = (title: string) => /[A-Za-z]+ [A-Za-z]+/.test(title) && !/[./]\w+$/.test(title) && !/[\u4e00-\u9fff]/.test(title);

test('code block captions of the Chinese pages are translated', () => {
  const zhRoot = path.join(repoRoot, 'i18n/zh-Hans');
  const untranslated: string[] = [];
  let checked = 0;
  for (const rel of fg.sync('**/*.mdx', { cwd: zhRoot })) {
    const en = path.join(repoRoot, 'content', rel);
    if (!fs.existsSync(en)) continue;
    const english = new Set(captions(en));
    for (const title of captions(path.join(zhRoot, rel))) {
      checked++;
      if (english.has(title) && prose(title)) untranslated.push(`i18n/zh-Hans/${rel}: "${title}"`);
    }
  }
  assert.ok(checked > 50, `captions checked: ${checked}`);
  assert.deepEqual(untranslated, []);
});
