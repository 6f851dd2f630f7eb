import { createContext, useContext, type ReactNode } from 'react';
import { formatMessage, translateLabel, type MessageId, type Messages } from './messages.ts';
import type { SidebarItem, TocEntry, NavItem, SiteConfig, BlogAuthor } from './types.ts';
import { localePrefix, localeOfRoute, splitHref } from '../shared/routes.ts';

export { localePrefix, splitHref };

export interface PageLink {
  label: string;
  route: string;
}

/** What one rendered page knows: the site-wide part is shared by every page of a build. */
export interface SiteData {
  config: SiteConfig;
  locales: string[];
  /** Routes of the site, to resolve and localise links. */
  routes: Set<string>;
  assets: { css: string; customCss?: string; runtime: string; searchPage?: string };
  /** locale → author key → blog author (a locale's own authors.yml, else the default one). */
  authors: Record<string, Record<string, BlogAuthor>>;
  /**
   * Route (without locale) of each doc, by section and id, of the version shown at the section root, when its
   * `slug` moves it from the route of its id (`docRoute`); only those docs are listed.
   */
  docRoutes?: Record<string, Record<string, string>>;
}

/**
 * One card of `@theme/DocCardList`: an item of the sidebar category the page is the page of (a doc, a category with
 * its number of items, a link), as Docusaurus's `useCurrentSidebarCategory()` gives it.
 */
export interface DocCard {
  label: string;
  href: string;
  description?: string;
  /** A category: how many items it has. */
  items?: number;
}

export interface DocInfo {
  section: string;
  sectionLabel: string;
  version: string;
  versionBanner: 'none' | 'unmaintained' | 'unreleased';
  versionLabel: string;
  latestRoute?: string;
  toc: TocEntry[];
  editUrl?: string;
  lastUpdated?: number;
  prev?: PageLink;
  next?: PageLink;
  /** The section tree; filled in by the renderer from the shared data (jobs carry only its key and hash). */
  sidebar?: SidebarItem[];
  sidebarKey?: string;
  /** Changes whenever the tree changes, so caches keyed by the job see sidebar edits. */
  sidebarHash?: string;
  hideTitle?: boolean;
  hideToc?: boolean;
  /** The items of the sidebar category this doc is the page of (what `<DocCardList />` shows). */
  cards?: DocCard[];
  /** Blog post extras. */
  date?: string;
  authors?: string[];
  tags?: { label: string; route: string }[];
}

export interface PageInfo {
  kind:
    | 'doc'
    | 'page'
    | 'blogList'
    | 'blogArchive'
    | 'blogTags'
    | 'blogTag'
    | 'blogAuthors'
    | 'blogAuthor'
    | 'docTags'
    | 'docTag'
    | 'generatedIndex'
    | 'search'
    | 'notFound';
  locale: string;
  route: string;
  baseRoute: string;
  title: string;
  description?: string;
  /** The readers' words for the page (`<meta name="keywords">`; src/generator/search/pageKeywords.ts). */
  keywords?: string[];
  /** locale → route of pages that exist in that locale (translations only). */
  alternates: Record<string, string>;
  /** For a fallback page: the route of the default-locale source. */
  fallbackOf?: string;
  noindex?: boolean;
  doc?: DocInfo;
}

export interface ThemeContextValue {
  site: SiteData;
  page: PageInfo;
  messages: Messages;
  /** Collects `<Head>` children during rendering. */
  head: ReactNode[];
  /** Warnings produced while rendering (unknown `<Head>` children…). */
  warnings: string[];
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme() outside a ThemeContext provider');
  return value;
}

export function translateLabelFor(messages: Messages, kind: string, label: string): string {
  return translateLabel(messages, `theme.${kind}.${label}`, label);
}

/** Translates a configured label: `theme.<kind>.<label>` in the catalogue, else the label itself. */
export function useLabel(): (kind: 'navbar.item' | 'footer.column' | 'footer.link' | 'section', label: string) => string {
  const { messages } = useTheme();
  return (kind, label) => translateLabel(messages, `theme.${kind}.${label}`, label);
}

export function useT(): (id: MessageId, values?: Record<string, string | number>) => string {
  const { messages, page } = useTheme();
  return (id, values) => formatMessage(messages, id, values, page.locale);
}

/** Localises an internal route: `/guides/x` on a zh-Hans page becomes `/zh-Hans/guides/x` when that route exists. */
export function localizeRoute(site: SiteData, locale: string, to: string): string {
  const prefix = localePrefix(site.config, locale);
  if (!prefix || !to.startsWith('/') || to.startsWith('//')) return to;
  const [pathPart, rest = ''] = splitHref(to);
  if (pathPart === prefix || pathPart.startsWith(`${prefix}/`)) return to;
  if (localeOfRoute(pathPart, site.locales, site.config.i18n.defaultLocale) !== site.config.i18n.defaultLocale) return to;
  const localized = pathPart === '/' ? prefix : `${prefix}${pathPart}`;
  return site.routes.has(localized) ? `${localized}${rest}` : to;
}

export type { NavItem };

export function ThemeProvider({ value, children }: { value: ThemeContextValue; children: ReactNode }) {
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
