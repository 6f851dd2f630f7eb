/**
 * Docs tags (front matter `tags`, labels, descriptions and permalinks from the section's `tags.yml`, a locale's own
 * `tags.yml` first): a tags index and a page per tag listing each doc's title and description, as Docusaurus builds
 * them; kept out of the sitemap like the blog's tag pages; a doc's footer links its tags' pages.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { loadSite } from '../../../src/generator/build/loadSite.ts';
import { planPages } from '../../../src/generator/build/planPages.ts';
import { sitemapRoutes } from '../../../src/generator/build/writeSitemap.ts';
import { docExcerpt } from '../../../src/generator/content/docExcerpt.ts';
import { tagsByLetter } from '../../../src/theme/components/Blog.tsx';
import { copyFixtureSite, edit, silentLogger } from '../../helpers/site.ts';

function taggedSite(): string {
  const site = copyFixtureSite('basic', 'doc-tags');
  edit(site, 'content/docs/getting-started/install.mdx', 'sidebar_position: 1\n', 'sidebar_position: 1\ntags:\n  - setup\n  - cli\n');
  edit(site, 'content/docs/getting-started/configure.mdx', 'sidebar_position: 2\n', 'sidebar_position: 2\ntags: [setup]\n');
  // No description in the front matter: the tag page shows the first line of prose of the body.
  edit(site, 'content/docs/getting-started/configure.mdx', 'description: Configure the fixture.\n', '');
  edit(
    site,
    'content/docs/getting-started/configure.mdx',
    '## Options\n',
    '# Configure\n\nEvery **option** has a [default](./install.mdx).\nA second line.\n\n## Options\n',
  );
  fs.writeFileSync(
    path.join(site, 'content/docs/tags.yml'),
    'setup:\n  label: Setting up\n  permalink: /first-steps\n  description: Pages to read before the rest.\n',
  );
  fs.writeFileSync(path.join(site, 'i18n/zh-Hans/docs/tags.yml'), 'setup:\n  label: 准备\n  permalink: /first-steps\n  description: 先读这些页面。\n');
  edit(site, 'i18n/zh-Hans/docs/getting-started/install.mdx', /^---\n/, '---\ntags:\n  - setup\n');
  return site;
}

test('tagged docs get a tags index and a page per tag, with tags.yml labels, descriptions and permalinks', async () => {
  const site = taggedSite();
  const loaded = await loadSite({ siteDir: site, logger: silentLogger() });
  const jobs = planPages(loaded.model, loaded.lastUpdated, loaded.messages);
  const list = (route: string) => {
    const job = jobs.find((j) => j.kind === 'list' && j.page.route === route);
    assert.ok(job && job.kind === 'list', `a page at ${route}`);
    return job;
  };

  const index = list('/docs/tags');
  assert.equal(index.heading, 'Tags');
  assert.deepEqual(index.tags?.map((t) => [t.label, t.route, t.count, t.countText]).sort(), [
    ['Setting up', '/docs/tags/first-steps', 2, '2 docs'],
    ['cli', '/docs/tags/cli', 1, '1 doc'],
  ]);

  const setup = list('/docs/tags/first-steps');
  assert.equal(setup.heading, '2 docs tagged with "Setting up"');
  assert.equal(setup.page.title, setup.heading);
  assert.equal(setup.intro, 'Pages to read before the rest.');
  assert.deepEqual(setup.indexLink, { label: 'View all tags', route: '/docs/tags' });
  assert.deepEqual(setup.docs, [
    { title: 'Configure', route: '/docs/getting-started/configure', description: 'Every option has a default.' },
    { title: 'Install', route: '/docs/getting-started/install', description: 'Install the fixture.' },
  ]);
  assert.equal(list('/docs/tags/cli').heading, 'One doc tagged with "cli"');

  // The locale's own tags.yml names the tag; its page lists the locale's tagged docs.
  const zh = list('/zh-Hans/docs/tags/first-steps');
  assert.equal(zh.intro, '先读这些页面。');
  assert.deepEqual(
    zh.docs?.map((d) => d.route),
    ['/zh-Hans/docs/getting-started/configure', '/zh-Hans/docs/getting-started/install'],
  );
  assert.ok(zh.heading.includes('准备'), zh.heading);

  // The doc's footer links its tags' pages.
  const install = jobs.find((j) => j.kind === 'mdx' && j.page.route === '/docs/getting-started/install');
  assert.deepEqual(install?.kind === 'mdx' ? install.page.doc?.tags : undefined, [
    { label: 'Setting up', route: '/docs/tags/first-steps' },
    { label: 'cli', route: '/docs/tags/cli' },
  ]);

  // Tag pages stay out of the sitemap, as the blog's do; the old version has no tagged docs and no tags pages.
  const sitemap = sitemapRoutes(loaded.model);
  assert.deepEqual(
    sitemap.filter((r) => r.includes('/tags')),
    [],
  );
  assert.ok(!loaded.model.routes.has('/docs/1.0/tags'));
});

test('a site whose docs have no tags gets no docs tags pages', async () => {
  const site = copyFixtureSite('basic', 'doc-tags-none');
  const loaded = await loadSite({ siteDir: site, logger: silentLogger() });
  assert.deepEqual(
    [...loaded.model.routes].filter((r) => /\/docs(\/[\d.]+)?\/tags/.test(r)),
    [],
  );
});

test("a doc's description for lists: the first line of prose, Markdown taken out", () => {
  assert.equal(
    docExcerpt('import A from "./a";\nimport B from "./b";\n\n# Title\n\n```js\nconst x = 1;\n```\n\nSee **the** [guide](./g.md) and `code`.\nNext line.'),
    'See the guide and code.',
  );
  assert.equal(docExcerpt(':::tip\n\n> Quoted <b>text</b> {#id}\n'), 'Quoted text');
  assert.equal(docExcerpt('````md\n```\ninside\n```\n````\nAfter.'), 'After.');
  assert.equal(docExcerpt('Title\n=====\n\n## Sub heading\n'), 'Sub heading');
  assert.equal(docExcerpt('\n\n'), undefined);
});

test('a tags index groups its tags under their first letter, in alphabetical order', () => {
  const tag = (label: string) => ({ label, route: `/t/${label}`, count: 1 });
  assert.deepEqual(
    tagsByLetter([tag('nestjs'), tag('Advanced'), tag('api'), tag('Lts')]).map((g) => [g.letter, g.tags.map((t) => t.label)]),
    [
      ['A', ['Advanced', 'api']],
      ['L', ['Lts']],
      ['N', ['nestjs']],
    ],
  );
});
