/**
 * A Docusaurus website whose docs live beside it in the same repository (test/fixtures/docusaurus-repo:
 * `website/` with `docs.path: '../docs'`). `imdocs migrate` reads inside the git repository that holds the site
 * (or a `--root` the maintainer names) and nothing outside it; the migrated site builds as Docusaurus builds it:
 * a broken anchor only warns (Docusaurus' `onBrokenAnchors` default), a link such as `reference/tide-tables.md`
 * is found from the docs root, and a doc whose frontmatter `id` is its folder's name stays below the folder.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../../src/generator/build/build.ts';
import { migrateSite } from '../../../src/generator/migrate/migrateSite.ts';
import { UserError } from '../../../src/generator/errors.ts';
import { fixturesDir, repoRoot, silentLogger } from '../../helpers/site.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-migrate-repo-'));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A copy of the fixture repository under `name`; with `git`, marked as a git checkout (a `.git` folder). */
function repoCopy(name: string, git: boolean): string {
  const dir = path.join(tmp, name);
  fs.cpSync(path.join(fixturesDir, 'docusaurus-repo'), dir, { recursive: true });
  if (git) fs.mkdirSync(path.join(dir, '.git'));
  return dir;
}

const SECRET = 'not-for-the-migrated-site';
const out = path.join(tmp, 'out');
let notes: string[] = [];
let warnings: string[] = [];

before(async () => {
  const repo = repoCopy('repo', true);
  // A file outside the repository, reached through a symlink inside its docs: never carried.
  fs.writeFileSync(path.join(tmp, 'secret.md'), `# Secret\n\n${SECRET}\n`);
  fs.symlinkSync(path.join(tmp, 'secret.md'), path.join(repo, 'docs/leak.md'));
  ({ notCarried: notes } = await migrateSite({ from: path.join(repo, 'website'), to: out, engineDir: repoRoot }));
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(out, 'node_modules'));
  const stats = await build({ siteDir: out, outDir: 'build', workers: 0, search: false, logger: silentLogger() });
  warnings = stats.warnings.map((w) => w.message);
});

const html = (route: string) => fs.readFileSync(path.join(out, `build${route}.html`), 'utf8');

test('docs beside the website, in the same git repository, are carried; a symlink out of the repository is not', () => {
  assert.ok(fs.existsSync(path.join(out, 'content/docs/intro.md')));
  assert.ok(fs.existsSync(path.join(out, 'content/docs/reference/tide-tables.md')));
  assert.ok(fs.existsSync(path.join(out, 'sidebars.js')), 'the sidebars file of the website is carried');
  assert.ok(!fs.existsSync(path.join(out, 'content/docs/leak.md')));
  assert.ok(
    !fs.readdirSync(out, { recursive: true }).some((f) => String(f).endsWith('.md') && fs.readFileSync(path.join(out, String(f)), 'utf8').includes(SECRET)),
  );
  assert.ok(
    notes.some((n) => /leak\.md: not carried \(a symlink to a file outside/.test(n)),
    notes.join('\n'),
  );
  assert.match(html('/docs/intro'), /Welcome aboard/);
});

test('outside a git repository the docs folder beside the site is refused, unless --root names a folder holding both', async () => {
  const plain = repoCopy('plain', false);
  const from = path.join(plain, 'website');
  await assert.rejects(migrateSite({ from, to: path.join(tmp, 'out-plain'), engineDir: repoRoot }), (e: unknown) => {
    assert.ok(e instanceof UserError, String(e));
    assert.match(e.message, /names "\.\.\/docs", which is outside the site /);
    return true;
  });
  assert.ok(!fs.existsSync(path.join(tmp, 'out-plain/content')));
  await assert.rejects(
    migrateSite({ from, to: path.join(tmp, 'out-other'), engineDir: repoRoot, root: path.join(tmp, 'repo') }),
    /does not hold the Docusaurus site/,
  );
  await assert.rejects(migrateSite({ from, to: path.join(tmp, 'out-fs-root'), engineDir: repoRoot, root: '/' }), /file-system root/);
  await migrateSite({ from, to: path.join(tmp, 'out-root'), engineDir: repoRoot, root: plain });
  assert.ok(fs.existsSync(path.join(tmp, 'out-root/content/docs/basics/basics.md')));
});

test('a docs path that leaves the repository, or goes through a hidden folder, is refused', async () => {
  const repo = repoCopy('repo-escape', true);
  const config = path.join(repo, 'website/docusaurus.config.js');
  fs.mkdirSync(path.join(repo, '.private'));
  fs.writeFileSync(path.join(repo, '.private/a.md'), `# A\n\n${SECRET}\n`);
  fs.mkdirSync(path.join(tmp, 'outside'));
  fs.writeFileSync(path.join(tmp, 'outside/b.md'), `# B\n\n${SECRET}\n`);
  for (const docsPath of ['../../outside', '../.private']) {
    fs.writeFileSync(
      config,
      fs.readFileSync(path.join(fixturesDir, 'docusaurus-repo/website/docusaurus.config.js'), 'utf8').replace("'../docs'", `'${docsPath}'`),
    );
    const to = path.join(tmp, `out-escape-${docsPath.length}`);
    await assert.rejects(migrateSite({ from: path.join(repo, 'website'), to, engineDir: repoRoot }), (e: unknown) => {
      assert.ok(e instanceof UserError, String(e));
      assert.match(e.message, /which is outside the git repository .* that holds the site \(name another folder with --root\)/);
      return true;
    });
    assert.ok(!fs.existsSync(path.join(to, 'content')));
  }
});

test("a broken anchor warns, as Docusaurus' onBrokenAnchors default; the migrated config says so and 'throw' fails the build", async () => {
  assert.match(fs.readFileSync(path.join(out, 'site.config.ts'), 'utf8'), /"onBrokenAnchors": "warn"/);
  assert.ok(
    warnings.some((w) => /"\/docs\/intro#no-such-heading" links to a missing anchor/.test(w)),
    warnings.join('\n'),
  );
  const strict = path.join(tmp, 'strict');
  fs.cpSync(out, strict, { recursive: true, filter: (f) => !f.includes(`${path.sep}build`) && !f.endsWith('node_modules') });
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(strict, 'node_modules'));
  const config = path.join(strict, 'site.config.ts');
  fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace('"onBrokenAnchors": "warn"', '"onBrokenAnchors": "throw"'));
  await assert.rejects(build({ siteDir: strict, outDir: 'build', workers: 0, search: false, logger: silentLogger() }), (e: unknown) => {
    assert.ok(e instanceof UserError, String(e));
    assert.match(e.message, /links to a missing anchor/);
    assert.match(e.hint ?? '', /onBrokenAnchors: "warn"/);
    return true;
  });
});

