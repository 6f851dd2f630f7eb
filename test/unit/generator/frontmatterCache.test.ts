import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { clearFrontmatterMemo, loadFrontmatterCache, parseFrontmatter, saveFrontmatterCache } from '../../../src/generator/content/frontmatter.ts';
import { UserError } from '../../../src/generator/errors.ts';

const page = (yaml: string) => `---\n${yaml}\n---\n\n# Body\n`;

test('frontmatter kept by an earlier build is used by YAML text, only under the same key, and each page gets its own objects', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-fm-'));
  clearFrontmatterMemo();
  const source = page('title: Kept\ntags: [a, b]\nweight: .inf');
  const first = parseFrontmatter(source, 'a.md');
  assert.equal(first.frontmatter.weight, Infinity);
  saveFrontmatterCache(dir);
  const file = path.join(dir, 'frontmatter.bin');
  const stored = v8.deserialize(fs.readFileSync(file)) as { key: string; entries: [string, Uint8Array][] };
  assert.deepEqual(
    stored.entries.map(([text]) => text),
    ['title: Kept\ntags: [a, b]\nweight: .inf'],
  );

  // A new process: the stored value is what it gets (proved by a value the YAML does not say), body and line as parsed.
  stored.entries[0][1] = v8.serialize({ title: 'From the cache', tags: ['a', 'b'] });
  fs.writeFileSync(file, v8.serialize(stored));
  clearFrontmatterMemo();
  loadFrontmatterCache(dir);
  const again = parseFrontmatter(source, 'a.md');
  assert.equal(again.frontmatter.title, 'From the cache');
  assert.equal(again.body, first.body);
  assert.equal(again.bodyLine, first.bodyLine);
  const twice = parseFrontmatter(source, 'b.md');
  assert.notEqual(twice.frontmatter.tags, again.frontmatter.tags, 'two pages never share one object');

  // Under another key (another parser version, another schema), the file is ignored.
  fs.writeFileSync(file, v8.serialize({ ...stored, key: 'other' }));
  clearFrontmatterMemo();
  loadFrontmatterCache(dir);
  assert.equal(parseFrontmatter(source, 'a.md').frontmatter.title, 'Kept');
  fs.rmSync(dir, { recursive: true, force: true });
});

test('invalid frontmatter is never kept: it fails the same way every time', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-fm-'));
  clearFrontmatterMemo();
  const bad = page('sidebar_position: first');
  for (let i = 0; i < 2; i++)
    assert.throws(
      () => parseFrontmatter(bad, 'bad.md'),
      (e: unknown) => e instanceof UserError && /sidebar_position/.test(e.message),
    );
  saveFrontmatterCache(dir);
  assert.equal(fs.existsSync(path.join(dir, 'frontmatter.bin')), false, 'nothing valid was parsed, so nothing is written');
  fs.rmSync(dir, { recursive: true, force: true });
});
