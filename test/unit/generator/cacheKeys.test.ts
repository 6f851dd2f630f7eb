import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { installedPackages } from '../../../src/generator/mdx/engineVersion.ts';
import { importClosure } from '../../../src/generator/moduleClosure.ts';
import { copyEngineCheckout, copyFixtureSite, repoRoot } from '../../helpers/site.ts';

test("installedPackages: npm's record of node_modules, else the lock file", () => {
  const checkout = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-installed-'));
  try {
    assert.equal(installedPackages(checkout), 'unrecorded');
    fs.writeFileSync(path.join(checkout, 'package-lock.json'), '{"packages":{"node_modules/shiki":{"version":"4.6.0"}}}');
    const locked = installedPackages(checkout);
    fs.mkdirSync(path.join(checkout, 'node_modules'));
    fs.writeFileSync(path.join(checkout, 'node_modules', '.package-lock.json'), '{"packages":{"node_modules/shiki":{"version":"4.6.0"}}}\n');
    const installed = installedPackages(checkout);
    assert.notEqual(installed, locked);
    fs.writeFileSync(path.join(checkout, 'node_modules', '.package-lock.json'), '{"packages":{"node_modules/shiki":{"version":"4.7.0"}}}\n');
    assert.notEqual(installedPackages(checkout), installed);
    // The package installed in a site: the record of the node_modules it sits in (npm hoists its packages there).
    const site = path.join(checkout, 'site');
    const pkg = path.join(site, 'node_modules', 'imdocs');
    fs.mkdirSync(pkg, { recursive: true });
    fs.writeFileSync(path.join(site, 'node_modules', '.package-lock.json'), '{"packages":{"node_modules/shiki":{"version":"4.6.0"}}}\n');
    const inSite = installedPackages(pkg);
    assert.notEqual(inSite, 'unrecorded');
    fs.writeFileSync(path.join(site, 'node_modules', '.package-lock.json'), '{"packages":{"node_modules/shiki":{"version":"4.7.0"}}}\n');
    assert.notEqual(installedPackages(pkg), inSite);
  } finally {
    fs.rmSync(checkout, { recursive: true, force: true });
  }
});

/** `imdocs build` of `site` by the engine copy in `checkout` (bin/imdocs.mjs); its output, once it succeeded. */
function buildWith(checkout: string, site: string, ...args: string[]): string {
  const r = spawnSync(process.execPath, [path.join(checkout, 'bin', 'imdocs.mjs'), 'build', '--dir', site, ...args], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', CI: '1' },
  });
  assert.equal(r.status, 0, `${r.stdout}${r.stderr}`);
  return `${r.stdout}${r.stderr}`;
}

test('importClosure: the modules imported at run time, directly or not; type-only imports and packages left out', () => {
  const src = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-closure-'));
  try {
    const write = (rel: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(src, rel)), { recursive: true });
      fs.writeFileSync(path.join(src, rel), text);
    };
    write(
      'a/entry.ts',
      "import fs from 'node:fs';\nimport { b } from './b.ts';\nimport type { T } from '../types/t.ts';\nexport type { U } from './u.ts';\nconst later = () => import('../c/lazy.tsx');\n",
    );
    write('a/b.ts', "export { d } from '../d.ts';\nimport './side.ts';\n");
    write('a/side.ts', '');
    write('c/lazy.tsx', "import { e } from './e.ts';\n");
    write('c/e.ts', "import { b } from '../a/b.ts';\n");
    write('d.ts', '');
    write('types/t.ts', "import { never } from '../never.ts';\n");
    write('a/u.ts', '');
    write('never.ts', '');
    assert.deepEqual(importClosure(src, ['a/entry.ts']), ['a/b.ts', 'a/entry.ts', 'a/side.ts', 'c/e.ts', 'c/lazy.tsx', 'd.ts']);
  } finally {
    fs.rmSync(src, { recursive: true, force: true });
  }
});

/**
 * What makes a cached entry must key it: another version of a package (a grammar, the MDX compiler, React)
 * changes pages without any change to the site or the engine's sources, so does a module the render threads
 * import from outside the theme and the renderer, and our search code changes what Pagefind indexes of
 * unchanged pages. The engine runs from a copy of `bin/` and `src/` whose `node_modules`
 * links this checkout's packages and holds its own record of them, so the test changes nothing of the repository.
 */
