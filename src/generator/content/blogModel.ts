import path from 'node:path';
import { localePrefix } from './scanContent.ts';
import { renderExcerpt } from './blogExcerpt.tsx';
import { readTagsFile, resolveTags, tagsFileOf, type TagInfo } from './docTags.ts';
import type { BlogAuthor, Doc, SectionConfig, SidebarItem, SiteConfig, SpecialPage, Warning } from '../types.ts';

/** URL segment of a tag. */
export function tagSlug(tag: string): string {
  return tag
    .toLowerCase()
    .trim()
    .replace(/[\s/]+/g, '-');
}

/** Posts of one locale, newest first (posts of the same day keep their file order). */
export function postsNewestFirst(docs: Doc[], section: string, locale: string): Doc[] {
  return docs
    .filter((d) => d.section === section && d.locale === locale && d.version === 'current' && d.blog?.date)
    .sort((a, b) => b.blog!.date.localeCompare(a.blog!.date));
}

/** `blog.sidebar: 'recent'`: every post, newest first. */
export function recentPostsSidebar(posts: Doc[]): SidebarItem[] {
  return posts.map((d) => ({ type: 'doc', id: d.id, label: d.frontmatter.sidebar_label ?? d.title, route: d.route }));
}

export interface BlogModelInput {
  siteDir: string;
  config: SiteConfig;
  blog: SectionConfig;
  locales: string[];
  docs: Doc[];
  /** locale → author key → author (loadAuthors); inline authors and unknown keys are added to their locale's. */
  authors: Map<string, Map<string, BlogAuthor>>;
  warnings: Warning[];
  pages: SpecialPage[];
  /** Filled in: post route → its tags. */
  postTags: Map<string, TagInfo[]>;
}

/**
 * The blog's authors (inline ones registered, unknown keys warned about), excerpts rendered, and its
 * pages: the paginated list (`blog.listPage`), the authors pages (authors with `page`), the archive and the
 * tag pages. Returns locale → tag → posts.
 */
export async function buildBlog({
  siteDir,
  config,
  blog,
  locales,
  docs,
  authors,
  warnings,
  pages,
  postTags,
}: BlogModelInput): Promise<Map<string, Map<string, Doc[]>>> {
  const tags = new Map<string, Map<string, Doc[]>>();
  const warned = new Set<string>();
  for (const locale of locales) {
    const localeAuthors = authors.get(locale) ?? new Map<string, BlogAuthor>();
    authors.set(locale, localeAuthors);
    const prefix = localePrefix(config, locale);
    const posts = docs.filter((d) => d.section === blog.id && d.locale === locale && d.version === 'current');
    const byTag = new Map<string, Doc[]>();
    const base = `/${blog.routeBasePath}`;
    // tags.yml of the blog (the locale's own first) names tags and gives their permalinks, as for docs.
    const tagsFile = tagsFileOf(siteDir, blog, 'current', locale, config.i18n.defaultLocale);
    const defined = tagsFile ? readTagsFile(tagsFile) : new Map<string, never>();
    const tagsRoute = `${prefix}${base}/tags`;
    const tagOf = new Map<string, TagInfo>();
    for (const post of posts) {
      for (const author of post.blog?.inlineAuthors ?? []) localeAuthors.set(author.key, author);
      for (const author of post.blog?.authors ?? []) {
        if (!localeAuthors.has(author)) {
          // Shown by its key; warned once per file so the author can be added to authors.yml.
          localeAuthors.set(author, { key: author, name: author });
          if (warned.has(`${author}\0${post.file}`)) continue;
          warned.add(`${author}\0${post.file}`);
          warnings.push({
            code: 'unknown-author',
            message: `Unknown blog author "${author}" in ${path.relative(siteDir, post.file)}; define it in content/${blog.path}/authors.yml`,
            file: post.file,
          });
        }
      }
      if (post.blog?.excerpt !== undefined) post.blog.excerptHtml = await renderExcerpt(post.blog.excerpt);
      const own = post.frontmatter.tags ?? [];
      const resolved = resolveTags(own, defined, tagsRoute);
      postTags.set(post.route, resolved);
      [...new Set(own)].forEach((tag, i) => {
        tagOf.set(tag, resolved[i]);
        const list = byTag.get(tag) ?? [];
        list.push(post);
        byTag.set(tag, list);
      });
    }
    tags.set(locale, byTag);
    if (blog.blog.listPage) {
      const count = Math.max(1, Math.ceil(postsNewestFirst(docs, blog.id, locale).length / blog.blog.postsPerPage));
      for (let n = 1; n <= count; n++) {
        const baseRoute = n === 1 ? base : `${base}/page/${n}`;
        pages.push({
          kind: 'blogList',
          locale,
          baseRoute,
          route: `${prefix}${baseRoute}`,
          translated: true,
          title: blog.label,
          pageNumber: n,
          pageCount: count,
        });
      }
    }
    // Docusaurus 3.5+: authors with `page` in authors.yml get a page each, and the blog an authors list.
    const withPages = [...localeAuthors.values()].filter((a) => a.pageRoute);
    if (withPages.length) {
      pages.push({ kind: 'blogAuthors', locale, baseRoute: `${base}/authors`, route: `${prefix}${base}/authors`, translated: true, title: 'Authors' });
      for (const author of withPages) {
        pages.push({
          kind: 'blogAuthor',
          locale,
          author: author.key,
          baseRoute: author.pageRoute!,
          route: `${prefix}${author.pageRoute}`,
          translated: true,
          title: author.name,
        });
      }
    }
    // As Docusaurus: a blog without posts has its (empty) list page but no archive.
    if (posts.length)
      pages.push({ kind: 'blogArchive', locale, baseRoute: `${base}/archive`, route: `${prefix}${base}/archive`, translated: true, title: 'Archive' });
    if (byTag.size) {
      pages.push({ kind: 'blogTags', locale, baseRoute: `${base}/tags`, route: `${prefix}${base}/tags`, translated: true, title: 'Tags' });
      for (const tag of byTag.keys()) {
        const info = tagOf.get(tag)!;
        pages.push({
          kind: 'blogTag',
          locale,
          tag,
          baseRoute: info.route.slice(prefix.length),
          route: info.route,
          translated: true,
          title: info.label,
          description: info.description,
        });
      }
    }
  }
  return tags;
}
