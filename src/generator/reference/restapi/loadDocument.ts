import fs from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import type { LoadedReference } from '../loadReferences.ts';
import type { Warning } from '../../types.ts';
import { overlayFile, overlayFiles, publishedPath } from './paths.ts';
import { validateAndBundle } from './validate.ts';
import { applyOverlay } from './overlay.ts';
import { untranslatedTexts } from './coverage.ts';
import { buildRestApiData } from './buildData.ts';

/**
 * Validates and bundles the REST document, applies each locale's overlays and builds the data the reference
 * pages read. It runs on a thread of its own (`source.ts`), so its result crosses to the build as a
 * structured clone, as it is stored in the load cache.
 */
export async function loadDocument(siteDir: string, root: string, defaultLocale: string, locales: string[]): Promise<LoadedReference> {
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
