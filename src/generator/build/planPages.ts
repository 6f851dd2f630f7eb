import crypto from 'node:crypto';
import path from 'node:path';
import { sidebarKey, type SiteModel } from '../content/siteModel.ts';
import { postsNewestFirst } from '../content/blogModel.ts';
import type { PageSource } from '../mdx/compileInput.ts';
import type { PostSummary } from '../../theme/components/Blog.tsx';
import { localePrefix } from '../content/scanContent.ts';
import { contentTitle } from '../content/contentTitle.ts';
import { descriptionOf } from '../content/docExcerpt.ts';
import { docRoute, sidebarFileName } from '../../shared/routes.ts';
import type { ClientAssets } from '../client/bundleClient.ts';
import type { RenderJob, RenderShared } from '../render/renderJob.tsx';
import type { ReferencesByLocale } from '../../shared/reference.ts';
import type { Doc, SiteConfig } from '../types.ts';
import type { SidebarItem } from '../../shared/types.ts';
import { firstRoute } from '../../shared/sidebarLinks.ts';
import type { PageInfo, DocInfo, DocCard } from '../../theme/context.tsx';
import { formatMessage, translateLabel, type Messages } from '../../theme/messages.ts';

/**
 * Stage "plan pages": from the site model, every render job (one per page and locale, plus 404s and the
 * sidebar fragments), and the context every render worker receives once.
 */

function sectionOf(config: SiteConfig, id: string) {
  return config.sections.find((s) => s.id === id)!;
}

const sidebarHashes = new WeakMap<object, string>();
/** Content hash of one sidebar tree, computed once per tree. */
function sidebarHashOf(model: SiteModel, key: string): string {
  const tree = model.sidebars.get(key)!;
  let hash = sidebarHashes.get(tree);
  if (!hash) {
    hash = crypto.createHash('sha1').update(JSON.stringify(tree)).digest('hex').slice(0, 16);
    sidebarHashes.set(tree, hash);
  }
  return hash;
}

const docsByRoute = new WeakMap<object, Map<string, Doc>>();

/**
 * The cards of `<DocCardList />` on the page of a sidebar category (`route`): the category's items, a doc with its
 * description, a category with its first link and number of items, a link; undefined when no category links here.
 */
function categoryCards(model: SiteModel, tree: SidebarItem[], route: string): DocCard[] | undefined {
  const category = findCategory(tree, route);
  if (!category) return undefined;
  let byRoute = docsByRoute.get(model.docs);
  if (!byRoute) docsByRoute.set(model.docs, (byRoute = new Map(model.docs.map((d) => [d.route, d]))));
  return category.items.flatMap((item): DocCard[] => {
    if (item.type === 'doc') return [{ label: item.label, href: item.route, description: descriptionOf(byRoute.get(item.route)) }];
    if (item.type === 'link') return [{ label: item.label, href: item.href }];
    if (item.type === 'category') {
      // Where the card leads: the category's page, else its first doc or link (Docusaurus's findFirstSidebarItemLink).
      const href = firstRoute([item], { links: true });
      return href ? [{ label: item.label, href, items: item.items.length }] : [];
    }
    return [];
  });
}

function findCategory(items: SidebarItem[], route: string): Extract<SidebarItem, { type: 'category' }> | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.route === route) return item;
    const inner = findCategory(item.items, route);
    if (inner) return inner;
  }
  return undefined;
}

