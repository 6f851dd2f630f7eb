import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseBlogFileName, blogPostSlug, blogPostDate, splitExcerpt, postAuthors } from '../../../src/generator/content/blogPost.ts';
import { renderExcerpt } from '../../../src/generator/content/blogExcerpt.tsx';
import { UserError } from '../../../src/generator/errors.ts';
import type { SectionConfig } from '../../../src/generator/types.ts';

const section = (permalinks: 'dated' | 'flat') => ({ blog: { permalinks } }) as SectionConfig;

test('dates and slugs come from file names, folders and YYYY/MM/DD nesting, as Docusaurus reads them', () => {
  assert.deepEqual(parseBlogFileName('2021-08-26-welcome.md'), { date: '2021-08-26', datedSlug: '2021/08/26/welcome', flatSlug: 'welcome' });
  assert.deepEqual(parseBlogFileName('2021-08-26-welcome/index.mdx'), { date: '2021-08-26', datedSlug: '2021/08/26/welcome', flatSlug: 'welcome' });
  assert.deepEqual(parseBlogFileName('2021/08/26/welcome.md'), { date: '2021-08-26', datedSlug: '2021/08/26/welcome', flatSlug: 'welcome' });
  // Docusaurus keeps the digits as written in the URL; the date itself is padded.
  assert.deepEqual(parseBlogFileName('2019-5-2-short.md'), { date: '2019-05-02', datedSlug: '2019/5/2/short', flatSlug: 'short' });
  assert.deepEqual(parseBlogFileName('news/2020-01-31-launch.mdx'), { date: '2020-01-31', datedSlug: '2020/01/31/news/launch', flatSlug: 'news/launch' });
  assert.deepEqual(parseBlogFileName('golang/architectural/2.mdx'), { datedSlug: 'golang/architectural/2', flatSlug: 'golang/architectural/2' });
  assert.deepEqual(parseBlogFileName('guide/index.md'), { datedSlug: 'guide', flatSlug: 'guide' });
});

test('permalinks: dated or flat; frontmatter slug overrides both and is relative to the blog root', () => {
  assert.equal(blogPostSlug(section('dated'), '2021-08-26-welcome.md', {}), '2021/08/26/welcome');
  assert.equal(blogPostSlug(section('flat'), '2021-08-26-welcome.md', {}), 'welcome');
  assert.equal(blogPostSlug(section('dated'), 'sub/2021-08-26-welcome.md', { slug: 'hello' }), 'hello');
  assert.equal(blogPostSlug(section('dated'), 'sub/2021-08-26-welcome.md', { slug: '/deep/hello' }), 'deep/hello');
});

test('the date: frontmatter first, then the file name, then the translated source; none at all is an error naming the file', () => {
  assert.equal(blogPostDate('2021-08-26-welcome.md', { date: '2021-09-01' }, '/site/content/blog/2021-08-26-welcome.md', '/site'), '2021-09-01');
  assert.equal(blogPostDate('2021-08-26-welcome.md', {}, '/site/content/blog/2021-08-26-welcome.md', '/site'), '2021-08-26');
  assert.equal(blogPostDate('welcome.md', {}, '/site/i18n/zh-Hans/blog/welcome.md', '/site', '2020-02-02'), '2020-02-02');
  const error = (() => {
    try {
      blogPostDate('welcome.md', {}, '/site/content/blog/welcome.md', '/site');
    } catch (e) {
      return e;
    }
  })();
  assert.ok(error instanceof UserError);
  assert.equal(
    error.message,
    'The blog post content/blog/welcome.md has no date: add "date: YYYY-MM-DD" to its frontmatter or start its file or folder name with YYYY-MM-DD-',
  );
  assert.equal(error.location?.file, '/site/content/blog/welcome.md');
  assert.throws(() => blogPostDate('x.md', { date: 'last tuesday' }, '/site/content/blog/x.md', '/site'), /has an invalid date "last tuesday"/);
});

test('the truncate marker splits the excerpt; the body keeps its line count without the marker', () => {
  const body = 'First paragraph.\n\n<!--truncate-->\n\nThe rest.\n';
  const split = splitExcerpt(body);
  assert.equal(split.excerpt, 'First paragraph.');
  assert.equal(split.body, 'First paragraph.\n\n\n\nThe rest.\n');
  assert.equal(splitExcerpt('Intro.\n{/* truncate */}\nMore.').excerpt, 'Intro.');
  assert.equal(splitExcerpt('Intro.\n<!-- truncate -->\nMore.').excerpt, 'Intro.');
  assert.deepEqual(splitExcerpt('No marker; `<!--truncate-->` inline stays.'), { body: 'No marker; `<!--truncate-->` inline stays.' });
});

test('authors: keys, a list, inline objects and the single-author keys', () => {
  assert.deepEqual(postAuthors({ authors: 'mira' }), { keys: ['mira'], inline: [] });
  assert.deepEqual(postAuthors({ authors: ['mira', 'dev'] }).keys, ['mira', 'dev']);
  const inline = postAuthors({
    authors: [{ name: 'Dev Patel', title: 'Contributor', url: 'https://x.example', image_url: 'https://x.example/a.png' }, 'mira'],
  });
  assert.equal(inline.keys.length, 2);
  assert.equal(inline.keys[1], 'mira');
  assert.deepEqual(inline.inline, [
    { key: inline.keys[0], name: 'Dev Patel', title: 'Contributor', url: 'https://x.example', imageURL: 'https://x.example/a.png' },
  ]);
  const single = postAuthors({ author: 'Mira Okafor', author_title: 'Maintainer', author_url: 'https://m.example', author_image_url: '/img/m.png' });
  assert.deepEqual(
    single.inline.map((a) => [a.name, a.title, a.url, a.imageURL]),
    [['Mira Okafor', 'Maintainer', 'https://m.example', '/img/m.png']],
  );
});

test('an excerpt renders as Markdown; imports, JSX and links relative to the post are left out', async () => {
  const html = await renderExcerpt(
    "import X from './x';\n\nSome **bold** text, [a page](./other.md) and [a site](https://e.example).\n\n<X />\n\n| a |\n| - |\n| 1 |",
  );
  assert.match(html, /<strong>bold<\/strong>/);
  assert.match(html, /a page and/);
  assert.match(html, /<a href="https:\/\/e\.example">a site<\/a>/);
  assert.match(html, /<table>/);
  assert.doesNotMatch(html, /import|&lt;X/);
});
