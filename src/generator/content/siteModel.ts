import fs from 'node:fs';
import path from 'node:path';
import { scanContent, localePrefix, hashText, type ScanResult } from './scanContent.ts';
import { parseFrontmatter } from './frontmatter.ts';
import { flattenSidebar } from './sidebars.ts';
import { buildSectionSidebars, sidebarKey } from './sectionSidebars.ts';
import { buildBlog, postsNewestFirst, recentPostsSidebar, tagSlug } from './blogModel.ts';
import { buildDocTags, type TagInfo } from './docTags.ts';
import { loadAuthors } from './blogAuthors.ts';
import { UserError } from '../errors.ts';
import { loadSynonyms, type LocaleSynonyms } from '../search/synonyms.ts';
import { loadPageKeywords, type PageKeywords } from '../search/pageKeywords.ts';
import { globSiteFiles, readPageSource } from './siteFiles.ts';
import type { BlogAuthor, Doc, SidebarItem, SiteConfig, SpecialPage, VersionInfo, Warning } from '../types.ts';
import { docRoute } from '../../shared/routes.ts';

export interface PageLink {
  label: string;
  route: string;
}

/** Everything the renderer needs to know about the site, computed once per build. */
export interface SiteModel {
  config: SiteConfig;
  siteDir: string;
  locales: string[];
  docs: Doc[];
  /** Custom pages (home, FAQ), search page, blog lists and tags, 404. */
  pages: SpecialPage[];
  /** MDX custom pages are compiled like docs; keyed by route. */
  pageDocs: Doc[];
  /** `<locale>:<section>:<version>` (`:<name>` for a named sidebar of a sidebars file) → sidebar tree. */
  sidebars: Map<string, SidebarItem[]>;
  /** Doc route → sidebar key, for docs of sections with named sidebars (others use their section's key). */
  docSidebars: Map<string, string>;
  versions: Map<string, VersionInfo[]>;
  /** Doc route → previous / next in sidebar order. */
  pagination: Map<string, { prev?: PageLink; next?: PageLink }>;
  /** baseRoute → locale → route (only locales where the page exists). */
  alternates: Map<string, Map<string, string>>;
  /** Every route that will be written. */
  routes: Set<string>;
  /** Routes of docs whose slug moves them, by section and id (`docRoute`). */
  docRoutes: Record<string, Record<string, string>>;
  /** Section root redirects: `/guides` → `/guides/introduction` per locale. */
  redirects: Map<string, string>;
  /** locale → author key → author: the locale's own `authors.yml` when it has one, else the default one. */
  authors: Map<string, Map<string, BlogAuthor>>;
  /** locale → tag key (as posts write it) → posts. */
  tags: Map<string, Map<string, Doc[]>>;
  /** Doc or post route → its tags (`tags.yml` labels and permalinks applied). */
  docTags: Map<string, TagInfo[]>;
  /** Per locale with a synonyms file: the search synonyms readers use (src/generator/search/synonyms.ts). */
  synonyms: Record<string, LocaleSynonyms>;
  /** Per locale: the readers' words for each page, by route (src/generator/search/pageKeywords.ts). */
  keywords: PageKeywords;
  warnings: Warning[];
}

export interface ModelOptions {
  siteDir: string;
  config: SiteConfig;
  locales?: string[];
  includeDrafts?: boolean;
}

export { sidebarKey };

export { tagSlug };