/** PageInfo for a doc (TOC filled in by the renderer from the compiled MDX). */
function docPageInfo(model: SiteModel, doc: Doc, lastUpdated: Map<string, number>): PageInfo {
  const { config } = model;
  const section = sectionOf(config, doc.section);
  const versions = model.versions.get(doc.section) ?? [];
  const version = versions.find((v) => v.name === doc.version);
  const latest = versions.find((v) => v.isLast);
  const alternates = Object.fromEntries(model.alternates.get(doc.baseRoute) ?? []);
  const pagination = model.pagination.get(doc.route) ?? {};
  const key = model.docSidebars.get(doc.route) ?? sidebarKey(doc.locale, doc.section, doc.version);
  const hasSidebar = model.sidebars.has(key);
  const isBlog = section.kind === 'blog';
  const prefix = localePrefix(config, doc.locale);
  const info: DocInfo = {
    section: doc.section,
    sectionLabel: section.label,
    version: doc.version,
    versionBanner: version?.banner ?? 'none',
    versionLabel: version?.label ?? doc.version,
    latestRoute:
      latest && latest.name !== doc.version
        ? `${prefix}${docRoute(model.docRoutes, section, section.mainDocId, latest.path)}`
        : undefined,
    toc: [],
    editUrl: section.editUrl ? `${section.editUrl.replace(/\/$/, '')}/${doc.relPath}` : undefined,
    lastUpdated: section.showLastUpdateTime ? lastUpdated.get(doc.file) : undefined,
    prev: doc.frontmatter.pagination_prev === null ? undefined : pagination.prev,
    next: doc.frontmatter.pagination_next === null ? undefined : pagination.next,
    sidebarKey: hasSidebar ? key : undefined,
    sidebarHash: hasSidebar ? sidebarHashOf(model, key) : undefined,
    hideTitle: doc.frontmatter.hide_title || contentTitle(doc.body) !== undefined,
    hideToc: doc.frontmatter.hide_table_of_contents,
    cards: hasSidebar ? categoryCards(model, model.sidebars.get(key)!, doc.route) : undefined,
    date: doc.blog?.date || undefined,
    authors: doc.blog?.authors,
    tags: model.docTags.get(doc.route)?.map(({ label, route }) => ({ label, route })),
  };
  // A fallback renders the default-locale file, whose route (no locale prefix) is its base route.
  const fallbackOf = doc.translated ? undefined : doc.baseRoute;
  return {
    kind: 'doc',
    locale: doc.locale,
    route: doc.route,
    baseRoute: doc.baseRoute,
    title: doc.title,
    description: doc.description,
    alternates,
    fallbackOf,
    doc: info,
  };
}

/** A post in a list: its excerpt (text before `<!--truncate-->`) where asked for and present, else its description. */
function postSummary(model: SiteModel, doc: Doc, withExcerpt: boolean): PostSummary {
  const summary: PostSummary = { title: doc.title, route: doc.route, date: doc.blog?.date || doc.frontmatter.date, description: doc.description };
  if (withExcerpt && doc.blog?.excerptHtml !== undefined) summary.excerptHtml = doc.blog.excerptHtml;
  if (withExcerpt && doc.blog) {
    summary.authors = doc.blog.authors;
    summary.tags = model.docTags.get(doc.route)?.map(({ label, route }) => ({ label, route }));
    summary.readingMinutes = doc.blog.readingMinutes;
  }
  return summary;
}

/** The MDX source of a doc, as its render job carries it. */
export function pageSource(doc: Doc): PageSource {
  return {
    file: doc.file,
    body: doc.body,
    bodyLine: doc.bodyLine,
    tocMin: doc.frontmatter.toc_min_heading_level,
    tocMax: doc.frontmatter.toc_max_heading_level,
  };
}

function mdxJob(page: PageInfo, doc: Doc): RenderJob {
  return { kind: 'mdx', page, ...pageSource(doc) };
}

