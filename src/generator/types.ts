import type { SiteConfig, SectionConfig } from '../shared/siteConfig.ts';
import type { SidebarItem, TocEntry, BlogAuthor } from '../shared/types.ts';
import type { Frontmatter, FrontmatterAuthor } from './content/frontmatter.ts';
import type { CategoryMeta } from './content/categorySchema.ts';
import type { PageInfo } from '../theme/context.tsx';

export type { SidebarItem, TocEntry, BlogAuthor };
export type { SiteConfig, SectionConfig };
/** Both derived from their zod schemas (frontmatter.ts, categorySchema.ts), never kept by hand. */
export type { Frontmatter, FrontmatterAuthor, CategoryMeta };

/** What a blog post adds to its `Doc`. */
export interface BlogPostInfo {
  /** From frontmatter `date`, else the file or folder name. */
  date: string;
  /** Keys into the site's authors. */
  authors: string[];
  /** Authors written inline in the frontmatter (registered under their generated keys). */
  inlineAuthors: BlogAuthor[];
  /** Source before `<!--truncate-->`, when the post has the marker. */
  excerpt?: string;
  /** The excerpt as HTML (filled in by the site model). */
  excerptHtml?: string;
  /** Minutes to read the post (its words, the truncate marker's included, at 200 a minute: Docusaurus's count). */
  readingMinutes?: number;
}

/** One source file of one locale. */
export interface Doc {
  /** Doc id, unique within section + version: the path without extension, `/index` removed. */
  id: string;
  section: string;
  version: string;
  locale: string;
  /** Path relative to the section folder of its version, e.g. `introduction/index.mdx`. */
  relPath: string;
  /** Absolute path of the file actually read (the translation, or the default-locale file for a fallback). */
  file: string;
  /** Absolute path of the default-locale source, if any. */
  sourceFile: string;
  /** Route without locale prefix, e.g. `/guides/introduction`. */
  baseRoute: string;
  /** Full route, e.g. `/zh-Hans/guides/introduction`. */
  route: string;
  frontmatter: Frontmatter;
  /** 1-based line where the body starts (after frontmatter). */
  bodyLine: number;
  body: string;
  title: string;
  description?: string;
  /** False when this locale has no translation and the default-locale page is shown instead. */
  translated: boolean;
  draft: boolean;
  /** Content hash of the file read. */
  hash: string;
  /** Set for the posts of a blog section. */
  blog?: BlogPostInfo;
}

export interface VersionInfo {
  name: string;
  label: string;
  /** URL segment (empty for the last version). */
  path: string;
  isLast: boolean;
  mainDocId: string;
  docs: string[];
  /** Keys of this version's sidebars in `SiteModel.sidebars`, one per locale. */
  sidebars: string[];
  banner: 'none' | 'unmaintained' | 'unreleased';
}

/** A route that is not an MDX doc: home, FAQ, blog archive, tag pages, search, 404. */
export interface SpecialPage {
  kind: Exclude<PageInfo['kind'], 'doc'>;
  locale: string;
  baseRoute: string;
  route: string;
  /** For `page`: the module file (.tsx or .mdx); for MDX the Doc-like body is compiled. */
  file?: string;
  translated: boolean;
  tag?: string;
  /** `blogAuthor`: the author's key. */
  author?: string;
  /** `blogList`: this page's number (from 1) and the number of list pages. */
  pageNumber?: number;
  pageCount?: number;
  /** `generatedIndex`: the category's items; `docTag`: the tagged docs, by title. */
  items?: { title: string; route: string; description?: string }[];
  /** `docTags`: every tag of the section version, with its page and number of docs. */
  tagList?: { label: string; route: string; count: number }[];
  /** `docTag`: the route of the tags index. */
  allTagsRoute?: string;
  title: string;
  description?: string;
  noindex?: boolean;
}

export interface Warning {
  code: string;
  message: string;
  file?: string;
}