test('a file link without ./ is found from the docs root first, as Docusaurus resolves it', () => {
  assert.match(html('/docs/basics'), /<a href="\/docs\/reference\/tide-tables">the tide tables page<\/a>/);
});

test('folder pages: a file named after its folder or index is the folder page; an id named after the folder is not', () => {
  assert.match(html('/docs/basics'), /Basics/);
  assert.match(html('/docs/reference'), /Reference overview/);
  assert.match(html('/docs/reference/reference'), /Reference home/);
  const sidebar = /data-sidebar=""[\s\S]*?<\/nav>/.exec(html('/docs/intro'))![0];
  const hrefs = [...sidebar.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
  assert.deepEqual(hrefs, ['/docs/intro', '/docs/basics', '/docs/reference/reference', '/docs/reference/tide-tables', '/docs/reference']);
});

test('a React page moves to content/pages (.js → .jsx) with the CSS module it imports and renders at its route', () => {
  assert.ok(fs.existsSync(path.join(out, 'content/pages/index.jsx')));
  assert.ok(fs.existsSync(path.join(out, 'content/pages/styles.module.css')));
  assert.ok(!fs.existsSync(path.join(out, 'content/pages/index.md')), 'no generated home page');
  assert.ok(!fs.existsSync(path.join(out, 'content/pages/_TideChart.jsx')) && !fs.existsSync(path.join(out, 'content/pages/_TideChart.js')));
  const home = html('/index');
  assert.match(home, /<title>Harbour tables \| Tidewater<\/title>/);
  assert.match(
    home,
    /<div class="home-wrapper"><header class="[^"]*hero[^"]*"><h1>Tidewater<\/h1><p>Tables for small harbours<\/p><a href="\/docs\/intro"[^>]*>Read the docs<\/a>/,
  );
});

test('a React page that imports a module imdocs does not provide is listed with the reason, not copied', () => {
  assert.ok(
    notes.some(
      (n) =>
        n ===
        'page src/pages/almanac.js: a React page is not carried (it imports @docusaurus/useGlobalData, which imdocs does not provide); write it as content/pages/almanac.jsx or an .mdx page',
    ),
    notes.join('\n'),
  );
  assert.ok(!fs.existsSync(path.join(out, 'content/pages/almanac.jsx')));
  assert.ok(!notes.some((n) => /index\.js|_TideChart/.test(n)), notes.join('\n'));
});

test("a file of the repository outside the website that a page imports is carried under outside/, and the page's import follows it", () => {
  assert.ok(fs.existsSync(path.join(out, 'outside/stations.json')));
  assert.match(fs.readFileSync(path.join(out, 'content/pages/stations.jsx'), 'utf8'), /from '\.\.\/\.\.\/outside\/stations\.json'/);
  assert.match(html('/stations'), /<ul class="stations" data-path="\/stations"><li>Gull Point<\/li><li>Kelp Bay<\/li><\/ul>/);
});

test('a relative image from the docs beside the website into its static folder still finds the file', () => {
  assert.match(
    fs.readFileSync(path.join(out, 'content/docs/reference/tide-tables.md'), 'utf8'),
    /!\[A buoy by the table\]\(\.\.\/\.\.\/\.\.\/static\/img\/buoy\.svg\)/,
  );
  assert.match(html('/docs/reference/tide-tables'), /<img[^>]+alt="A buoy by the table"/);
});

test("the new tsconfig.json names the engine where npm installs it (node_modules/imdocs), not only this checkout's path", () => {
  const { include } = JSON.parse(fs.readFileSync(path.join(out, 'tsconfig.json'), 'utf8')) as { include: string[] };
  assert.deepEqual(include.slice(0, 3), ['**/*', 'node_modules/imdocs/src/**/*', 'node_modules/imdocs/bin/**/*']);
});
