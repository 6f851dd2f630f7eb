import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { startDevServer } from '../../src/generator/dev/devServer.ts';
import type { DevUpdate } from '../../src/generator/dev/devSite.ts';
import { copyFixtureSite, repoRoot, silentLogger } from '../helpers/site.ts';
import { bulkName, bulkPage } from '../helpers/bulkPages.ts';

/**
 * What a maintainer does first with `imdocs dev`: open a page, save an edit at once, and see it, while the site is
 * still rendering behind; after `imdocs build`, a dev start that renders nothing the build rendered; and edits of
 * what pages read besides their own text (a partial, a component of the site, JSON data) rendering exactly the
 * pages that read them.
 */

const PAGES = 150;
const name = bulkName;

function bulkSite(prefix: string, pages = PAGES): { site: string; bulk: string } {
  const site = copyFixtureSite('dev-basic', prefix);
  const bulk = path.join(site, 'content', 'guides', 'bulk');
  fs.mkdirSync(bulk, { recursive: true });
  for (let i = 0; i < pages; i++) fs.writeFileSync(path.join(bulk, `${name(i)}.mdx`), bulkPage(i));
  return { site, bulk };
}

const append = (file: string, text: string) => fs.writeFileSync(file, `${fs.readFileSync(file, 'utf8').trimEnd()}\n\n${text}\n`);
const has = (file: string, text: string) => fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes(text);

async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 90_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) assert.fail(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

test('an edit saved right after the first page is served reaches its page before the background render ends, and the render never writes the older text over it', async () => {
  const { site, bulk } = bulkSite('imdocs-dev-edit-first');
  const dev = await startDevServer({ siteDir: site, port: 0, logger: silentLogger(), watchTheme: false, search: false, workers: 1 });
  try {
    const out = (locale: string, i: number) => path.join(dev.site.outDir, ...(locale === 'en' ? [] : [locale]), 'guides', 'bulk', `${name(i)}.html`);
    const written = () => fs.readdirSync(path.join(dev.site.outDir, 'guides', 'bulk')).filter((f) => f.endsWith('.html')).length;
    const first = await fetch(`${dev.url}/guides/bulk/${name(0)}`);
    assert.equal(first.status, 200);
    await first.text();

    // Saved the moment the page is served: that page, and one the background render has not reached yet.
    append(path.join(bulk, `${name(0)}.mdx`), 'Edited first page.');
    append(path.join(bulk, `${name(PAGES - 1)}.mdx`), 'Edited last page.');
    await until('both edits written', () => has(out('en', 0), 'Edited first page.') && has(out('en', PAGES - 1), 'Edited last page.'));
    const writtenThen = written();
    assert.ok(writtenThen < PAGES, `the edits were written only after ${writtenThen} of ${PAGES} pages: they waited for the background render`);
    assert.match(await (await fetch(`${dev.url}/guides/bulk/${name(0)}`)).text(), /Edited first page\./);

    // Once the render is over, both pages (and the zh-Hans fallback of the last) still carry the edits.
    await dev.whenIdle();
    assert.equal(written(), PAGES);
    assert.ok(has(out('en', 0), 'Edited first page.'), 'the first page kept its edit');
    assert.ok(has(out('en', PAGES - 1), 'Edited last page.'), 'the last page kept its edit');
    assert.ok(has(out('zh-Hans', PAGES - 1), 'Edited last page.'), 'the fallback of the last page has it too');
  } finally {
    await dev.close();
    fs.rmSync(site, { recursive: true, force: true });
  }
});

test('imdocs dev after imdocs build (both as npm runs them, on the compiled engine) renders no page the build rendered', async () => {
  const { site, bulk } = bulkSite('imdocs-dev-after-build', 60);
  let child: ReturnType<typeof spawn> | undefined;
  try {
    const cli = path.join(repoRoot, 'bin', 'imdocs.mjs');
    const build = spawn(process.execPath, [cli, 'build', '--dir', site], { stdio: ['ignore', 'pipe', 'pipe'] });
    let buildOutput = '';
    build.stdout!.on('data', (d: Buffer) => (buildOutput += d));
    build.stderr!.on('data', (d: Buffer) => (buildOutput += d));
    assert.equal(await new Promise((r) => build.once('exit', r)), 0, buildOutput);

    child = spawn(process.execPath, [cli, 'dev', '--dir', site, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
    let output = '';
    child.stdout!.on('data', (d: Buffer) => (output += d));
    child.stderr!.on('data', (d: Buffer) => (output += d));
    await until('every page ready', () => /✔ all \d+ pages ready/.test(output));
    const summary = /✔ all (\d+) pages ready[^\n]*/.exec(output)!;
    assert.doesNotMatch(summary[0], /rendered/, `dev rendered pages the build had rendered: ${summary[0]}`);
    assert.match(summary[0], new RegExp(`\\(${summary[1]} from the page cache\\)`));
    assert.ok(Number(summary[1]) >= 2 * 60, summary[0]);

    // And an edit after it is served.
    const url = /at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)![1];
    append(path.join(bulk, `${name(3)}.mdx`), 'Edited after the build.');
    await until('the edit served', async () => (await (await fetch(`${url}/guides/bulk/${name(3)}`)).text()).includes('Edited after the build.'));
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child!.once('exit', r));
      child.kill('SIGINT');
      await exited;
    }
    fs.rmSync(site, { recursive: true, force: true });
  }
});

