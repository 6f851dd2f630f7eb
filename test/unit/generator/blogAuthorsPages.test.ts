/**
 * The blog's list pages as Docusaurus 3.5+ builds them: authors with `page` in authors.yml get a page each (their
 * posts) and the blog an authors list; posts in lists show their title as a heading, "date · reading time", their
 * authors (socials as links), tags (with tags.yml labels and permalinks) and "Read more"; the archive groups posts by
 * year; a tag page's title counts its posts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { loadSite } from '../../../src/generator/build/loadSite.ts';
import { planPages, renderContext } from '../../../src/generator/build/planPages.ts';
import { readingMinutes } from '../../../src/generator/content/blogAuthors.ts';
import { ThemeContext } from '../../../src/theme/context.tsx';
import { ListPage } from '../../../src/theme/components/ListPage.tsx';
import type { RenderJob } from '../../../src/generator/render/renderJob.tsx';
import { copyFixtureSite, edit, silentLogger } from '../../helpers/site.ts';

async function planned(site: string) {
  const loaded = await loadSite({ siteDir: site, logger: silentLogger() });
  const jobs = planPages(loaded.model, loaded.lastUpdated, loaded.messages);
  const shared = renderContext({
    siteDir: site,
    outDir: path.join(site, 'build'),
    model: loaded.model,
    messages: loaded.messages,
    assets: { css: [], runtime: '' } as never,
    references: {} as never,
  });
  const html = (route: string) => {
    const job = jobs.find((j): j is Extract<RenderJob, { kind: 'list' }> => j.kind === 'list' && j.page.route === route);
    assert.ok(job, `a list page at ${route}`);
    const value = {
      site: { ...shared.site, routes: new Set(shared.site.routes) },
      page: job.page,
      messages: loaded.messages[job.page.locale],
      head: [],
      warnings: [],
    } as never;
    return { job, html: renderToStaticMarkup(createElement(ThemeContext.Provider, { value }, createElement(ListPage, job))) };
  };
  return { loaded, jobs, html };
}

test('authors with page: true get an author page and the blog an authors list; list items carry the post details', async () => {
  const site = copyFixtureSite('basic', 'blog-authors');
  edit(
    site,
    'content/blog/authors.yml',
    '  title: Maintainers\n',
    '  title: Maintainers\n  page: true\n  image_url: https://example.org/team.png\n  socials:\n    github: fixture-team\n    x: https://x.com/fixture\n',
  );
  fs.writeFileSync(path.join(site, 'content/blog/tags.yml'), 'news:\n  label: Announcements\n  permalink: /announcements\n  description: What changed.\n');
  const { loaded, html } = await planned(site);
  for (const route of ['/blog/authors', '/blog/authors/team', '/zh-Hans/blog/authors/team', '/blog/tags/announcements'])
    assert.ok(loaded.model.routes.has(route), route);
  assert.ok(!loaded.model.routes.has('/blog/tags/news'), 'the tag lives at its tags.yml permalink');

  const author = html('/blog/authors/team');
  assert.equal(author.job.page.title, 'Fixture Team - 2 posts');
  assert.match(author.html, /<h1 class="author__name">Fixture Team<\/h1>/);
  assert.match(author.html, /href="\/blog\/authors">View all authors</);
  assert.match(author.html, /href="https:\/\/github.com\/fixture-team"/);
  assert.match(author.html, /href="https:\/\/x.com\/fixture"/);
  // Posts as Docusaurus lists them: heading, date and reading time, the author, tags by their labels.
  assert.match(author.html, /<h2 class="post-item__title"><a href="\/blog\/2024\/deep-dive">Deep dive<\/a><\/h2>/);
  assert.match(author.html, /June 1, 2024<\/time> · One min read/);
  assert.match(author.html, /<a href="\/blog\/authors\/team"><span class="author__name">Fixture Team<\/span><\/a>/);
  assert.match(author.html, /<b>Tags:<\/b><ul class="tag-list"><li><a class="tag" href="\/blog\/tags\/announcements">Announcements<\/a>/);

  const list = html('/blog/authors');
  assert.match(list.html, /<h2 class="author__name">Fixture Team<\/h2><\/a><span class="author__count">2<\/span>/);

  const tag = html('/blog/tags/announcements');
  assert.equal(tag.job.heading, '2 posts tagged with "Announcements"');
  assert.equal(tag.job.intro, 'What changed.');
  assert.equal(html('/blog/tags/release').job.heading, 'One post tagged with "release"');

  // The archive: a heading per year, inside the page's content; its title above it.
  const archive = html('/blog/archive');
  assert.match(archive.html, /<header class="simple-page__hero"><h1>Archive<\/h1>/);
  assert.match(archive.html, /<h3>2024<\/h3><ul class="post-archive__list"><li><a href="\/blog\/2024\/deep-dive">June 1 - Deep dive<\/a>/);
});

test("a locale's own authors.yml names its authors (whole, as Docusaurus reads it); other locales keep the default one", async () => {
  const site = copyFixtureSite('basic', 'blog-locale-authors');
  edit(site, 'site.config.ts', 'listPage: false', 'listPage: true');
  fs.writeFileSync(path.join(site, 'i18n/zh-Hans/blog/authors.yml'), 'team:\n  name: 夹具团队\n  title: 维护者\n  page: true\n');
  const { loaded, html } = await planned(site);
  // The zh-Hans file gives the author a page; the default one does not, so only zh-Hans has authors pages.
  assert.ok(loaded.model.routes.has('/zh-Hans/blog/authors/team'));
  assert.ok(!loaded.model.routes.has('/blog/authors/team'));
  assert.match(html('/zh-Hans/blog/authors/team').html, /<h1 class="author__name">夹具团队<\/h1>/);
  // A post list shows each locale's name of the author: the translated post and the untranslated one alike.
  const zhList = html('/zh-Hans/blog').html;
  assert.match(zhList, /<span class="author__name">夹具团队<\/span>/);
  assert.doesNotMatch(zhList, /Fixture Team/);
  assert.match(html('/blog').html, /<span class="author__name">Fixture Team<\/span>/);
  assert.doesNotMatch(html('/blog').html, /夹具团队/);
});

test('a blog without posts has its list page, empty, and no archive (as Docusaurus builds an enabled blog with no posts)', async () => {
  const site = copyFixtureSite('basic', 'blog-no-posts');
  edit(site, 'site.config.ts', "sidebar: 'folders', listPage: false", "sidebar: 'recent', listPage: true");
  for (const dir of ['content/blog', 'i18n/zh-Hans/blog']) fs.rmSync(path.join(site, dir), { recursive: true });
  const { loaded, html } = await planned(site);
  const blogRoutes = [...loaded.model.routes].filter((r) => /^(\/zh-Hans)?\/blog(\/|$)/.test(r)).sort();
  assert.deepEqual(blogRoutes, ['/blog', '/zh-Hans/blog']);
  const list = html('/blog');
  assert.equal(list.job.posts?.length ?? 0, 0);
  assert.doesNotMatch(list.html, /post-item/);
  assert.equal(list.job.sidebar, undefined, 'no empty recent-posts sidebar');
});

test('a blog whose authors have no page gets no authors pages', async () => {
  const site = copyFixtureSite('basic', 'blog-no-author-pages');
  const { loaded } = await planned(site);
  assert.deepEqual(
    [...loaded.model.routes].filter((r) => r.includes('/authors')),
    [],
  );
});

test("a post's reading time counts its whole body, the truncate marker's word included (as Docusaurus does)", async () => {
  const site = copyFixtureSite('basic', 'blog-reading-time');
  // 201 words and the marker: 202 words, 1.01 minutes (2 min read); without the marker's word it would be 1.
  const words = Array.from({ length: 201 }, (_, i) => `w${i}`);
  edit(site, 'content/blog/welcome.mdx', 'Hello blog.', `${words.slice(0, 10).join(' ')}\n\n<!-- truncate -->\n\n${words.slice(10).join(' ')}`);
  const { loaded, html } = await planned(site);
  const post = loaded.model.docs.find((d) => d.route === '/blog/welcome' && d.locale === 'en');
  assert.equal(post?.blog?.readingMinutes, 1.01);
  assert.match(html('/blog/tags/release').html, /May 1, 2024<\/time> · 2 min read/);
});

test("a post's reading time: its words at 200 a minute, as the locale's word breaks count them", () => {
  assert.equal(readingMinutes(Array.from({ length: 300 }, () => 'word').join(' '), 'en'), 1.5);
  assert.equal(readingMinutes('```js\nconst x = 1;\n```', 'en'), 0.02);
  assert.ok(readingMinutes('这是一个用于测试的中文句子', 'zh-Hans') > 0);
});

test("with the recent-posts sidebar, the blog's list pages but the archive show it beside their content, as Docusaurus does", async () => {
  const site = copyFixtureSite('basic', 'blog-list-sidebar');
  edit(site, 'site.config.ts', "sidebar: 'folders', listPage: false", "sidebar: 'recent', listPage: true");
  const { html } = await planned(site);
  for (const route of ['/blog', '/blog/tags', '/blog/tags/release']) {
    assert.match(
      html(route).html,
      /<aside class="sidebar" data-sidebar-container=""><nav class="sidebar__nav menu"[^>]*data-sidebar=""[^>]*>.*href="\/blog\/welcome"/,
      route,
    );
  }
  assert.doesNotMatch(html('/blog/archive').html, /data-sidebar/);
});

test("the blog list's title in a locale is the blog's title of the locale's catalogue (theme.section.<id>)", async () => {
  const site = copyFixtureSite('basic', 'blog-list-title');
  edit(site, 'site.config.ts', 'listPage: false', 'listPage: true');
  edit(site, 'i18n/zh-Hans/code.json', /^\{/, '{\n  "theme.section.blog": { "message": "博客" },');
  const { html } = await planned(site);
  assert.equal(html('/zh-Hans/blog').job.page.title, '博客');
  assert.equal(html('/blog').job.page.title, 'Blog');
});
