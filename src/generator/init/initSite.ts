import fs from 'node:fs';
import path from 'node:path';
import { UserError } from '../errors.ts';

/**
 * `imdocs init [dir]`: a minimal site in two locales (English at /, Simplified Chinese at /zh-Hans) that builds
 * as written: the config, a docs section with a sidebar file and two pages, a blog with one post, a home page,
 * the same pages translated, and a package.json that depends on imdocs.
 */
export interface InitOptions {
  /** The folder to write (created when missing; must not hold a site yet). */
  dir: string;
  /** The `imdocs` dependency of the new package.json: a version range, or `file:` a tarball or folder. */
  imdocs: string;
}

export function initSite({ dir, imdocs }: InitOptions): { written: string[]; keptPackageJson: boolean } {
  const to = path.resolve(dir);
  for (const held of ['site.config.ts', 'content'])
    if (fs.existsSync(path.join(to, held)))
      throw new UserError(
        `${path.join(to, held)} already exists: imdocs init writes a new site into an empty folder (or one without site.config.ts and content/)`,
      );
  const name =
    path
      .basename(to)
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^[._-]+/, '') || 'docs';
  const files: Record<string, string> = {
    'site.config.ts': SITE_CONFIG,
    'sidebars.json': `${JSON.stringify(['intro', { type: 'category', label: 'Guides', items: ['guides/write-a-page'] }], null, 2)}\n`,
    'content/pages/index.mdx': page(
      'Home',
      'The home page of the site.',
      '# My Docs\n\nStart with the [introduction](/docs/intro), or read the [blog](/blog).',
    ),
    'content/docs/intro.mdx': page(
      'Introduction',
      'What this site is and where its files live.',
      'This site was written by `imdocs init`. Pages live in `content/` (English) and `i18n/zh-Hans/` (Simplified Chinese);\n`site.config.ts` holds the settings and `sidebars.json` the order of the docs.\n\nNext: [write a page](./guides/write-a-page.mdx).',
    ),
    'content/docs/guides/write-a-page.mdx': page(
      'Write a page',
      'Add a page to the docs and to the sidebar.',
      '1. Add `content/docs/guides/my-page.mdx` with a `title` in its front matter.\n2. Name it in `sidebars.json` as `guides/my-page`.\n3. Add its translation as `i18n/zh-Hans/docs/guides/my-page.mdx`.\n\n```bash\nnpm run dev\n```',
    ),
    'content/blog/welcome.mdx': post('Welcome', 'The first post of the blog.', 'Posts are files in `content/blog/`, newest first.'),
    'i18n/zh-Hans/pages/index.mdx': page('首页', '站点首页。', '# 我的文档\n\n从[简介](/zh-Hans/docs/intro)开始，或者阅读[博客](/zh-Hans/blog)。'),
    'i18n/zh-Hans/docs/intro.mdx': page(
      '简介',
      '这个站点是什么，文件放在哪里。',
      '这个站点由 `imdocs init` 生成。英文页面在 `content/`，简体中文页面在 `i18n/zh-Hans/`；\n`site.config.ts` 保存设置，`sidebars.json` 决定文档的顺序。\n\n下一步：[编写页面](./guides/write-a-page.mdx)。',
    ),
    'i18n/zh-Hans/docs/guides/write-a-page.mdx': page(
      '编写页面',
      '向文档和侧边栏添加页面。',
      '1. 新建 `content/docs/guides/my-page.mdx`，在 front matter 中写上 `title`。\n2. 在 `sidebars.json` 中以 `guides/my-page` 引用它。\n3. 把译文放在 `i18n/zh-Hans/docs/guides/my-page.mdx`。\n\n```bash\nnpm run dev\n```',
    ),
    'i18n/zh-Hans/blog/welcome.mdx': post('欢迎', '博客的第一篇文章。', '文章是 `content/blog/` 中的文件，最新的排在最前。'),
    '.gitignore': 'node_modules/\nbuild/\n.imdocs-cache/\n',
  };
  const pkgFile = path.join(to, 'package.json');
  const keptPackageJson = fs.existsSync(pkgFile);
  if (!keptPackageJson)
    files['package.json'] = `${JSON.stringify(
      {
        name,
        private: true,
        type: 'module',
        scripts: { start: 'imdocs build && imdocs serve', build: 'imdocs build', dev: 'imdocs dev', check: 'imdocs check', serve: 'imdocs serve' },
        dependencies: { imdocs },
        engines: { node: '>=20.19' },
      },
      null,
      2,
    )}\n`;
  for (const [rel, text] of Object.entries(files)) {
    if (rel === '.gitignore' && fs.existsSync(path.join(to, rel))) continue;
    fs.mkdirSync(path.dirname(path.join(to, rel)), { recursive: true });
    fs.writeFileSync(path.join(to, rel), text);
  }
  return { written: Object.keys(files).filter((rel) => rel !== '.gitignore' || !keptPackageJson), keptPackageJson };
}

const page = (title: string, description: string, body: string) => `---\ntitle: ${title}\ndescription: ${description}\n---\n\n${body}\n`;
const post = (title: string, description: string, body: string) => `---\ntitle: ${title}\ndescription: ${description}\ndate: 2026-01-01\n---\n\n${body}\n`;

const SITE_CONFIG = `import { defineConfig } from 'imdocs';

// Every key, with its type and default, is documented in the types of defineConfig.
export default defineConfig({
  title: 'My Docs',
  tagline: 'Documentation built with imdocs',
  url: 'https://docs.example.com',
  baseUrl: '/',
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'zh-Hans'],
    localeConfigs: { en: { label: 'English', htmlLang: 'en' }, 'zh-Hans': { label: '简体中文', htmlLang: 'zh-Hans' } },
  },
  sections: [
    { id: 'docs', path: 'docs', routeBasePath: 'docs', label: 'Docs', mainDocId: 'intro', sidebarPath: 'sidebars.json' },
    { id: 'blog', path: 'blog', routeBasePath: 'blog', label: 'Blog', mainDocId: 'welcome', kind: 'blog' },
  ],
  navbar: {
    title: 'My Docs',
    items: [
      { type: 'doc', section: 'docs', docId: 'intro', label: 'Docs' },
      { type: 'default', to: '/blog', label: 'Blog' },
      { type: 'search', position: 'right' },
      { type: 'localeDropdown', position: 'right' },
    ],
  },
});
`;
