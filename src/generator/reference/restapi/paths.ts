import fs from 'node:fs';
import path from 'node:path';

/** The REST document's root file, relative to the site. */
export const DOCUMENT = 'content/restapi/openapi.yaml';
export const overlayFile = (locale: string) => `i18n/${locale}/restapi/openapi.overlay.yaml`;

/** Every overlay of a locale, relative to the site: `openapi.overlay.yaml` and any `openapi.overlay.<part>.yaml`. */
export function overlayFiles(siteDir: string, locale: string): string[] {
  const dir = path.join(siteDir, 'i18n', locale, 'restapi');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => /^openapi\.overlay(\.[\w-]+)?\.ya?ml$/.test(f))
    .sort()
    .map((f) => `i18n/${locale}/restapi/${f}`);
}

/** Where a locale's bundled document is published (`restapi/openapi.json`, `zh-Hans/restapi/openapi.json`). */
export function publishedPath(locale: string, defaultLocale: string, ext: 'json' | 'yaml'): string {
  return `${locale === defaultLocale ? '' : `${locale}/`}restapi/openapi.${ext}`;
}
