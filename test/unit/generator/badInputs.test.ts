/**
 * The bad-input catalogue: each case is a small site with one mistake (or one attempt to read a file outside
 * the site). Every case must fail with a `UserError` naming the file (and line:col where there is one), and
 * leave the previous build exactly as it was.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { build } from '../../../src/generator/build/build.ts';
import { UserError, UserErrors, formatLocation } from '../../../src/generator/errors.ts';
import { repoRoot, silentLogger } from '../../helpers/site.ts';
import { root, secret, SECRET, makeSite, failingBuild, where, blogConfig } from '../../helpers/badSite.ts';

test('an image path with a ../ chain out of the site fails, naming file:line:col, and copies nothing', async () => {
  const up = '../'.repeat(12);
  const { error, dir } = await failingBuild({ 'content/docs/intro.mdx': `---\ntitle: Intro\n---\n\nSee:\n\n![env](${up}${secret.slice(1)})\n` });
  assert.match(error.message, /outside the site folder/);
  assert.equal(where(error, dir), 'content/docs/intro.mdx:7:8');
});

test('an absolute image path is served from static/, never read from the disk root', async () => {
  const { error, dir } = await failingBuild({ 'content/docs/intro.mdx': `---\ntitle: Intro\n---\n\n![passwd](${secret})\n` });
  assert.match(error.message, /not found in static/);
  assert.equal(where(error, dir), 'content/docs/intro.mdx:5:11');
});

test('an image that is a symlink to a file outside the site fails', async () => {
  const { error, dir } = await failingBuild({
    'content/docs/pic.png': { symlink: secret },
    'content/docs/intro.mdx': '---\ntitle: Intro\n---\n\n![pic](./pic.png)\n',
  });
  assert.match(error.message, /The image "\.\/pic\.png" resolves outside the site folder/);
  assert.equal(where(error, dir), 'content/docs/intro.mdx:5:8');
});

test('a missing relative image fails by default (onBrokenMarkdownImages: throw)', async () => {
  const { error, dir } = await failingBuild({ 'content/docs/intro.mdx': '---\ntitle: Intro\n---\n\nText.\n\n![gone](./img/gone.png)\n' });
  assert.match(error.message, /image "\.\/img\/gone\.png" not found/);
  assert.equal(where(error, dir), 'content/docs/intro.mdx:7:9');
});

test('an import of a file outside the site fails before the module runs', async () => {
  const { error, dir } = await failingBuild({ 'content/docs/intro.mdx': `---\ntitle: Intro\n---\n\nimport data from '${secret}';\n\nHello.\n` });
  assert.match(error.message, /The import ".*secret\.txt" resolves outside the site folder/);
  assert.equal(where(error, dir), 'content/docs/intro.mdx:5:1');
});

test('an import through a ../ chain fails the same way', async () => {
  const { error } = await failingBuild({
    'content/docs/intro.mdx': `---\ntitle: Intro\n---\n\nimport x from '${'../'.repeat(12)}${secret.slice(1)}';\n\nHello.\n`,
  });
  assert.match(error.message, /resolves outside the site folder/);
});

test('an import of a missing file names it instead of crashing', async () => {
  const { error, dir } = await failingBuild({ 'content/docs/intro.mdx': `---\ntitle: Intro\n---\n\nimport Note from './_note.mdx';\n\n<Note />\n` });
  assert.match(error.message, /The import "\.\/_note\.mdx" points to a file that does not exist/);
  assert.equal(where(error, dir), 'content/docs/intro.mdx:5:1');
});

test('a static file that is a symlink out of the site fails instead of being published', async () => {
  const { error } = await failingBuild({ 'static/leak.txt': { symlink: secret } });
  assert.match(error.message, /static\/leak\.txt resolves outside the site folder/);
});

test('a page that is a symlink out of the site fails', async () => {
  const outsidePage = path.join(root, 'outside.mdx');
  fs.writeFileSync(outsidePage, `---\ntitle: Outside\n---\n\n${SECRET}\n`);
  const { error } = await failingBuild({ 'content/docs/outside.mdx': { symlink: outsidePage } });
  assert.match(error.message, /content\/docs\/outside\.mdx resolves outside the site folder/);
});

test('a static folder that is itself a symlink out of the site fails: its files are checked one by one', async () => {
  const outsideDir = path.join(root, 'outside-static');
  fs.mkdirSync(outsideDir, { recursive: true });
  fs.writeFileSync(path.join(outsideDir, 'leak.txt'), SECRET);
  const { error } = await failingBuild({ static: { symlink: outsideDir } });
  assert.match(error.message, /static\/leak\.txt resolves outside the site folder/);
});

test('a symlinked folder pointing at its own parent is reported as a loop', async () => {
  const { error } = await failingBuild({ 'content/docs/nested/loop': { symlink: '..' }, 'content/docs/nested/page.mdx': '# Nested\n' });
  assert.match(error.message, /symlink loop/);
  assert.match(error.message, /content\/docs\/nested\/loop/);
});

test('_category_.json with a wrong type names the key, line and column', async () => {
  const { error, dir } = await failingBuild({
    'content/docs/guide/_category_.json': '{\n  "label": 5,\n  "position": 2\n}\n',
    'content/docs/guide/a.mdx': '# A\n',
  });
  assert.match(error.message, /Invalid _category_\.json: "label": .*expected string/i);
  assert.equal(where(error, dir), 'content/docs/guide/_category_.json:2:3');
});

test('_category_.json with a syntax error gives line:col, not a character offset', async () => {
  const { error, dir } = await failingBuild({
    'content/docs/guide/_category_.json': '{\n  "label": "Guide",\n  "position": abc\n}\n',
    'content/docs/guide/a.mdx': '# A\n',
  });
  assert.match(error.message, /Invalid JSON in _category_\.json/);
  assert.doesNotMatch(error.message, /position \d+/);
  assert.equal(where(error, dir), 'content/docs/guide/_category_.json:3:15');
});

test('the reported attack itself: ../ chains to /proc/self/environ and /etc/passwd fail', async () => {
  for (const target of ['proc/self/environ', 'etc/passwd']) {
    const { error } = await failingBuild({ 'content/docs/intro.mdx': `---\ntitle: Intro\n---\n\n![x](${'../'.repeat(16)}${target})\n` });
    assert.match(error.message, /outside the site folder/);
  }
});

test('an unknown component names the page, line and column instead of "Internal error"', async () => {
  const { error, dir } = await failingBuild({ 'content/docs/intro.mdx': '---\ntitle: Intro\n---\n\nText.\n\n  <Foo bar="1" />\n' });
  assert.match(error.message, /Unknown component <Foo> on \/docs\/intro/);
  assert.equal(where(error, dir), 'content/docs/intro.mdx:7:3');
});

test('an expression that throws while rendering names the page; every failing page is reported in one run', async () => {
  const dir = makeSite({
    'content/docs/intro.mdx': "---\ntitle: Intro\n---\n\n{(() => { throw new Error('boom in intro'); })()}\n",
    'content/docs/other.mdx': '---\ntitle: Other\n---\n\n<Missing />\n',
  });
  await assert.rejects(build({ siteDir: dir, outDir: 'build', workers: 0, search: false, logger: silentLogger() }), (e: unknown) => {
    assert.ok(e instanceof UserErrors, String(e));
    const messages = e.errors.map((x) => `${formatLocation(x.location).replace(`${dir}/`, '')} ${x.message}`).sort();
    assert.equal(messages.length, 2);
    assert.match(messages[0], /^content\/docs\/intro\.mdx Rendering \/docs\/intro failed: boom in intro$/);
    assert.match(messages[1], /^content\/docs\/other\.mdx:5:1 Unknown component <Missing>/);
    return true;
  });
});

test('the same errors come back across worker threads, with their cause chain', async () => {
  const dir = makeSite({
    'content/docs/intro.mdx': "---\ntitle: Intro\n---\n\n{(() => { throw new Error('boom', { cause: new Error('root cause') }); })()}\n",
  });
  await assert.rejects(build({ siteDir: dir, outDir: 'build', workers: 1, search: false, logger: silentLogger() }), (e: unknown) => {
    const err = e instanceof UserErrors ? e.errors[0] : e;
    assert.ok(err instanceof UserError);
    assert.match(err.message, /Rendering \/docs\/intro failed: boom/);
    assert.equal(path.basename(err.location!.file), 'intro.mdx');
    const cause = err.cause as Error;
    assert.equal(cause.message, 'boom');
    assert.equal((cause.cause as Error).message, 'root cause');
    return true;
  });
});

test('a second build of the same output while one runs stops with a clear message', async () => {
  const dir = makeSite({});
  // build() takes the lock before its first await, so the second call finds it held.
  const first = build({ siteDir: dir, outDir: 'build', workers: 0, search: false, logger: silentLogger() });
  const second = build({ siteDir: dir, outDir: 'build', workers: 0, search: false, logger: silentLogger() });
  const outcomes = await Promise.allSettled([first, second]);
  const failed = outcomes.filter((o) => o.status === 'rejected') as PromiseRejectedResult[];
  assert.equal(failed.length, 1, 'exactly one build runs');
  assert.match(String(failed[0].reason.message), /Another imdocs build \(process \d+\) is writing .*build right now/);
  assert.ok(fs.existsSync(path.join(dir, 'build', 'index.html')));
  assert.ok(!fs.existsSync(path.join(dir, '.imdocs-lock-build')), 'the lock is released');
});

test('leftovers of a killed build are swept, and a swap cut short is rolled back', async () => {
  const dir = makeSite({});
  await build({ siteDir: dir, outDir: 'build', workers: 0, search: false, logger: silentLogger() });
  const dead = 2 ** 22 + 12345; // above the default pid_max: no such process
  // killed mid-build: a temp folder and a stale lock
  fs.mkdirSync(path.join(dir, `.imdocs-tmp-build-${dead}`));
  fs.writeFileSync(path.join(dir, '.imdocs-lock-build'), String(dead));
  // killed mid-swap: build/ already moved aside, the new one not yet in place
  fs.renameSync(path.join(dir, 'build'), path.join(dir, `build.old-${dead}`));
  fs.writeFileSync(path.join(dir, 'content/docs/intro.mdx'), '---\ntitle: Intro\n---\n\n<Broken\n');
  await assert.rejects(build({ siteDir: dir, outDir: 'build', workers: 0, search: false, logger: silentLogger() }));
  assert.ok(fs.existsSync(path.join(dir, 'build', 'index.html')), 'the last good build is back in place');
  assert.deepEqual(
    fs.readdirSync(dir).filter((n) => /^\.imdocs-(tmp|lock)|\.old-/.test(n)),
    [],
  );
});

test('a binary file named .mdx fails with one sentence and no control bytes', async () => {
  const { error } = await failingBuild({ 'content/docs/blob.mdx': `PNG\u0000\u0001\u0002\u001b[31m` });
  assert.match(error.message, /content\/docs\/blob\.mdx is not a text file/);
  assert.doesNotMatch(error.message + (error.frame ?? ''), /[\u0000-\u0008\u001b]/);
});

test('text that is not UTF-8 names the file and line', async () => {
  const dir = makeSite({});
  await build({ siteDir: dir, outDir: 'build', workers: 0, search: false, logger: silentLogger() });
  fs.writeFileSync(path.join(dir, 'content/docs/latin1.mdx'), Buffer.concat([Buffer.from('---\ntitle: Caf'), Buffer.from([0xe9]), Buffer.from('\n---\n')]));
  await assert.rejects(build({ siteDir: dir, outDir: 'build', workers: 0, search: false, logger: silentLogger() }), (e: unknown) => {
    assert.ok(e instanceof UserError);
    assert.match(e.message, /content\/docs\/latin1\.mdx is not valid UTF-8 text/);
    assert.equal(e.location?.line, 2);
    return true;
  });
});

test('a page past the size limit is refused instead of hanging; a large one warns', async () => {
  const { error } = await failingBuild({ 'content/docs/huge.mdx': `# Huge\n\n${'word '.repeat(600_000)}\n` });
  assert.match(error.message, /content\/docs\/huge\.mdx is 2\.9 MiB; pages over 2 MiB are refused/);
  const dir = makeSite({ 'content/docs/large.mdx': `# Large\n\n${'word '.repeat(110_000)}\n` });
  const stats = await build({ siteDir: dir, outDir: 'build', workers: 0, search: false, logger: silentLogger() });
  assert.ok(stats.warnings.some((w) => w.code === 'large-page' && /large\.mdx is 537 KiB/.test(w.message)));
});

test('a pages/*.tsx module that throws names the module and the route', async () => {
  const { error, dir } = await failingBuild({ 'content/pages/about.tsx': 'export default function About() { throw new Error("page boom"); }\n' });
  assert.match(error.message, /Rendering \/about failed: page boom/);
  assert.equal(where(error, dir), 'content/pages/about.tsx');
});

test('invalid JSON in a translation file gives line:col', async () => {
  const { error, dir } = await failingBuild({ 'i18n/en/code.json': '{\n  "a": { "message": "x" },\n  oops\n}\n' });
  assert.match(error.message, /Invalid JSON in translation file/);
  assert.equal(where(error, dir), 'i18n/en/code.json:3:3');
});

test('frontmatter YAML errors and MDX errors after it are placed by their line in the file', async () => {
  const yaml = await failingBuild({ 'content/docs/intro.mdx': '---\ntitle: Intro\nfoo: [1,\n---\n\nHello.\n' });
  assert.match(yaml.error.message, /Invalid frontmatter/);
  assert.equal(where(yaml.error, yaml.dir), 'content/docs/intro.mdx:3:9');
  const mdx = await failingBuild({ 'content/docs/intro.mdx': '---\ntitle: Intro\ndescription: x\n---\n\nHello.\n\nA {oops\n' });
  assert.match(mdx.error.message, /MDX syntax error/);
  assert.equal(where(mdx.error, mdx.dir), 'content/docs/intro.mdx:8:8');
});

test('authors.yml: a YAML syntax error and an author without a name each name file:line:col, no stack', async () => {
  for (const [text, message, at] of [
    ['team:\n  name: [unclosed\n', /Invalid YAML in authors\.yml/, 'content/blog/authors.yml:3:1'],
    ['team:\n  title: Maintainers\n', /Invalid authors\.yml: "team\.name": every author needs a name/, 'content/blog/authors.yml:2:3'],
  ] as const) {
    const dir = makeSite({ 'content/blog/welcome.mdx': '---\ntitle: W\ndate: 2024-05-01\nauthors: [team]\n---\n\nHi.\n', 'content/blog/authors.yml': text });
    blogConfig(dir);
    await assert.rejects(build({ siteDir: dir, outDir: 'build', workers: 0, search: false, logger: silentLogger() }), (e: unknown) => {
      assert.ok(e instanceof UserError, String((e as Error)?.stack));
      assert.match(e.message, message);
      assert.equal(where(e, dir), at);
      return true;
    });
  }
});

test('an element left open at the end of a page is placed at its opening tag, counted from the top of the file', async () => {
  const { error, dir } = await failingBuild({ 'content/docs/intro.mdx': `---\ntitle: Intro\n---\n\n${'Line.\n\n'.repeat(50)}<div>\n\nText\n` });
  assert.match(error.message, /Expected a closing tag for `<div>` \(105:1-105:6\)/);
  assert.equal(where(error, dir), 'content/docs/intro.mdx:105:1');
});

test('a link with a malformed %-escape names file:line:col instead of "URI malformed"', async () => {
  const { error, dir } = await failingBuild({ 'content/docs/intro.mdx': '---\ntitle: Intro\n---\n\nSee [x](./other%zz.mdx).\n' });
  assert.match(error.message, /The link "\.\/other%zz\.mdx" has a malformed %-escape/);
  assert.equal(where(error, dir), 'content/docs/intro.mdx:5:9');
});

test('a cold build that fails while the site loads stops the render threads it had started, and the process exits', async () => {
  const { spawnSync } = await import('node:child_process');
  const { pathToFileURL } = await import('node:url');
  // Render threads start as soon as the content is scanned; this site then fails on its OpenAPI document.
  const dir = makeSite({ 'content/restapi/openapi.yaml': 'openapi: [3.1.0\n' });
  const script = path.join(dir, 'run-build.mjs');
  fs.writeFileSync(
    script,
    `const { build } = await import(${JSON.stringify(pathToFileURL(path.join(repoRoot, 'src/generator/build/build.ts')).href)});
try { await build({ siteDir: ${JSON.stringify(dir)}, outDir: 'build', workers: 2, search: false, logger: { info() {}, warn() {}, debug() {}, error() {} } }); console.log('built'); }
catch (error) { console.log('failed: ' + error.message); }`,
  );
  const child = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: repoRoot, encoding: 'utf8', timeout: 60_000 });
  assert.equal(child.signal, null, `the process did not exit by itself (${child.stderr.slice(-300)})`);
  assert.match(child.stdout, /^failed: .*openapi/im);
});
