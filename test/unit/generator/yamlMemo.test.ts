import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { z } from 'zod';
import { parseFrontmatter } from '../../../src/generator/content/frontmatter.ts';
import { readYamlFile } from '../../../src/generator/content/readYamlFile.ts';
import { clearYamlMemo, loadYamlMemo, saveYamlMemo, yamlMemoFile } from '../../../src/generator/content/yamlMemo.ts';
import { UserError } from '../../../src/generator/errors.ts';

const page = (yaml: string) => `---\n${yaml}\n---\n\n# Body\n`;

test('frontmatter kept by an earlier build is used by YAML text, only under the same key, and each page gets its own objects', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-fm-'));
  clearYamlMemo();
  const source = page('title: Kept\ntags: [a, b]\nweight: .inf');
  const first = parseFrontmatter(source, 'a.md');
  assert.equal(first.frontmatter.weight, Infinity);
  saveYamlMemo(dir);
  const file = yamlMemoFile(dir);
  const stored = v8.deserialize(fs.readFileSync(file)) as { key: string; entries: [string, Uint8Array][] };
  assert.deepEqual(
    stored.entries.map(([text]) => text),
    ['frontmatter\0title: Kept\ntags: [a, b]\nweight: .inf'],
  );

  // A new process: the stored value is what it gets (proved by a value the YAML does not say), body and line as parsed.
  stored.entries[0][1] = v8.serialize({ title: 'From the cache', tags: ['a', 'b'] });
  fs.writeFileSync(file, v8.serialize(stored));
  clearYamlMemo();
  loadYamlMemo(dir);
  const again = parseFrontmatter(source, 'a.md');
  assert.equal(again.frontmatter.title, 'From the cache');
  assert.equal(again.body, first.body);
  assert.equal(again.bodyLine, first.bodyLine);
  const twice = parseFrontmatter(source, 'b.md');
  assert.notEqual(twice.frontmatter.tags, again.frontmatter.tags, 'two pages never share one object');

  // Under another key (another parser version, another schema), the file is ignored.
  fs.writeFileSync(file, v8.serialize({ ...stored, key: 'other' }));
  clearYamlMemo();
  loadYamlMemo(dir);
  assert.equal(parseFrontmatter(source, 'a.md').frontmatter.title, 'Kept');
  fs.rmSync(dir, { recursive: true, force: true });
});

test('invalid frontmatter is never kept: it fails the same way every time', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-fm-'));
  clearYamlMemo();
  const bad = page('sidebar_position: first');
  for (let i = 0; i < 2; i++)
    assert.throws(
      () => parseFrontmatter(bad, 'bad.md'),
      (e: unknown) => e instanceof UserError && /sidebar_position/.test(e.message),
    );
  saveYamlMemo(dir);
  assert.equal(fs.existsSync(yamlMemoFile(dir)), false, 'nothing valid was parsed, so nothing is written');
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a site YAML file that parsed before is read from the memo, by its text; one the schema now refuses still names its line', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-yaml-'));
  const yamlFile = path.join(dir, 'synonyms.yaml');
  const text = '- words: [unread, badge]\n- words: [kick, force logout]\n';
  fs.writeFileSync(yamlFile, text);
  clearYamlMemo();
  const groups = z.array(z.object({ words: z.array(z.string()) }));
  assert.deepEqual(readYamlFile(yamlFile, 'synonyms', groups), [{ words: ['unread', 'badge'] }, { words: ['kick', 'force logout'] }]);
  saveYamlMemo(dir);
  const stored = v8.deserialize(fs.readFileSync(yamlMemoFile(dir))) as { key: string; entries: [string, Uint8Array][] };
  assert.deepEqual(
    stored.entries.map(([t]) => t),
    [`file\0${text}`],
  );

  // A new process reads the kept value (one the YAML does not say proves it), a copy of its own each time.
  stored.entries[0][1] = v8.serialize([{ words: ['from', 'the cache'] }]);
  fs.writeFileSync(yamlMemoFile(dir), v8.serialize(stored));
  clearYamlMemo();
  loadYamlMemo(dir);
  const first = readYamlFile(yamlFile, 'synonyms', groups);
  assert.deepEqual(first, [{ words: ['from', 'the cache'] }]);
  assert.notEqual(readYamlFile(yamlFile, 'synonyms', groups)[0], first[0]);

  // A kept value the schema refuses (the schema changed): the file is parsed again, and the error has its place.
  const strict = z.array(z.object({ words: z.array(z.string()).min(3) }));
  fs.writeFileSync(
    yamlMemoFile(dir),
    v8.serialize({ ...stored, entries: [[stored.entries[0][0], v8.serialize([{ words: ['a', 'b', 'c'] }, { words: ['d'] }])]] }),
  );
  clearYamlMemo();
  loadYamlMemo(dir);
  assert.throws(
    () => readYamlFile(yamlFile, 'synonyms', strict),
    (e: unknown) => e instanceof UserError && (e as UserError).location?.line === 1 && /"0.words"/.test(e.message),
  );
  fs.rmSync(dir, { recursive: true, force: true });
});