export async function buildSiteModel({ siteDir, config, locales = config.i18n.locales, includeDrafts = false }: ModelOptions): Promise<SiteModel> {
  const scan: ScanResult = scanContent({ siteDir, config, includeDrafts, locales });
  const warnings: Warning[] = [...scan.warnings];
  const docs = [...scan.docs];
  const pagination = new Map<string, { prev?: PageLink; next?: PageLink }>();

  const recent = (id: string) => config.sections.some((s) => s.id === id && s.kind === 'blog' && s.blog.sidebar === 'recent');
  const built = await buildSectionSidebars(siteDir, config, scan, docs, locales, recent);
  const { sidebars, docSidebars } = built;
  for (const section of config.sections.filter((s) => recent(s.id))) {
    for (const locale of locales) sidebars.set(sidebarKey(locale, section.id, 'current'), recentPostsSidebar(postsNewestFirst(docs, section.id, locale)));
  }
  for (const [key, tree] of sidebars) {
    const flat = flattenSidebar(tree);
    const defaultKey = key.split(':').slice(0, 3).join(':');
    flat.forEach((entry, i) => {
      // A doc in several named sidebars pages through the one it shows.
      if ((docSidebars.get(entry.route) ?? defaultKey) !== key) return;
      pagination.set(entry.route, {
        prev: i > 0 ? { label: flat[i - 1].label, route: flat[i - 1].route } : undefined,
        next: i < flat.length - 1 ? { label: flat[i + 1].label, route: flat[i + 1].route } : undefined,
      });
    });
  }

  const { pages, pageDocs } = scanPages(siteDir, config, locales, includeDrafts);
  pages.push(...built.pages);
  const authors = loadAuthors(siteDir, config, locales);
  const blog = config.sections.find((s) => s.kind === 'blog');
  const docTags = new Map<string, TagInfo[]>();
  const tags = blog
    ? await buildBlog({ siteDir, config, blog, locales, docs, authors, warnings, pages, postTags: docTags })
    : new Map<string, Map<string, Doc[]>>();
  buildDocTags({ siteDir, config, locales, docs, versions: scan.versions, pages, byDoc: docTags });
  for (const locale of locales) {
    const prefix = localePrefix(config, locale);
    const search = `/${config.search.searchPagePath}`;
    pages.push({ kind: 'search', locale, baseRoute: search, route: `${prefix}${search}`, translated: true, title: 'Search', noindex: true });
  }

  const routes = new Set<string>();
  const owners = new Map<string, string>();
  const claim = (route: string, owner: string) => {
    const prev = owners.get(route);
    if (prev) {
      const msg = `Duplicate route ${route}: ${prev} and ${owner}`;
      if (config.onDuplicateRoutes === 'throw')
        throw new UserError(msg, {
          location: owner.startsWith('(') ? undefined : { file: path.resolve(siteDir, owner) },
          hint: `give one of them another file name or slug, or set onDuplicateRoutes: 'warn' in site.config.ts to let the second one win`,
        });
      if (config.onDuplicateRoutes === 'warn') warnings.push({ code: 'duplicate-route', message: `${msg}; the second one is used`, file: owner });
    }
    owners.set(route, owner);
    routes.add(route);
  };
  const winners = new Map<string, Doc>();
  for (const doc of [...docs, ...pageDocs]) {
    claim(doc.route, path.relative(siteDir, doc.file));
    winners.set(doc.route, doc);
  }
  for (const page of pages) claim(page.route, page.file ? path.relative(siteDir, page.file) : `(${page.kind})`);
  // Only the page that won a duplicated route is rendered.
  const keep = (d: Doc) => winners.get(d.route) === d;
  docs.splice(0, docs.length, ...docs.filter(keep));
  pageDocs.splice(0, pageDocs.length, ...pageDocs.filter(keep));

  const alternates = new Map<string, Map<string, string>>();
  for (const doc of [...docs, ...pageDocs]) {
    if (!doc.translated) continue;
    const m = alternates.get(doc.baseRoute) ?? new Map<string, string>();
    m.set(doc.locale, doc.route);
    alternates.set(doc.baseRoute, m);
  }
  for (const page of pages) {
    if (!page.translated) continue;
    const m = alternates.get(page.baseRoute) ?? new Map<string, string>();
    m.set(page.locale, page.route);
    alternates.set(page.baseRoute, m);
  }

  const redirects = new Map<string, string>();
  for (const section of config.sections) {
    const lastVersion = section.lastVersion;
    for (const locale of locales) {
      const main = docs.find((d) => d.section === section.id && d.locale === locale && d.version === lastVersion && d.id === section.mainDocId);
      if (!main) continue;
      // A section at the site's root (`routeBasePath: ''`) has its root at `/fr` in a locale, not `/fr/`.
      const root = `${localePrefix(config, locale)}/${section.routeBasePath}`.replace(/(?<=.)\/$/, '');
      if (!routes.has(root)) redirects.set(root, main.route);
    }
  }

  // Docs of a section's root version whose slug moves them from the route of their id: navbar items name docs by id.
  const docRoutes: Record<string, Record<string, string>> = {};
  for (const doc of docs) {
    const section = config.sections.find((s) => s.id === doc.section)!;
    if (doc.locale !== config.i18n.defaultLocale || doc.version !== section.lastVersion || section.kind === 'blog') continue;
    if (doc.baseRoute !== docRoute(undefined, section, doc.id)) (docRoutes[section.id] ??= {})[doc.id] = doc.baseRoute;
  }

  return {
    config,
    siteDir,
    locales,
    docs,
    docRoutes,
    pages,
    pageDocs,
    sidebars,
    docSidebars,
    versions: scan.versions,
    pagination,
    alternates,
    routes,
    redirects,
    authors,
    tags,
    docTags,
    synonyms: loadSynonyms(siteDir, locales, config.i18n.defaultLocale, routes),
    keywords: loadPageKeywords(siteDir, locales, config.i18n.defaultLocale, routes, [...docs, ...pageDocs]),
    warnings,
  };
}

