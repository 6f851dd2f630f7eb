import path from 'node:path';
import { localePrefix } from './scanContent.ts';
import { renderExcerpt } from './blogExcerpt.tsx';
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
  authors: Map<string, BlogAuthor>;
  warnings: Warning[];
  pages: SpecialPage[];
}

/**
 * The blog's authors (inline ones registered, unknown keys warned about), excerpts rendered, and its pages:
 * the paginated list (`blog.listPage`), the archive and the tag pages. Returns locale → tag → posts.
 */
export async function buildBlog({ siteDir, config, blog, locales, docs, authors, warnings, pages }: BlogModelInput): Promise<Map<string, Map<string, Doc[]>>> {
  const tags = new Map<string, Map<string, Doc[]>>();
  for (const locale of locales) {
    const prefix = localePrefix(config, locale);
    const posts = docs.filter((d) => d.section === blog.id && d.locale === locale && d.version === 'current');
    const byTag = new Map<string, Doc[]>();
    for (const post of posts) {
      for (const author of post.blog?.inlineAuthors ?? []) authors.set(author.key, author);
      for (const author of post.blog?.authors ?? []) {
        if (!authors.has(author)) {
          // Shown by its key; warned once so the author can be added to authors.yml.
          authors.set(author, { key: author, name: author });
          warnings.push({
            code: 'unknown-author',
            message: `Unknown blog author "${author}" in ${path.relative(siteDir, post.file)}; define it in content/${blog.path}/authors.yml`,
            file: post.file,
          });
        }
      }
      if (post.blog?.excerpt !== undefined) post.blog.excerptHtml = await renderExcerpt(post.blog.excerpt);
      for (const tag of post.frontmatter.tags ?? []) {
        const list = byTag.get(tag) ?? [];
        list.push(post);
        byTag.set(tag, list);
      }
    }
    tags.set(locale, byTag);
    const base = `/${blog.routeBasePath}`;
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
    pages.push({ kind: 'blogArchive', locale, baseRoute: `${base}/archive`, route: `${prefix}${base}/archive`, translated: true, title: 'Archive' });
    if (byTag.size) {
      pages.push({ kind: 'blogTags', locale, baseRoute: `${base}/tags`, route: `${prefix}${base}/tags`, translated: true, title: 'Tags' });
      for (const tag of byTag.keys()) {
        pages.push({
          kind: 'blogTag',
          locale,
          tag,
          baseRoute: `${base}/tags/${tagSlug(tag)}`,
          route: `${prefix}${base}/tags/${tagSlug(tag)}`,
          translated: true,
          title: tag,
        });
      }
    }
  }
  return tags;
}
