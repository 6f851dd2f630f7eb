/**
 * `imdocs build --contained` (src/generator/contained/): the command as CI runs it, on small sites. A good site
 * builds as a normal build does, search included; a page's code sees none of the caller's environment, and a page
 * that starts a process, writes outside the output or reads outside the site fails with one sentence naming it,
 * leaving the previous build as it was.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { interrupted, signalCode } from '../../helpers/interrupt.ts';
import { createRequire } from 'node:module';
import { makeSite, root, secret, SECRET, snapshot, findText } from '../../helpers/badSite.ts';
import { repoRoot } from '../../helpers/site.ts';
import { permissionFlags, prefixFree } from '../../../src/generator/contained/launch.ts';

const ENV_SECRET = 'ci-secret-token-4f2a';

/** `imdocs build` on `dir` as a command, with a secret in its environment; its exit code and output. */
function imdocsBuild(dir: string, ...args: string[]): { status: number | null; out: string } {
  const r = spawnSync(process.execPath, [path.join(repoRoot, 'bin', 'imdocs.mjs'), 'build', '--dir', dir, ...args], {
    encoding: 'utf8',
    env: { ...process.env, SECRET: ENV_SECRET, NODE_OPTIONS: '' },
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

const tempFolders = (dir: string) => fs.readdirSync(dir).filter((n) => n.startsWith('.imdocs-tmp-'));

test('the WebAssembly esbuild of a contained build is the version of the native one', () => {
  const require = createRequire(path.join(repoRoot, 'package.json'));
  const native = (require('esbuild/package.json') as { version: string }).version;
  const wasm = (require('esbuild-wasm/package.json') as { version: string }).version;
  assert.equal(wasm, native, 'pin esbuild-wasm to the esbuild version in package.json');
});

test('grants are prefix-free (Node 20 refuses a granted folder itself when another grant continues its path)', () => {
  const site = fs.mkdtempSync(path.join(root, 'grants-'));
  fs.mkdirSync(path.join(site, 'node_modules'));
  assert.deepEqual(prefixFree([site, path.join(site, 'node_modules'), path.join(site, 'build*'), `${site}-other`]), [site, `${site}-other`]);
  const flags = permissionFlags(site, path.join(site, 'build'), path.join(root, 'tmp'));
  const read = flags.filter((f) => f.startsWith('--allow-fs-read=')).map((f) => f.slice('--allow-fs-read='.length));
  const write = flags.filter((f) => f.startsWith('--allow-fs-write=')).map((f) => f.slice('--allow-fs-write='.length));
  assert.ok(read.includes(site) && !read.includes(path.join(site, 'node_modules')));
  assert.deepEqual(
    write.sort(),
    [
      path.join(root, 'tmp'),
      path.join(site, '.imdocs-cache-contained'),
      path.join(site, '.imdocs-lock-build'),
      path.join(site, '.imdocs-old-build-*'),
      path.join(site, '.imdocs-tmp-build-*'),
      path.join(site, 'build*'),
    ].sort(),
  );
  assert.ok(!flags.some((f) => f.startsWith('--allow-child-process') || f.startsWith('--allow-addons')));
});

test('a contained build of a good site writes what a normal build writes, search index included', () => {
  const dir = makeSite({
    // A page that imports a module of the site and a component: bundled by esbuild, here as WebAssembly.
    'content/docs/intro.mdx': `---\ntitle: Intro\n---\n\nimport { greeting } from './greeting';\nimport Box from '@site/src/Box';\n\n{greeting} and {1 + 1}.\n\n<Box>boxed words</Box>\n`,
    'content/docs/greeting.ts': `export const greeting: string = 'Hello from a module';\n`,
    'src/Box.tsx': `export default function Box({ children }: { children: React.ReactNode }) {\n  return <div className="box">{children}</div>;\n}\n`,
    'content/docs/second.md': '---\ntitle: Second\n---\n\nSearchable words about sockets.\n',
  });
  const normal = imdocsBuild(dir, '--out', 'normal', '--no-cache');
  assert.equal(normal.status, 0, normal.out);
  const contained = imdocsBuild(dir, '--out', 'contained', '--no-cache', '--contained');
  assert.equal(contained.status, 0, contained.out);
  assert.match(contained.out, /built \d+ pages/);
  const a = snapshot(path.join(dir, 'normal'));
  const b = snapshot(path.join(dir, 'contained'));
  assert.ok(
    Object.keys(a).some((f) => f.startsWith('pagefind/')),
    'the normal build has a search index',
  );
  assert.ok(a['docs/intro.html'].includes('Hello from a module') && a['docs/intro.html'].includes('class="box"'));
  assert.deepEqual(Object.keys(b).sort(), Object.keys(a).sort());
  for (const file of Object.keys(a)) assert.equal(b[file], a[file], `${file} differs`);
  assert.deepEqual(tempFolders(dir), []);
});

test("a contained build's pages do not see the caller's environment, start processes, write or read outside", () => {
  const outside = path.join(root, 'written-by-a-page.txt');
  const dir = makeSite({
    'content/docs/env.mdx': '---\ntitle: Env\n---\n\nThe secret is [{String(process.env.SECRET)}], keys: {Object.keys(process.env).length}.\n',
  });
  // The test can see a leak: a normal build prints the secret.
  const normal = imdocsBuild(dir, '--no-search');
  assert.equal(normal.status, 0, normal.out);
  assert.ok(fs.readFileSync(path.join(dir, 'build', 'docs', 'env.html'), 'utf8').includes(ENV_SECRET));

  const contained = imdocsBuild(dir, '--no-search', '--contained');
  assert.equal(contained.status, 0, contained.out);
  assert.equal(findText(path.join(dir, 'build'), ENV_SECRET), undefined, 'the secret must not be published');
  // React separates adjacent texts with comments. The environment holds TMPDIR and NODE_ENV only.
  assert.match(
    fs.readFileSync(path.join(dir, 'build', 'docs', 'env.html'), 'utf8'),
    /The secret is \[(<!-- -->)?undefined(<!-- -->)?\], keys: (<!-- -->)?2(<!-- -->)?\./,
  );
  const previous = snapshot(path.join(dir, 'build'));

  const cases: { file: string; page: string; said: RegExp }[] = [
    {
      file: 'content/docs/spawn.mdx',
      page: `---\ntitle: Spawn\n---\n\nimport { execSync } from 'node:child_process';\n\nYou are {String(execSync('id'))}.\n`,
      said: /Rendering \/docs\/spawn failed: a contained build may not start a process/,
    },
    {
      file: 'content/docs/write.mdx',
      page: `---\ntitle: Write\n---\n\nimport fs from 'node:fs';\n\n{fs.writeFileSync(${JSON.stringify(outside)}, 'x') ?? 'written'}\n`,
      said: new RegExp(`Rendering /docs/write failed: a contained build may not write ${outside.replace(/[.]/g, '\\.')}: only the output and the cache`),
    },
    {
      file: 'content/docs/read.mdx',
      page: `---\ntitle: Read\n---\n\nimport fs from 'node:fs';\n\n{fs.readFileSync(${JSON.stringify(secret)}, 'utf8')}\n`,
      said: /Rendering \/docs\/read failed: a contained build may not read .*secret\.txt: only the site and its packages/,
    },
  ];
  for (const { file, page, said } of cases) {
    fs.writeFileSync(path.join(dir, file), page);
    const r = imdocsBuild(dir, '--no-search', '--contained');
    fs.rmSync(path.join(dir, file));
    assert.equal(r.status, 1, r.out);
    assert.match(r.out, said);
    // The page's file is named, in one sentence and without a stack trace.
    assert.ok(r.out.includes(path.join(dir, file)), r.out);
    assert.doesNotMatch(r.out, /\n\s+at .*:\d+:\d+\)?\n/, 'no stack trace');
    assert.deepEqual(snapshot(path.join(dir, 'build')), previous, `${file}: the previous build must stay untouched`);
    assert.deepEqual(tempFolders(dir), [], `${file}: no temp folder left`);
  }
  assert.ok(!fs.existsSync(outside), 'nothing written outside the output');
  assert.equal(findText(path.join(dir, 'build'), SECRET), undefined);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  test(
    `${signal} stops a contained build at once, with one sentence, leaving the previous build and no lock or temp folder`,
    { timeout: 180_000 },
    async () => {
      const dir = makeSite({});
      const first = imdocsBuild(dir, '--no-search', '--contained');
      assert.equal(first.status, 0, first.out);
      const previous = snapshot(path.join(dir, 'build'));
      // The page says it runs (the cache is the one place besides the output it may write), then never finishes.
      const marker = path.join(dir, '.imdocs-cache-contained', `looping-${signal}`);
      fs.writeFileSync(
        path.join(dir, 'content/docs/intro.mdx'),
        `---\ntitle: Intro\n---\n\nimport fs from 'node:fs';\n\n{(() => { fs.writeFileSync(${JSON.stringify(marker)}, ''); while (true) {} })()}\n`,
      );
      const r = await interrupted([path.join(repoRoot, 'bin', 'imdocs.mjs'), 'build', '--dir', dir, '--no-search', '--contained'], marker, signal);
      assert.equal(r.code, signalCode(signal), r.output);
      assert.match(r.output, new RegExp(`Stopped by ${signal}: .*build was left as it was\\.\\n$`));
      assert.doesNotMatch(r.output, /Internal error|\n\s+at .*:\d+:\d+\)?\n/);
      assert.deepEqual(snapshot(path.join(dir, 'build')), previous, 'the previous build must stay untouched');
      assert.deepEqual(
        fs.readdirSync(dir).filter((n) => n.startsWith('.') && !n.startsWith('.imdocs-cache') && !n.startsWith('.imdocs-old-')),
        [],
        'a lock or temp folder was left behind',
      );
    },
  );
