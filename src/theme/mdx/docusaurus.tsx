/**
 * What Docusaurus exposes to MDX authors under `@docusaurus/…`, for pages moved over unchanged. Pages render to
 * static HTML once, at build time: hooks answer with build-time values and `BrowserOnly` renders its fallback.
 */
import type { ReactNode } from 'react';
import { Link as ThemeLink } from '../components/Link.tsx';
import { useTheme } from '../context.tsx';

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

/** Static rendering has no browser: the fallback (or nothing) is rendered, as in Docusaurus' server render. */
export function BrowserOnly({ fallback }: { children?: () => ReactNode; fallback?: ReactNode }) {
  return <>{fallback ?? null}</>;
}

/** `useIsBrowser()`: always false (pages are rendered once, at build time). */
export function useIsBrowser(): boolean {
  return false;
}
