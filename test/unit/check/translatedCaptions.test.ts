/**
 * A Chinese page's code blocks carry Chinese captions: a `title="…"` that is the English page's caption word for
 * word, and reads as an English phrase (not a file name or a command), was left untranslated. The same holds for
 * the comments inside the code blocks of every written page (REST reference, guides, SDK pages, blog, FAQ).
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
/** Names of files that are one word (a caption that names one is not English text). */
const FILE_NAMES = /^(Podfile|Dockerfile|Makefile|Gemfile|Procfile|Vagrantfile)$/;
/** English text, not a file name: words (not a path), one word, or a note in parentheses after a file name. */
const prose = (title: string) =>
  !/[\u4e00-\u9fff]/.test(title) &&
  ((/[A-Za-z]+ [A-Za-z]+/.test(title) && !/[./]\w+$/.test(title)) ||
    (/^[A-Za-z]+$/.test(title) && !FILE_NAMES.test(title)) ||
    /\([^)]*[A-Za-z]{3,}[^)]*\)/.test(title));

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

/**
 * Sections whose code comments are checked: every written page. The samples the SDK pages take from the catalogue
 * (`content/sdks/catalogue`) are checked in test/unit/sdk/translation.test.ts.
 */
const COMMENTED = ['restapi/**/*.mdx', 'guides/**/*.mdx', 'sdks/**/*.mdx', 'blog/**/*.mdx', 'pages/**/*.mdx'];
const FENCE = /^\s*(```+|~~~+)/;
/** A comment's text: after `//`, `#`, `--`, `/*` or a `*` continuation, at the start of a line or after a space. */
const COMMENT = /(?:^|\s)(?:\/\/|#|--|\/\*+|\*)\s+(.*?)\s*(?:\*\/)?$/;
function comments(file: string): string[] {
  let inside = false;
  const found: string[] = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (FENCE.test(line)) inside = !inside;
    else if (inside) {
      const m = COMMENT.exec(line);
      if (m) found.push(m[1]);
    }
  }
  return found;
}
/** English prose: two words of letters in a row, no Chinese, and not a line of JSON output. */
const proseComment = (text: string) => /[A-Za-z]+ [A-Za-z]+/.test(text) && !/[\u4e00-\u9fff]/.test(text) && !/^[{[]/.test(text);

test('code comments of the Chinese pages are translated', () => {
  const zhRoot = path.join(repoRoot, 'i18n/zh-Hans');
  const untranslated: string[] = [];
  let checked = 0;
  for (const rel of fg.sync(COMMENTED, { cwd: zhRoot })) {
    const en = path.join(repoRoot, 'content', rel);
    if (!fs.existsSync(en)) continue;
    const english = new Set(comments(en).filter(proseComment));
    for (const text of comments(path.join(zhRoot, rel))) {
      checked++;
      if (english.has(text)) untranslated.push(`i18n/zh-Hans/${rel}: "${text}"`);
    }
  }
  assert.ok(checked > 50, `comments checked: ${checked}`);
  assert.deepEqual(untranslated, []);
});
