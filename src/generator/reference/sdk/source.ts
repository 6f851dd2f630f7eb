import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReferenceSource } from '../loadReferences.ts';
import { cacheKey, cachedLoad } from '../loadCache.ts';
import { CATALOGUE_DIR, translationFile } from './paths.ts';

/** The loader's own code: any change to it reads the catalogue again. */
const CODE_DIRS = [fileURLToPath(new URL('./', import.meta.url))];

/**
 * The client SDK reference: the catalogue under `content/sdks/catalogue` (validated, cross-checked, indexed),
 * per locale with the keyed translations of `i18n/<locale>/sdks/catalogue.yaml` applied.
 */
export const sdkSource: ReferenceSource = {
  name: 'sdk',
  watch: [CATALOGUE_DIR, translationFile('zh-Hans')],
  present: (siteDir) => fs.existsSync(path.join(siteDir, CATALOGUE_DIR)),
  async load(ctx) {
    if (!sdkSource.present(ctx.siteDir)) return undefined;
    const defaultLocale = ctx.config.i18n.defaultLocale;
    const inputs = { watch: [CATALOGUE_DIR, ...ctx.locales.map(translationFile)], codeDirs: CODE_DIRS, packages: ['yaml', 'js-yaml', 'zod'] };
    return cachedLoad(
      ctx.cacheDir,
      'sdk',
      () => cacheKey(ctx.siteDir, inputs, ctx.locales, defaultLocale),
      ctx.locales,
      async () => {
        // Loaded here, not with this module: a build served by the load cache never needs them.
        const [{ readCatalogueFiles }, { resolveCatalogue }, { translateCatalogue }] = await Promise.all([
          import('./readCatalogue.ts'),
          import('./resolveCatalogue.ts'),
          import('./translateCatalogue.ts'),
        ]);
        const catalogue = resolveCatalogue(readCatalogueFiles(ctx.siteDir)!);
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
    );
  },
};
