/**
 * The route rules every part of the engine shares: the default locale lives at `/`, every other locale at
 * `/<locale>/…`; a route never ends with a slash.
 */
import type { SiteConfig } from './siteConfig.ts';

/** Prefix of a locale's routes ('' for the default one). */
export function localePrefix(config: SiteConfig, locale: string): string {
  return locale === config.i18n.defaultLocale ? '' : `/${locale}`;
}

/** The locale a route belongs to. */
export function localeOfRoute(route: string, locales: readonly string[], defaultLocale: string): string {
  return locales.find((l) => l !== defaultLocale && (route === `/${l}` || route.startsWith(`/${l}/`))) ?? defaultLocale;
}

/** The route without its locale prefix (`/zh-Hans/guides/x` → `/guides/x`, `/zh-Hans` → `/`). */
export function stripLocale(route: string, locales: readonly string[], defaultLocale: string): string {
  const locale = localeOfRoute(route, locales, defaultLocale);
  if (locale === defaultLocale) return route;
  return route.slice(locale.length + 1) || '/';
}

/** `path?query#hash` → [path, `?query#hash`]. */
export function splitHref(href: string): [string, string] {
  const i = href.search(/[?#]/);
  return i === -1 ? [href, ''] : [href.slice(0, i), href.slice(i)];
}

/** URL of a page's Markdown twin: `/guides/x` → `/guides/x.md`, `/` → `/index.md`, `/zh-Hans` → `/zh-Hans.md`. */
export function markdownUrl(route: string): string {
  return route === '/' ? '/index.md' : `${route}.md`;
}

/** The route whose Markdown twin is at `url` (the inverse of `markdownUrl`); undefined for other paths. */
export function markdownTwinRoute(url: string): string | undefined {
  if (!url.endsWith('.md')) return undefined;
  return url === '/index.md' ? '/' : url.slice(0, -3);
}

/** File name of a sidebar tree chunk under `/_imdocs/sidebar/`: `en:guides:current` → `en.guides.current.html`. */
export function sidebarFileName(key: string): string {
  return `${key
    .split(':')
    .map((part) => part.replace(/[^\w.-]/g, '_'))
    .join('.')}.html`;
}

/** The output file of a page's route, relative to the output folder. */
export function routeToFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

/**
 * Whether a file of the static folders (or a request path, without its leading slash) is public: no segment may
 * start with a dot (`.env`, `.git/`, `.DS_Store`), except `.well-known/` (RFC 8615) and `.nojekyll` (GitHub Pages).
 */
export function isPublishedPath(rel: string): boolean {
  const segments = rel.split('/').filter(Boolean);
  if (segments.length === 1 && segments[0] === '.nojekyll') return true;
  return segments.every((seg, i) => !seg.startsWith('.') || (i === 0 && seg === '.well-known'));
}

/**
 * Where a doc id leads inside its section and version when the doc sets no `slug`, as in Docusaurus: a doc named
 * after its folder, `index` or `README` is the folder's page (`releases/releases` → `releases`, `usage/index` →
 * `usage`); the root `index` is the section root (`''`).
 */
export function docPathOfId(id: string): string {
  const parts = id.split('/');
  const name = parts[parts.length - 1].toLowerCase();
  if (parts.length > 1 && (name === 'index' || name === 'readme' || name === parts[parts.length - 2].toLowerCase())) return parts.slice(0, -1).join('/');
  // `index` or `README` at the section root is the section's own page.
  return name === 'index' || name === 'readme' ? '' : id;
}

/** A route or folder segment a file name cannot hold as written: `.`/`..`, or a NUL, backslash or control byte. */
export function badSegment(value: string): string | undefined {
  return value.split('/').find((seg) => seg === '.' || seg === '..' || /[\\\u0000-\u001f\u007f]/.test(seg));
}

/** A locale name: it becomes a folder of `i18n/` and of the output, so letters, digits, `-` and `_` only. */
export const LOCALE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/**
 * The route (without locale) of a doc by id: its `slug`'s when `docRoutes` (section id → doc id → route, the docs
 * of the version at the section root whose slug moves them) lists it, else the one its id gives.
 */
export function docRoute(
  docRoutes: Record<string, Record<string, string>> | undefined,
  section: { id: string; routeBasePath: string },
  docId: string,
  versionPath = '',
): string {
  const moved = versionPath ? undefined : docRoutes?.[section.id]?.[docId];
  return moved ?? `/${[section.routeBasePath, versionPath, docPathOfId(docId)].filter(Boolean).join('/')}`;
}