test('an edit of a partial, of a component of the site and of JSON data renders exactly the pages that read it', async () => {
  const site = copyFixtureSite('dev-basic', 'imdocs-dev-reads');
  const reads = path.join(site, 'content', 'guides', 'reads');
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
    fs.writeFileSync(path.join(site, rel), text);
  };
  write('content/guides/reads/_shared.mdx', 'Shared words ONE.\n');
  write('src/components/Badge.tsx', 'export default function Badge() {\n  return <span className="badge">Badge ONE</span>;\n}\n');
  write('data/versions.json', '{ "latest": "Version ONE" }\n');
  const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;
  write(
    'content/guides/reads/a.mdx',
    page('A', "import Shared from './_shared.mdx';\nimport Badge from '@site/src/components/Badge';\n\n<Shared />\n\n<Badge />"),
  );
  write('content/guides/reads/b.mdx', page('B', "import Shared from './_shared.mdx';\n\n<Shared />"));
  write('content/guides/reads/c.mdx', page('C', "import versions from '@site/data/versions.json';\n\nLatest: {versions.latest}"));
  write('content/guides/reads/d.mdx', page('D', 'Reads nothing else.'));
  const dev = await startDevServer({ siteDir: site, port: 0, logger: silentLogger(), watchTheme: false, search: false });
  try {
    await dev.whenIdle();
    assert.equal(dev.site.errors.size, 0, [...dev.site.errors.values()].map((e) => e.message).join('; '));
    const text = async (route: string) => (await fetch(dev.url + route)).text();
    assert.match(await text('/guides/reads/a'), /Shared words ONE[\s\S]*Badge ONE/);
    assert.match(await text('/guides/reads/c'), /Version ONE/);

    const next = () => new Promise<DevUpdate>((resolve) => dev.events.once('update', resolve));
    const pagesOf = (...names: string[]) => names.flatMap((n) => [`/guides/reads/${n}`, `/zh-Hans/guides/reads/${n}`]).sort();
    const cases: [string, string, string, string[]][] = [
      ['content/guides/reads/_shared.mdx', 'Shared words ONE.', 'Shared words TWO.', pagesOf('a', 'b')],
      ['src/components/Badge.tsx', 'Badge ONE', 'Badge TWO', pagesOf('a')],
      ['data/versions.json', 'Version ONE', 'Version TWO', pagesOf('c')],
    ];
    for (const [rel, from, to, expected] of cases) {
      const updated = next();
      const file = path.join(site, rel);
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(from, to));
      const update = await Promise.race([updated, new Promise<undefined>((r) => setTimeout(r, 30_000))]);
      assert.ok(update, `no update after an edit of ${rel}`);
      assert.deepEqual([...update.routes].sort(), expected, `${rel}: the pages rendered again`);
      for (const route of expected) assert.ok((await text(route)).includes(to), `${route} shows ${to}`);
    }
    assert.match(await text('/guides/reads/d'), /Reads nothing else/);
    assert.ok(fs.existsSync(path.join(reads, 'd.mdx')));
  } finally {
    await dev.close();
    fs.rmSync(site, { recursive: true, force: true });
  }
});
