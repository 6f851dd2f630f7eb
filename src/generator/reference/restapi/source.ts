import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReferenceSource, LoadedReference } from '../loadReferences.ts';
import type { Warning } from '../../types.ts';
import { cacheKey, cachedLoad } from '../loadCache.ts';

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

/** The loader's own code: any change to it reloads the document. */
const CODE_DIRS = [fileURLToPath(new URL('./', import.meta.url)), fileURLToPath(new URL('../../../shared/restapi/', import.meta.url))];

/**
 * The REST API reference: `content/restapi/openapi.yaml` (OpenAPI 3.1, with `$ref`s to files beside it),
 * validated by Redocly with our ruleset, bundled, translated per locale by `i18n/<locale>/restapi/openapi.overlay*.yaml`
 * and published next to the pages.
 */
export const restapiSource: ReferenceSource = {
  name: 'restapi',
  watch: ['content/restapi', 'i18n/zh-Hans/restapi'],
  present: (siteDir) => fs.existsSync(path.join(siteDir, DOCUMENT)),
  async load({ siteDir, config, locales, cacheDir }) {
    const root = path.join(siteDir, DOCUMENT);
    if (!restapiSource.present(siteDir)) return undefined;
    const inputs = { watch: restapiSource.watch, codeDirs: CODE_DIRS, packages: ['@redocly/openapi-core', 'jsonpath-rfc9535', 'yaml', 'js-yaml'] };
    const key = () => cacheKey(siteDir, inputs, locales, config.i18n.defaultLocale);
    return cachedLoad(cacheDir, 'restapi', key, locales, () => loadDocument(siteDir, root, config.i18n.defaultLocale, locales));
  },
};

async function loadDocument(siteDir: string, root: string, defaultLocale: string, locales: string[]): Promise<LoadedReference> {
  // Loaded here, not with this module: a build served by the load cache never needs them.
  const [{ stringify }, { validateAndBundle }, { applyOverlay }, { untranslatedTexts }, { buildRestApiData }] = await Promise.all([
    import('yaml'),
    import('./validate.ts'),
    import('./overlay.ts'),
    import('./coverage.ts'),
    import('./buildData.ts'),
  ]);
  const { document, warnings: lintWarnings } = await validateAndBundle(root, siteDir);
  const warnings: Warning[] = lintWarnings.map((message) => ({ code: 'openapi', message }));
  const out: LoadedReference = { byLocale: {}, warnings, files: {}, untranslated: {} };
  const documents: Record<string, Record<string, unknown>> = {};
  // The English document is published even when a build renders only other locales (links point at it).
  for (const locale of new Set([defaultLocale, ...locales])) {
    let doc = document;
    if (locale !== defaultLocale) {
      // The translation may be split over several overlays (`openapi.overlay.yaml`, `openapi.overlay.components.yaml`…).
      for (const rel of overlayFiles(siteDir, locale)) {
        const applied = applyOverlay(doc, fs.readFileSync(path.join(siteDir, rel), 'utf8'), path.join(siteDir, rel), siteDir);
        doc = applied.document;
        for (const message of applied.warnings) warnings.push({ code: 'openapi-overlay', message, file: rel });
      }
      const missing = untranslatedTexts(document, doc);
      out.untranslated![locale] = missing;
      if (missing.length) {
        const where = `i18n/${locale}/restapi/openapi.overlay*.yaml`;
        warnings.push({
          code: 'openapi-untranslated',
          file: overlayFile(locale),
          message: `${where}: ${missing.length} English text(s) of the OpenAPI document have no ${locale} translation (first: ${missing[0]}); \`imdocs check\` lists them.`,
        });
      }
    }
    documents[locale] = doc;
    out.files![publishedPath(locale, defaultLocale, 'json')] = `${JSON.stringify(doc, null, 2)}\n`;
    if (locale === defaultLocale) out.files![publishedPath(locale, defaultLocale, 'yaml')] = stringify(doc, { lineWidth: 0, aliasDuplicateObjects: false });
  }
  for (const locale of locales) {
    out.byLocale[locale] = await buildRestApiData(documents[locale], `/${publishedPath(locale, defaultLocale, 'json')}`);
  }
  return out;
}