/** Every render job of the site, in a stable order. */
export function planPages(model: SiteModel, lastUpdated: Map<string, number>, messages: Record<string, Record<string, string>>): RenderJob[] {
  const { config } = model;
  const jobs: RenderJob[] = [];
  for (const doc of model.docs) jobs.push(mdxJob(docPageInfo(model, doc, lastUpdated), doc));
  for (const doc of model.pageDocs) {
    const fallbackOf = doc.translated ? undefined : doc.baseRoute;
    const page: PageInfo = {
      kind: 'page',
      locale: doc.locale,
      route: doc.route,
      baseRoute: doc.baseRoute,
      title: doc.title,
      description: doc.description,
      alternates: Object.fromEntries(model.alternates.get(doc.baseRoute) ?? []),
      fallbackOf,
      // The site's own 404 page (`pages/404.mdx`) replaces the built-in one: never indexed.
      noindex: doc.baseRoute === '/404' || undefined,
    };
    jobs.push(mdxJob(page, doc));
  }
  const blog = config.sections.find((s) => s.kind === 'blog');
  // The blog's recent-posts sidebar stands beside its list pages (not the archive), as in Docusaurus.
  const blogSidebar = (locale: string) => {
    const tree = blog?.blog.sidebar === 'recent' ? model.sidebars.get(sidebarKey(locale, blog.id, 'current')) : undefined;
    // A blog without posts shows none: Docusaurus renders no empty sidebar.
    return tree?.length ? tree : undefined;
  };
  for (const p of model.pages) {
    const t = (id: Parameters<typeof formatMessage>[1], v?: Record<string, string | number>) => formatMessage(messages[p.locale], id, v, p.locale);
    const sidebar = p.kind.startsWith('blog') && p.kind !== 'blogArchive' ? blogSidebar(p.locale) : undefined;
    const base: PageInfo = {
      kind: p.kind === 'page' ? 'page' : p.kind,
      locale: p.locale,
      route: p.route,
      baseRoute: p.baseRoute,
      title: p.title,
      description: p.description,
      alternates: Object.fromEntries(model.alternates.get(p.baseRoute) ?? []),
      noindex: p.noindex,
    };
    if (p.kind === 'page') jobs.push({ kind: 'tsx', page: { ...base, title: '' }, file: p.file! });
    else if (p.kind === 'search') jobs.push({ kind: 'search', page: { ...base, title: t('theme.search.pageTitle') } });
    else if (blog && p.kind === 'blogList') {
      const size = blog.blog.postsPerPage;
      const n = p.pageNumber ?? 1;
      const posts = postsNewestFirst(model.docs, blog.id, p.locale)
        .slice((n - 1) * size, n * size)
        .map((d) => postSummary(model, d, true));
      const listRoute = (k: number) => `${localePrefix(config, p.locale)}/${blog.routeBasePath}${k === 1 ? '' : `/page/${k}`}`;
      const pager = { newer: n > 1 ? listRoute(n - 1) : undefined, older: n < (p.pageCount ?? 1) ? listRoute(n + 1) : undefined };
      // The blog's title in the locale (`theme.section.<id>` of its catalogue), else the section's label.
      const title = translateLabel(messages[p.locale], `theme.section.${blog.id}`, p.title);
      jobs.push({ kind: 'list', page: { ...base, title }, posts, pager, heading: title, layout: 'items', sidebar });
    } else if (blog && p.kind === 'blogArchive') {
      const posts = postsNewestFirst(model.docs, blog.id, p.locale).map((d) => postSummary(model, d, false));
      jobs.push({
        kind: 'list',
        page: { ...base, title: t('theme.blog.archive'), description: t('theme.blog.archiveDescription') },
        posts,
        heading: t('theme.blog.archive'),
        intro: t('theme.blog.archiveDescription'),
        layout: 'archive',
      });
    } else if (p.kind === 'generatedIndex') {
      const posts = (p.items ?? []).map((item) => ({ title: item.title, route: item.route, description: item.description }));
      jobs.push({ kind: 'list', page: base, posts, heading: p.title, intro: p.description });
    } else if (blog && p.kind === 'blogTags') {
      const byTag = model.tags.get(p.locale) ?? new Map<string, Doc[]>();
      const tags = model.pages
        .filter((q) => q.kind === 'blogTag' && q.locale === p.locale)
        .map((q) => {
          const count = byTag.get(q.tag!)?.length ?? 0;
          return { label: q.title, route: q.route, count, countText: t('theme.blog.tagCount', { count }) };
        });
      jobs.push({ kind: 'list', page: { ...base, title: t('theme.blog.tags') }, tags, heading: t('theme.blog.tags'), sidebar });
    } else if (blog && p.kind === 'blogTag') {
      const posts = (model.tags.get(p.locale)?.get(p.tag!) ?? []).map((d) => postSummary(model, d, true));
      const nPosts = t('theme.blog.postCount', { count: posts.length });
      const heading = t('theme.blog.tagTitle', { tag: p.title, tagName: p.title, nPosts });
      const allTags = { label: t('theme.blog.allTags'), route: `${localePrefix(config, p.locale)}/${blog.routeBasePath}/tags` };
      jobs.push({ kind: 'list', page: { ...base, title: heading }, posts, heading, intro: p.description, indexLink: allTags, layout: 'items', sidebar });
    } else if (blog && p.kind === 'blogAuthors') {
      const posts = postsNewestFirst(model.docs, blog.id, p.locale);
      const authors = [...(model.authors.get(p.locale)?.values() ?? [])]
        .filter((a) => !a.key.startsWith('inline:'))
        .map((a) => ({ key: a.key, count: posts.filter((d) => d.blog?.authors.includes(a.key)).length }));
      jobs.push({ kind: 'list', page: { ...base, title: t('theme.blog.authors') }, heading: t('theme.blog.authors'), authors, sidebar });
    } else if (blog && p.kind === 'blogAuthor') {
      const posts = postsNewestFirst(model.docs, blog.id, p.locale)
        .filter((d) => d.blog?.authors.includes(p.author!))
        .map((d) => postSummary(model, d, true));
      const title = t('theme.blog.authorTitle', { authorName: p.title, nPosts: t('theme.blog.postCount', { count: posts.length }) });
      const allAuthors = { label: t('theme.blog.allAuthors'), route: `${localePrefix(config, p.locale)}/${blog.routeBasePath}/authors` };
      jobs.push({ kind: 'list', page: { ...base, title }, posts, heading: p.title, author: p.author, indexLink: allAuthors, layout: 'items', sidebar });
    } else if (p.kind === 'docTags') {
      const tags = (p.tagList ?? []).map((tag) => ({ ...tag, countText: t('theme.doc.tagCount', { count: tag.count }) }));
      jobs.push({ kind: 'list', page: { ...base, title: t('theme.blog.tags') }, tags, heading: t('theme.blog.tags') });
    } else if (p.kind === 'docTag') {
      const docs = p.items ?? [];
      const heading = t('theme.doc.tagTitle', { tagName: p.tag!, nDocsTagged: t('theme.doc.taggedCount', { count: docs.length }) });
      const allTags = { label: t('theme.blog.allTags'), route: p.allTagsRoute! };
      jobs.push({ kind: "list", page: { ...base, title: heading }, docs, heading, intro: p.description, indexLink: allTags });
    }
  }
  const ownNotFound = new Set([...model.pageDocs, ...model.pages.filter((p) => p.kind === 'page')].filter((p) => p.baseRoute === '/404').map((p) => p.locale));
  for (const locale of model.locales) {
    if (ownNotFound.has(locale)) continue;
    const prefix = localePrefix(config, locale);
    const t = (id: Parameters<typeof formatMessage>[1]) => formatMessage(messages[locale], id);
    const page: PageInfo = {
      kind: 'notFound',
      locale,
      route: `${prefix}/404`,
      baseRoute: '/404',
      title: t('theme.notFound.title'),
      alternates: {},
      noindex: true,
    };
    jobs.push({ kind: 'notFound', page, outFile: prefix ? `${prefix.slice(1)}/404.html` : '404.html' });
  }
  // The readers' words of each page (pageKeywords.ts): its `<meta name="keywords">`, which the search index reads.
  for (const job of jobs) {
    if (!('page' in job)) continue;
    const keywords = model.keywords?.[job.page.locale]?.[job.page.route];
    if (keywords?.length) job.page.keywords = keywords;
  }
  for (const [key, items] of model.sidebars) {
    jobs.push({ kind: 'sidebar', locale: key.split(':')[0], items, outFile: `_imdocs/sidebar/${sidebarFileName(key)}` });
  }
  return jobs;
}

