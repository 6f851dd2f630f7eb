/**
 * `imdocs init`: the scaffold is a two-locale site that builds with no warning (here on the engine's sources; the
 * installed package builds it in test/e2e/package.test.ts), it never writes over a site, and the `imdocs`
 * dependency it (and `imdocs migrate`) writes is this version unless told otherwise.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { initSite } from '../../../src/generator/init/initSite.ts';
import { imdocsDependency } from '../../../src/generator/init/dependency.ts';
import { UserError } from '../../../src/generator/errors.ts';
import { buildSite, repoRoot } from '../../helpers/site.ts';

test('init writes a two-locale site with docs, a sidebar and a blog post, and it builds without a warning', async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-init-'));
  try {
    const dir = path.join(tmp, 'My Docs');
    const { written, keptPackageJson } = initSite({ dir, imdocs: '^9.9.9' });
    assert.equal(keptPackageJson, false);
    assert.ok(written.includes('site.config.ts') && written.includes('sidebars.json') && written.includes('i18n/zh-Hans/blog/welcome.mdx'));
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    assert.deepEqual(pkg.dependencies, { imdocs: '^9.9.9' });
    assert.equal(pkg.name, 'my-docs');
    // The config imports defineConfig from the installed package; here the engine's sources stand in for it.
    const config = path.join(dir, 'site.config.ts');
    const text = fs.readFileSync(config, 'utf8');
    assert.match(text, /^import \{ defineConfig \} from 'imdocs';$/m);
    fs.writeFileSync(config, text.replace("from 'imdocs'", `from ${JSON.stringify(path.join(repoRoot, 'src/generator/config/schema.ts'))}`));
    const stats = await buildSite(dir);
    assert.deepEqual(stats.warnings, []);
    const out = (rel: string) => fs.readFileSync(path.join(dir, 'build', rel), 'utf8');
    for (const rel of [
      'index.html',
      'zh-Hans.html',
      'docs/intro.html',
      'docs/guides/write-a-page.html',
      'blog/welcome.html',
      'zh-Hans/docs/intro.html',
      'zh-Hans/blog/welcome.html',
    ])
      assert.ok(fs.existsSync(path.join(dir, 'build', rel)), rel);
    assert.match(out('zh-Hans/docs/intro.html'), /lang="zh-Hans"/);
    assert.match(out('zh-Hans/docs/intro.html'), /简介/);
    // The sidebar file orders the docs: the introduction, then the Guides category.
    const sidebar = out('_imdocs/sidebar/en.docs.current.html');
    assert.ok(sidebar.indexOf('Introduction') < sidebar.indexOf('Guides') && sidebar.indexOf('Guides') < sidebar.indexOf('Write a page'), sidebar);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});

test('init never writes over a site, and keeps a package.json that is already there', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-init-'));
  try {
    fs.writeFileSync(path.join(tmp, 'package.json'), '{ "name": "mine" }\n');
    assert.equal(initSite({ dir: tmp, imdocs: '^1.0.0' }).keptPackageJson, true);
    assert.equal(fs.readFileSync(path.join(tmp, 'package.json'), 'utf8'), '{ "name": "mine" }\n');
    assert.throws(
      () => initSite({ dir: tmp, imdocs: '^1.0.0' }),
      (e: unknown) => e instanceof UserError && /site\.config\.ts already exists/.test(e.message),
    );
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});

test('the imdocs dependency: this version by default, a local tarball or folder as file:, a range as given', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-dep-'));
  try {
    const tarball = path.join(tmp, 'imdocs-1.2.3.tgz');
    fs.writeFileSync(tarball, '');
    assert.equal(imdocsDependency(undefined, '1.20.0'), '^1.20.0');
    assert.equal(imdocsDependency(tarball, '1.20.0'), `file:${tarball}`);
    assert.equal(imdocsDependency(tmp, '1.20.0'), `file:${tmp}`);
    assert.equal(imdocsDependency('~1.2.0', '1.20.0'), '~1.2.0');
    assert.equal(imdocsDependency('file:../x.tgz', '1.20.0'), 'file:../x.tgz');
    assert.throws(() => imdocsDependency(path.join(tmp, 'missing.tgz'), '1.20.0'), /no such tarball or folder/);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});
