/**
 * imdocs as users get it: `npm pack` (its prepack compiles the engine to dist/), the tarball holds the CLI and the
 * engine only, `npm install <tarball>` into a fresh folder outside the repository, then `npx imdocs init` and
 * `npx imdocs build` there, and the migrated Docusaurus fixture built against the installed package.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fixturesDir, repoRoot } from '../helpers/site.ts';

/** The environment without what `npm test` sets for its own package (npm_config_*, npm_package_*). */
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k) && k !== 'NODE_TEST_CONTEXT' && k !== 'INIT_CWD'));

function run(cmd: string, args: string[], cwd: string): string {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...env, NO_COLOR: '1', CI: '1' }, maxBuffer: 64 * 1024 * 1024 });
  assert.equal(r.status, 0, `${cmd} ${args.join(' ')} in ${cwd}:\n${r.stdout}\n${r.stderr}`.slice(-4000));
  return r.stdout;
}

test('the packed tarball installs into a fresh folder, where imdocs init and build work and a migrated site builds', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-package-'));
  try {
    const [pack] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', tmp], repoRoot)) as {
      filename: string;
      size: number;
      entryCount: number;
      files: { path: string }[];
    }[];
    const tarball = path.join(tmp, pack.filename);
    const files = pack.files.map((f) => f.path);
    console.log(`# ${pack.filename}: ${(pack.size / 1024).toFixed(0)} KiB, ${pack.entryCount} files`);
    // The CLI and the engine: compiled JavaScript with declarations and maps, the theme's styles, README, licence.
    for (const want of [
      'bin/imdocs.mjs',
      'dist/engine.json',
      'dist/src/generator/cli.js',
      'dist/src/generator/cli.js.map',
      'dist/src/generator/config/schema.d.ts',
      'README.md',
      'LICENSE',
    ])
      assert.ok(files.includes(want), want);
    assert.ok(files.some((f) => /^dist\/src\/theme\/styles\/.+\.css$/.test(f)));
    // No site content, tests, fixtures, benchmarks, or the checkout's sources and compiler.
    assert.deepEqual(
      files.filter((f) => /^(content|i18n|static|test|bench|examples|src|deploy|\.github)\//.test(f) || f === 'bin/engine.mjs' || f === 'site.config.ts'),
      [],
    );
    assert.ok(pack.entryCount < 1500, `${pack.entryCount} files`);

    const app = path.join(tmp, 'app');
    fs.mkdirSync(app);
    fs.writeFileSync(path.join(app, 'package.json'), '{ "name": "app", "private": true }\n');
    run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', tarball], app);
    const version = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).version;
    assert.equal(run('npx', ['--no', '--', 'imdocs', '--version'], app).trim(), version);

    // A new site, built by the installed package.
    assert.match(run('npx', ['--no', '--', 'imdocs', 'init', 'site'], app), /wrote a two-locale imdocs site/);
    assert.equal(JSON.parse(fs.readFileSync(path.join(app, 'site/package.json'), 'utf8')).dependencies.imdocs, `^${version}`);
    assert.match(run('npx', ['--no', '--', 'imdocs', 'build', '--dir', 'site'], app), /built 1\d pages \(en \d+, zh-Hans \d+\)/);
    const out = (rel: string) => fs.readFileSync(path.join(app, 'site/build', rel), 'utf8');
    assert.match(out('docs/intro.html'), /<h1[^>]*>Introduction<\/h1>/);
    assert.match(out('zh-Hans/docs/intro.html'), /<h1[^>]*>简介<\/h1>/);
    assert.match(out('blog/welcome.html'), /Welcome/);
    assert.match(out('zh-Hans/blog/welcome.html'), /欢迎/);
    assert.match(out('_imdocs/sidebar/en.docs.current.html'), /Write a page/);
    assert.ok(fs.existsSync(path.join(app, 'site/build/pagefind/pagefind-entry.json')));
    run('npx', ['--no', '--', 'imdocs', 'check', '--dir', 'site', '--no-build'], app);
    // It ran on the package's own compiled engine: nothing was compiled into the install.
    assert.equal(fs.existsSync(path.join(app, 'node_modules/imdocs/src')), false);
    assert.equal(fs.existsSync(path.join(app, 'node_modules/.cache/imdocs')), false);

    // The Docusaurus fixture, migrated and built by the installed package; it depends on the tarball.
    run('npx', ['--no', '--', 'imdocs', 'migrate', path.join(fixturesDir, 'docusaurus-site'), '--out', 'migrated', '--imdocs', tarball], app);
    assert.equal(JSON.parse(fs.readFileSync(path.join(app, 'migrated/package.json'), 'utf8')).dependencies.imdocs, `file:${tarball}`);
    run('npx', ['--no', '--', 'imdocs', 'build', '--dir', 'migrated', '--no-search'], app);
    assert.match(fs.readFileSync(path.join(app, 'migrated/build/docs/next/intro.html'), 'utf8'), /Lantern runs background jobs/);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});
