import type { ReferenceSource } from '../loadReferences.ts';
import { CATALOGUE_DIR, readCatalogueFiles } from './readCatalogue.ts';
import { resolveCatalogue } from './resolveCatalogue.ts';
import { translateCatalogue, translationFile } from './translateCatalogue.ts';

/**
 * The client SDK reference: the catalogue under `content/sdks/catalogue` (validated, cross-checked, indexed),
 * per locale with the keyed translations of `i18n/<locale>/sdks/catalogue.yaml` applied.
 */
export const sdkSource: ReferenceSource = {
  name: 'sdk',
  watch: [CATALOGUE_DIR, translationFile('zh-Hans')],
  async load(ctx) {
    const files = readCatalogueFiles(ctx.siteDir);
    if (!files) return undefined;
    const catalogue = resolveCatalogue(files);
    const defaultLocale = ctx.config.i18n.defaultLocale;
    const byLocale: Record<string, unknown> = {};
    const untranslated: Record<string, string[]> = {};
    const warnings = [];
    for (const locale of ctx.locales) {
      if (locale === defaultLocale) {
        byLocale[locale] = catalogue;
        continue;
      }
      const translated = translateCatalogue(ctx.siteDir, locale, catalogue);
      byLocale[locale] = translated.catalogue;
      untranslated[locale] = translated.untranslated;
      warnings.push(...translated.warnings);
    }
    return { byLocale, warnings, untranslated };
  },
};