test('cache keys: another installed package version, or an edit of code the render runs, renders every page again; an edit of the search code indexes again', () => {
  const checkout = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-cache-keys-'));
  const site = copyFixtureSite('basic', 'cache-keys');
  try {
    copyEngineCheckout(checkout, ['.package-lock.json']);
    const record = path.join(checkout, 'node_modules', '.package-lock.json');
    const original = fs.readFileSync(path.join(repoRoot, 'node_modules', '.package-lock.json'), 'utf8');
    fs.writeFileSync(record, original);

    /** Pages reused and rendered by a build, and the search index entries in the cache after it. */
    const build = () => {
      const output = buildWith(checkout, site, '--verbose');
      const m = /page cache: (\d+) reused, (\d+) to render/.exec(output);
      assert.ok(m, output);
      const indexes = path.join(site, '.imdocs-cache', 'pagefind');
      const entries = fs.readdirSync(indexes).flatMap((lang) => fs.readdirSync(path.join(indexes, lang)).map((hash) => `${lang}/${hash}`));
      return { reused: Number(m[1]), rendered: Number(m[2]), indexes: entries.sort() };
    };
    const cold = build();
    assert.equal(cold.reused, 0);
    assert.ok(cold.rendered > 10, `${cold.rendered} pages rendered`);
    assert.ok(cold.indexes.length > 0);
    assert.deepEqual(build(), { reused: cold.rendered, rendered: 0, indexes: cold.indexes });

    // `npm install shiki@…`: npm records the new version; nothing else changes. The pages come out the same
    // here, so the search indexes (keyed by the pages' HTML) are reused.
    const shiki = /("node_modules\/shiki": \{\s*"version": ")([^"]+)"/;
    assert.match(original, shiki);
    const engines = () => fs.readdirSync(path.join(checkout, 'node_modules', '.cache', 'imdocs')).filter((n) => n.startsWith('engine-'));
    const compiled = engines();
    fs.writeFileSync(record, original.replace(shiki, '$1$2-other"'));
    assert.deepEqual(build(), { reused: 0, rendered: cold.rendered, indexes: cold.indexes });
    // The compiled engine (bin/engine.mjs) is compiled again too: it inlines some packages (zod, yaml…).
    assert.equal(engines().filter((n) => !compiled.includes(n)).length, 1);

    // What Pagefind reads of each page is made by the search code: the same pages are indexed again (they are
    // rendered again too: the render threads run that code).
    const edit = (rel: string) => fs.appendFileSync(path.join(checkout, 'src', rel), '\n// edited\n');
    edit('generator/search/searchMeta.ts');
    const edited = build();
    assert.equal(edited.indexes.length, cold.indexes.length);
    assert.deepEqual(
      edited.indexes.filter((e) => cold.indexes.includes(e)),
      [],
      'every index entry is new',
    );

    // Code the render threads import from outside the theme and the renderer (how a page's image paths are
    // resolved) renders every page again; code they never run (the check command's report) does not.
    edit('generator/content/siteFiles.ts');
    const resolved = build();
    assert.deepEqual({ reused: resolved.reused, rendered: resolved.rendered }, { reused: 0, rendered: cold.rendered });
    edit('generator/check/formatReport.ts');
    assert.deepEqual(build(), { reused: cold.rendered, rendered: 0, indexes: resolved.indexes });
  } finally {
    fs.rmSync(checkout, { recursive: true, force: true });
    fs.rmSync(site, { recursive: true, force: true });
  }
});

/** The reference data of an earlier build is reused only while the code that loaded it is the same, wherever it sits. */
test("cache keys: an edit of a module the SDK reference's loader imports from outside its folder loads the data again", () => {
  const checkout = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-cache-keys-'));
  const site = copyFixtureSite('sdk-site', 'cache-keys-sdk');
  try {
    copyEngineCheckout(checkout);
    /** The key of the cached SDK reference data after a build. */
    const build = () => {
      buildWith(checkout, site, '--no-search');
      const [entry] = fs.readdirSync(path.join(site, '.imdocs-cache')).filter((f) => f.startsWith('sdk-reference.'));
      return (JSON.parse(fs.readFileSync(path.join(site, '.imdocs-cache', entry), 'utf8')) as { key: string }).key;
    };
    const first = build();
    assert.equal(build(), first);
    // The YAML reader the catalogue is read with sits in generator/content.
    fs.appendFileSync(path.join(checkout, 'src', 'generator', 'content', 'yamlText.ts'), '\n// edited\n');
    assert.notEqual(build(), first);
  } finally {
    fs.rmSync(checkout, { recursive: true, force: true });
    fs.rmSync(site, { recursive: true, force: true });
  }
});