export interface RenderContextInput {
  siteDir: string;
  outDir: string;
  cacheDir?: string;
  model: SiteModel;
  messages: Record<string, Messages>;
  assets: ClientAssets;
  references: ReferencesByLocale;
  /** `imdocs dev` never stops on a broken relative link or image: it warns. */
  lenient?: boolean;
  /** The build indexes its pages with Pagefind (see `RenderShared.indexSearch`). */
  indexSearch?: boolean;
}

/** What every render worker receives once: site data, messages, routes, sidebars and reference data. */
export function renderContext({ siteDir, outDir, cacheDir, model, messages, assets, references, lenient, indexSearch }: RenderContextInput): RenderShared {
  const { config } = model;
  const soften = (policy: 'throw' | 'warn' | 'ignore') => (lenient && policy === 'throw' ? 'warn' : policy);
  return {
    siteDir,
    outDir,
    cacheDir,
    site: {
      config,
      locales: model.locales,
      routes: [...model.routes].sort(),
      assets: { css: assets.css, runtime: assets.runtime, ...(assets.customCss ? { customCss: assets.customCss } : {}) },
      authors: Object.fromEntries([...model.authors].map(([locale, byKey]) => [locale, Object.fromEntries(byKey)])),
      docRoutes: model.docRoutes,
    },
    messages,
    fileRoutes: fileRouteMap(model),
    defaultLocale: config.i18n.defaultLocale,
    onBrokenMarkdownLinks: soften(config.onBrokenMarkdownLinks),
    onBrokenMarkdownImages: soften(config.onBrokenMarkdownImages),
    sidebars: Object.fromEntries(model.sidebars),
    references,
    ...(indexSearch ? { indexSearch } : {}),
  };
}

/** locale → `content/…` source path → route, for resolving relative Markdown links. */
function fileRouteMap(model: SiteModel): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const doc of [...model.docs, ...model.pageDocs]) {
    const key = path.relative(model.siteDir, doc.sourceFile).split(path.sep).join('/');
    (out[doc.locale] ??= {})[key] = doc.route;
  }
  return out;
}
