/**
 * What Docusaurus exposes to MDX authors under `@docusaurus/…`, for pages moved over unchanged. Pages render to
 * static HTML once, at build time: hooks answer with build-time values and `BrowserOnly` renders its fallback.
 */
import type { ReactNode } from 'react';
import { Link as ThemeLink } from '../components/Link.tsx';
import { useTheme } from '../context.tsx';
import { Head } from './Head.tsx';

export const Link = ThemeLink;

/** `useBaseUrl('/img/x.png')`: the path under the site's `baseUrl` (absolute URLs are returned unchanged). */
export function useBaseUrl(url: string, options: { absolute?: boolean; forcePrependBaseUrl?: boolean } = {}): string {
  const { config } = useTheme().site;
  if (!url || /^[a-z][a-z0-9+.-]*:|^\/\/|^#/i.test(url)) return url;
  const base = config.baseUrl;
  const withBase = url.startsWith(base) && !options.forcePrependBaseUrl ? url : base + url.replace(/^\//, '');
  return options.absolute ? config.url + withBase : withBase;
}

/** `useDocusaurusContext()`: the parts of `siteConfig` a page usually reads (title, tagline, url, baseUrl). */
export function useDocusaurusContext() {
  const { site, page } = useTheme();
  const { title, tagline, url, baseUrl } = site.config;
  return {
    siteConfig: { title, tagline, url, baseUrl, customFields: {} },
    i18n: { currentLocale: page.locale, defaultLocale: site.config.i18n.defaultLocale, locales: site.locales },
  };
}

/**
 * `@theme/Layout` of a Docusaurus React page: imdocs' own layout already surrounds the page (navbar, footer), so
 * this only gives the page its `<title>` (`title | site title`, as Docusaurus writes it) and its wrapper class.
 */
export function PageLayout({ children, title, wrapperClassName }: { children?: ReactNode; title?: string; description?: string; wrapperClassName?: string }) {
  const { site } = useTheme();
  return (
    <>
      {title ? (
        <Head>
          <title>{`${title} | ${site.config.title}`}</title>
        </Head>
      ) : null}
      <div className={wrapperClassName}>{children}</div>
    </>
  );
}

/** `useLocation()` of `@docusaurus/router`: the page's own route (no query or hash at build time). */
export function useLocation(): { pathname: string; search: string; hash: string; state: undefined } {
  return { pathname: useTheme().page.route, search: '', hash: '', state: undefined };
}

/** Static rendering has no browser: the fallback (or nothing) is rendered, as in Docusaurus' server render. */
export function BrowserOnly({ fallback }: { children?: () => ReactNode; fallback?: ReactNode }) {
  return <>{fallback ?? null}</>;
}

/** `useIsBrowser()`: always false (pages are rendered once, at build time). */
export function useIsBrowser(): boolean {
  return false;
}

/**
 * `useColorMode()` of `@docusaurus/theme-common`: the site's default colour mode (`colorMode.defaultMode`), as
 * Docusaurus' server render answers; `setColorMode` does nothing at build time.
 */
export function useColorMode(): { colorMode: 'light' | 'dark'; setColorMode: (mode: 'light' | 'dark' | null) => void; isDarkTheme: boolean } {
  const colorMode = useTheme().site.config.colorMode.defaultMode;
  return { colorMode, setColorMode: () => undefined, isDarkTheme: colorMode === 'dark' };
}

/** `@docusaurus/ExecutionEnvironment`: the build-time render has no DOM. */
export const ExecutionEnvironment = { canUseDOM: false, canUseEventListeners: false, canUseIntersectionObserver: false, canUseViewport: false };

/** A version as `@docusaurus/plugin-content-docs/client` describes it (doc lists are left empty). */
export interface GlobalVersion {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  docs: { id: string; path: string }[];
  draftIds: string[];
  sidebars: Record<string, never>;
}

type Section = ReturnType<typeof useTheme>['site']['config']['sections'][number];

function versionsOf(section: Section): GlobalVersion[] {
  const names = Object.keys(section.versions);
  if (!names.includes('current')) names.unshift('current');
  return names.map((name) => {
    const v = section.versions[name] ?? {};
    const segment = v.path ?? (name === section.lastVersion ? '' : name === 'current' ? 'next' : name);
    return {
      name,
      label: v.label ?? (name === 'current' ? 'Next' : name),
      isLast: name === section.lastVersion,
      path: `/${[section.routeBasePath, segment].filter(Boolean).join('/')}`,
      mainDocId: section.mainDocId,
      docs: [],
      draftIds: [],
      sidebars: {},
    };
  });
}

/** The docs section a hook asks about: `pluginId` (a migrated site's section id, `default` being `docs`), else the page's own. */
function useSection(pluginId?: string): Section | undefined {
  const { site, page } = useTheme();
  const docs = site.config.sections.filter((s) => s.kind !== 'blog');
  if (pluginId === undefined && page.doc) return docs.find((s) => s.id === page.doc!.section);
  const id = pluginId ?? 'default';
  return docs.find((s) => s.id === id) ?? (id === 'default' ? (docs.find((s) => s.id === 'docs') ?? docs[0]) : undefined);
}

/** `useAllDocsData()`: every docs section with its versions. */
export function useAllDocsData(): Record<string, { path: string; versions: GlobalVersion[] }> {
  const { site } = useTheme();
  return Object.fromEntries(site.config.sections.filter((s) => s.kind !== 'blog').map((s) => [s.id, { path: `/${s.routeBasePath}`, versions: versionsOf(s) }]));
}

/** `useDocsData(pluginId)`: one section's path and versions. */
export function useDocsData(pluginId?: string): { path: string; versions: GlobalVersion[] } {
  const section = useSection(pluginId);
  if (!section) throw new Error(`useDocsData: no docs section "${pluginId}"`);
  return { path: `/${section.routeBasePath}`, versions: versionsOf(section) };
}

/** `useActivePlugin()`: the docs section of the page, or undefined on other pages. */
export function useActivePlugin(): { pluginId: string; pluginData: { path: string; versions: GlobalVersion[] } } | undefined {
  const { page } = useTheme();
  const section = useSection();
  return page.doc && section ? { pluginId: section.id, pluginData: { path: `/${section.routeBasePath}`, versions: versionsOf(section) } } : undefined;
}

/** `useVersions(pluginId)`: every version of a section, the current one first. */
export function useVersions(pluginId?: string): GlobalVersion[] {
  const section = useSection(pluginId);
  return section ? versionsOf(section) : [];
}

/** `useLatestVersion(pluginId)`: the section's last (default) version. */
export function useLatestVersion(pluginId?: string): GlobalVersion | undefined {
  return useVersions(pluginId).find((v) => v.isLast);
}

/** `useActiveVersion(pluginId)`: the version of the doc being rendered, or undefined outside that section. */
export function useActiveVersion(pluginId?: string): GlobalVersion | undefined {
  const { page } = useTheme();
  const section = useSection(pluginId);
  if (!section || page.doc?.section !== section.id) return undefined;
  return versionsOf(section).find((v) => v.name === page.doc!.version);
}

/** `useActiveDocContext(pluginId)`: the active version and doc (its route) of the page. */
export function useActiveDocContext(pluginId?: string) {
  const { page } = useTheme();
  const activeVersion = useActiveVersion(pluginId);
  return {
    activeVersion,
    activeDoc: activeVersion ? { id: page.baseRoute.split('/').pop() ?? '', path: page.route } : undefined,
    alternateDocVersions: {},
  };
}

/** `useDocVersionSuggestions(pluginId)`: the latest version; no doc suggestion (pages render once). */
export function useDocVersionSuggestions(pluginId?: string) {
  return { latestDocSuggestion: undefined, latestVersionSuggestion: useLatestVersion(pluginId) };
}

/** `useDocsPreferredVersion(pluginId)`: no stored preference at build time. */
export function useDocsPreferredVersion(_pluginId?: string) {
  return { preferredVersion: null, savePreferredVersionName: (_name: string) => undefined };
}

/** `translate({ message, id })`: the default message (pages are rendered in their own language as written), with `{name}` values filled in. */
export function translate({ message, id }: { message?: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  return (message ?? id ?? '').replace(/\{(\w+)\}/g, (whole, name: string) => (values && name in values ? String(values[name]) : whole));
}

/** `<Translate>`: its children (or `message`), with `values` filled in. */
export function Translate({ children, message, id, values }: { children?: string; message?: string; id?: string; values?: Record<string, ReactNode> }) {
  const text = children ?? message ?? id ?? '';
  if (!values) return <>{text}</>;
  const parts = text.split(/\{(\w+)\}/);
  return <>{parts.map((part, i) => (i % 2 ? (values[part] ?? `{${part}}`) : part))}</>;
}
