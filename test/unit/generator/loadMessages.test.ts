import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadMessages } from '../../../src/generator/content/loadMessages.ts';
import { UserError } from '../../../src/generator/errors.ts';
import { defaultMessages } from '../../../src/theme/messages.ts';

function siteWith(json: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-msg-'));
  fs.mkdirSync(path.join(dir, 'i18n', 'xx'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'i18n', 'xx', 'code.json'), json);
  return dir;
}

test('translations override the defaults; missing ids fall back', () => {
  const m = loadMessages(siteWith('{"theme.toc.title": {"message": "Sur cette page"}}'), 'xx');
  assert.equal(m['theme.toc.title'], 'Sur cette page');
  assert.equal(m['theme.search.button'], defaultMessages['theme.search.button']);
});

test('an entry without a message is an error naming the id and line', () => {
  assert.throws(
    () => loadMessages(siteWith('{\n  "theme.a": {"message": "x"},\n  "theme.b": {"description": "no message"}\n}'), 'xx'),
    (e: unknown) => {
      assert.ok(e instanceof UserError);
      assert.equal(e.message, 'Translation entry "theme.b" has no message');
      assert.equal(e.location?.line, 3);
      return true;
    },
  );
});

test('an entry without an id is an error', () => {
  assert.throws(() => loadMessages(siteWith('{"": {"message": "x"}}'), 'xx'), /Translation entry without an id/);
});

test('the zh-Hans catalogue translates every theme string', () => {
  const zh = JSON.parse(fs.readFileSync(new URL('../../../i18n/zh-Hans/code.json', import.meta.url), 'utf8')) as Record<string, unknown>;
  const missing = Object.keys(defaultMessages).filter((id) => !(id in zh));
  assert.deepEqual(missing, []);
});