/** Custom pages under `content/pages/` (`.tsx` modules or `.mdx`), with per-locale overrides under `i18n/<locale>/pages/`. */
function scanPages(siteDir: string, config: SiteConfig, locales: string[], includeDrafts: boolean): { pages: SpecialPage[]; pageDocs: Doc[] } {
  const pages: SpecialPage[] = [];
  const pageDocs: Doc[] = [];
  const defaultDir = path.join(siteDir, 'content', 'pages');
  const rels = globSiteFiles(siteDir, defaultDir, '**/*.{tsx,jsx,mdx,md}', ['**/_*']).sort();
  for (const locale of locales) {
    const isDefault = locale === config.i18n.defaultLocale;
    const localeDir = path.join(siteDir, 'i18n', locale, 'pages');
    for (const rel of rels) {
      const translatedFile = path.join(localeDir, rel);
      const translated = isDefault || fs.existsSync(translatedFile);
      const file = isDefault ? path.join(defaultDir, rel) : translated ? translatedFile : path.join(defaultDir, rel);
      const noExt = rel.replace(/\.(tsx|jsx|mdx|md)$/, '');
      const baseRoute = noExt === 'index' ? '/' : `/${noExt.replace(/\/index$/, '')}`;
      const prefix = localePrefix(config, locale);
      const route = baseRoute === '/' ? prefix || '/' : `${prefix}${baseRoute}`;
      if (/\.mdx?$/.test(rel)) {
        const source = readPageSource(siteDir, file, () => {});
        const { frontmatter, body, bodyLine } = parseFrontmatter(source, file);
        if (frontmatter.draft && !includeDrafts) continue;
        pageDocs.push({
          id: noExt,
          section: 'pages',
          version: 'current',
          locale,
          relPath: rel,
          file,
          sourceFile: path.join(defaultDir, rel),
          baseRoute,
          route,
          frontmatter,
          body,
          bodyLine,
          title: frontmatter.title ?? noExt,
          description: frontmatter.description,
          // TSX pages render per locale from the message catalogue; an MDX page needs a translated file.
          translated,
          draft: false,
          hash: hashText(source),
        });
      } else {
        // A TSX page renders every locale from the message catalogue, so it counts as translated.
        pages.push({ kind: 'page', locale, baseRoute, route, file, translated: true, title: '' });
      }
    }
  }
  return { pages, pageDocs };
}
