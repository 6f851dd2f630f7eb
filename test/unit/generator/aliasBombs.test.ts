/**
 * YAML alias bombs ("billion laughs") in every kind of YAML the build reads: frontmatter, authors.yml, the OpenAPI
 * document and a translation overlay. Each fails fast with one sentence naming file:line:col, instead of an
 * "Internal error" with a stack, or a build that runs for hours.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { formatUserError } from '../../../src/generator/errors.ts';
import { aliasBomb } from '../../../src/generator/content/yamlText.ts';
import { failingBuild, makeSite, blogConfig, where } from '../../helpers/badSite.ts';
import { build } from '../../../src/generator/build/build.ts';
import { UserError } from '../../../src/generator/errors.ts';
import { silentLogger } from '../../helpers/site.ts';
import { restLoadErrors } from '../restapi/fixtureCopy.ts';

/** Nine levels of nine aliases each: 9^9 (387 million) strings once expanded. */
function bomb(indent = ''): string {
  const names = 'abcdefghi';
  const lines = [`${indent}a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]`];
  for (let i = 1; i < names.length; i++)
    lines.push(
      `${indent}${names[i]}: &${names[i]} [${Array(9)
        .fill(`*${names[i - 1]}`)
        .join(', ')}]`,
    );
  return `${lines.join('\n')}\n`;
}

test('the check finds a bomb and lets ordinary anchors and texts with & through', () => {
  assert.deepEqual(aliasBomb(bomb()), { line: 2, column: 8 });
  assert.equal(aliasBomb('base: &base { a: 1 }\nother: *base\nthird: *base\n'), undefined);
  assert.equal(aliasBomb('title: R&D and Q&A\n'), undefined);
  assert.equal(aliasBomb('description: sent when a && b hold, *not* otherwise\n'), undefined);
  // Anchors after a tag, and block sequences of aliases, are found too.
  assert.deepEqual(aliasBomb(bomb().replaceAll(': &', ': !!seq &')), { line: 2, column: 14 });
  const block = ['a: &a', ...Array(9).fill('  - lol')];
  for (const [prev, name] of ['ab', 'bc', 'cd', 'de', 'ef', 'fg', 'gh', 'hi']) block.push(`${name}: &${name}`, ...Array(9).fill(`  - *${prev}`));
  assert.deepEqual(aliasBomb(`${block.join('\n')}\n`), { line: 12, column: 5 });
});

test('a bomb in frontmatter names the page, line and column', { timeout: 30_000 }, async () => {
  const { error, dir } = await failingBuild({ 'content/docs/intro.mdx': `---\ntitle: Intro\n${bomb()}---\n\nHello.\n` });
  assert.match(error.message, /Invalid frontmatter: its aliases expand past 100 nodes \(a YAML alias bomb\)/);
  assert.equal(where(error, dir), 'content/docs/intro.mdx:4:8');
});

test('a bomb in authors.yml names the file, line and column', { timeout: 30_000 }, async () => {
  const dir = makeSite({
    'content/blog/welcome.mdx': '---\ntitle: W\ndate: 2024-05-01\nauthors: [team]\n---\n\nHi.\n',
    'content/blog/authors.yml': `team:\n  name: Team\n  data:\n${bomb('    ')}`,
  });
  blogConfig(dir);
  await assert.rejects(build({ siteDir: dir, outDir: 'build', workers: 0, search: false, logger: silentLogger() }), (e: unknown) => {
    assert.ok(e instanceof UserError, String((e as Error)?.stack));
    assert.match(e.message, /its aliases expand past 100 nodes \(a YAML alias bomb\)/);
    assert.equal(where(e, dir), 'content/blog/authors.yml:5:12');
    return true;
  });
});

const dirs: string[] = [];
after(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

async function restError(edit: (dir: string) => void): Promise<string> {
  const errors = await restLoadErrors('restapi-bomb', edit, dirs);
  return errors.map((e) => formatUserError(e).split('\n')[0]).join('\n');
}

test('a bomb in a file of the OpenAPI document names that file, line and column', { timeout: 60_000 }, async () => {
  const message = await restError((dir) =>
    fs.appendFileSync(path.join(dir, 'content/restapi/openapi/components/schemas.yaml'), `Bomb:\n  type: object\n  x-data:\n${bomb('    ')}`),
  );
  assert.match(message, /content\/restapi\/openapi\/components\/schemas\.yaml:\d+:\d+: its aliases expand past 100 nodes/);
});

test('a bomb in a translation overlay names the overlay, line and column', { timeout: 60_000 }, async () => {
  const message = await restError((dir) =>
    fs.appendFileSync(path.join(dir, 'i18n/zh-Hans/restapi/openapi.overlay.yaml'), `  - target: $.info\n    update:\n      x-data:\n${bomb('        ')}`),
  );
  assert.match(message, /i18n\/zh-Hans\/restapi\/openapi\.overlay\.yaml:\d+:\d+ .*its aliases expand past 100 nodes/);
});
