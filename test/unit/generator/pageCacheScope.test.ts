import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { build } from '../../../src/generator/build/build.ts';
import { copyFixtureSite, edit, fileTree, silentLogger } from '../../helpers/site.ts';

/**
 * A warm build renders again exactly the pages an edit changes, and restores the others from the page cache.
 * A restored page is a hard link to its cached file, so it keeps the time that file was written; a page
 * rendered by the build is written during it. The pages of a build are therefore read off the output's
 * modification times.
 */
async function rebuild(site: string): Promise<string[]> {
  await new Promise((r) => setTimeout(r, 60));
  const started = Date.now() - 20;
  await build({ siteDir: site, outDir: 'build', workers: 0, search: false, logger: silentLogger() });
  return pages(site, started);
}

/** The pages of the last build (its HTML files written since `since`), by route. */
function pages(site: string, since = 0): string[] {
  const out = path.join(site, 'build');
  return (
    fs
      .readdirSync(out, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.html') && fs.statSync(path.join(out, f)).mtimeMs >= since)
      // Section redirects (`/docs` → its first page) are written by every build, not rendered.
      .filter((f) => !fs.readFileSync(path.join(out, f), 'utf8').includes('http-equiv="refresh"'))
      .map((f) => `/${f.replace(/\\/g, '/').replace(/\.html$/, '')}`)
      .sort()
  );
}

test('a warm build renders exactly what an edit changes: a page, a title, a translation, a UI message, a TSX page, the config', async () => {
  const site = copyFixtureSite('basic', 'page-cache-scope');
  const all = await rebuild(site);
  assert.ok(all.length > 20, `${all.length} pages`);
  assert.deepEqual(await rebuild(site), [], 'nothing changed: every page restored');

  // A body edit of an English page: it, and the Chinese page that shows it untranslated.
  edit(site, 'content/docs/getting-started/configure.mdx', '\n## ', '\nEdited body text.\n\n## ');
  assert.deepEqual(await rebuild(site), ['/docs/getting-started/configure', '/zh-Hans/docs/getting-started/configure']);

  // Its title is in the sidebar of its version: every page of that sidebar in both locales, and the sidebar chunks.
  edit(site, 'content/docs/getting-started/configure.mdx', 'title: ', 'title: Renamed ');
  const sidebar = ['/docs/getting-started/configure', '/docs/getting-started/install', '/docs/intro'];
  assert.deepEqual(
    await rebuild(site),
    ['/_imdocs/sidebar/en.docs.current', '/_imdocs/sidebar/zh-Hans.docs.current', ...sidebar, ...sidebar.map((r) => `/zh-Hans${r}`)].sort(),
  );

  // A translated page: that page only.
  edit(site, 'i18n/zh-Hans/docs/intro.mdx', '\n## ', '\n编辑。\n\n## ');
  assert.deepEqual(await rebuild(site), ['/zh-Hans/docs/intro']);

  // A UI message of one locale: every page of that locale, none of the other.
  edit(site, 'i18n/zh-Hans/code.json', '本页总览', '本页目录');
  const zh = all.filter((r) => r.startsWith('/zh-Hans') || r.startsWith('/_imdocs/sidebar/zh-Hans.'));
  assert.ok(zh.length > 10 && zh.length < all.length, `${zh.length} of ${all.length}`);
  assert.deepEqual(await rebuild(site), zh);

  // A TSX page: it, in each locale.
  edit(site, 'content/pages/index.tsx', 'Fixture home', 'Fixture home page');
  assert.deepEqual(await rebuild(site), ['/index', '/zh-Hans']);

  // A page added to a sidebar: it (and its untranslated zh fallback), the pages of that sidebar and its chunks,
  // though every page's links and navbar were checked against the site's routes.
  const added = path.join(site, 'content/docs/getting-started/added.mdx');
  fs.writeFileSync(added, '---\ntitle: Added\nsidebar_position: 3\n---\n\nAn added page.\n');
  const sidebarAdded = [...sidebar, '/docs/getting-started/added'];
  assert.deepEqual(
    await rebuild(site),
    ['/_imdocs/sidebar/en.docs.current', '/_imdocs/sidebar/zh-Hans.docs.current', ...sidebarAdded, ...sidebarAdded.map((r) => `/zh-Hans${r}`)].sort(),
  );
  // Removed again: every page is as it was before, and comes from the cache.
  fs.rmSync(added);
  assert.deepEqual(await rebuild(site), []);

  // A page for the navbar's broken doc item ("does-not-exist"): every page asked whether it exists, and every page
  // renders again (its navbar now links there).
  fs.writeFileSync(path.join(site, 'content/docs/does-not-exist.mdx'), '---\ntitle: Now exists\n---\n\nText.\n');
  const withItem = await rebuild(site);
  // (Sidebar chunks have no navbar: those of other sidebars stay cached.)
  assert.deepEqual(
    all.filter((r) => !r.startsWith('/_imdocs/sidebar/') && !withItem.includes(r)),
    [],
  );

  // A relative link to another file: the page follows that file's route when it moves (a slug), though nothing
  // in its own job changed.
  edit(site, 'content/pages/faq.mdx', 'Because.', 'Because. See the [configuration page](../docs/getting-started/configure.mdx).');
  assert.deepEqual(await rebuild(site), ['/faq', '/zh-Hans/faq']);
  edit(site, 'content/docs/getting-started/configure.mdx', 'sidebar_position: 2', 'sidebar_position: 2\nslug: setup');
  const moved = await rebuild(site);
  assert.ok(moved.includes('/docs/getting-started/setup') && moved.includes('/faq') && moved.includes('/zh-Hans/faq'), moved.join(' '));
  assert.match(fs.readFileSync(path.join(site, 'build/faq.html'), 'utf8'), /href="\/docs\/getting-started\/setup"/);
  assert.deepEqual(
    moved.filter((r) => r.includes('/blog/')),
    [],
  );

  // The config: every page.
  edit(site, 'site.config.ts', "tagline: 'A small site", "tagline: 'A tiny site");
  assert.deepEqual(await rebuild(site), pages(site));

  // A page and a UI message back to its first text, then no stale page anywhere: the output equals a build without the cache.
  edit(site, 'content/docs/intro.mdx', '\n## ', '\nIntro edited.\n\n## ');
  fs.writeFileSync(
    path.join(site, 'i18n/zh-Hans/code.json'),
    fs.readFileSync(path.join(site, 'i18n/zh-Hans/code.json'), 'utf8').replace('本页目录', '本页总览'),
  );
  await rebuild(site);
  await build({ siteDir: site, outDir: 'fresh', workers: 0, search: false, cache: false, logger: silentLogger() });
  assert.deepEqual(fileTree(path.join(site, 'build')), fileTree(path.join(site, 'fresh')));
});

test('a warm build renders again only the pages that read the reference data an edit changed, not the others', async () => {
  const site = copyFixtureSite('restapi-site', 'page-cache-references');
  const all = await rebuild(site);
  const restapi = all.filter((r) => /^(\/zh-Hans)?\/restapi\//.test(r));
  assert.ok(restapi.length > 8 && all.length > restapi.length, `${restapi.length} of ${all.length} pages`);
  assert.deepEqual(await rebuild(site), [], 'nothing changed: every page restored');

  // An operation's description: the pages whose components read the REST data (the operation pages, and the
  // overviews and tables that list operations), in both locales; never the home page nor the sidebars.
  edit(site, 'content/restapi/openapi/paths/auth.yaml', 'Exchanges the shared secret', 'Trades the shared secret');
  const again = await rebuild(site);
  assert.ok(again.includes('/restapi/apis/authenticationManagement/getAdminToken'), again.join(', '));
  assert.ok(again.includes('/zh-Hans/restapi/apis/authenticationManagement/getAdminToken'), again.join(', '));
  assert.ok(!again.some((r) => r === '/' || r === '/zh-Hans' || r.startsWith('/_imdocs/')), again.join(', '));
  assert.ok(again.length < all.length, `${again.length} of ${all.length} pages rendered again`);
  assert.match(fs.readFileSync(path.join(site, 'build/restapi/apis/authenticationManagement/getAdminToken.html'), 'utf8'), /Trades the shared secret/);
});
