import type { LoadedReference } from '../loadReferences.ts';
import type { Warning } from '../../types.ts';
import { readCatalogueFiles } from './readCatalogue.ts';
import { resolveCatalogue } from './resolveCatalogue.ts';
import { translateCatalogue } from './translateCatalogue.ts';

/**
 * Reads, checks and resolves the SDK catalogue of `siteDir`, and translates it for every other locale: the source's
 * whole load, in this thread or on the helper thread (`imdocs dev`, see `sdkSource`). Its result is structured-cloneable.
 */
export function loadCatalogue(siteDir: string, defaultLocale: string, locales: string[]): LoadedReference {
  const catalogue = resolveCatalogue(readCatalogueFiles(siteDir)!);
  const byLocale: Record<string, unknown> = {};
  const untranslated: Record<string, string[]> = {};
  const warnings: Warning[] = [];
  for (const locale of locales) {
    if (locale === defaultLocale) {
      byLocale[locale] = catalogue;
      continue;
    }
    const translated = translateCatalogue(siteDir, locale, catalogue);
    byLocale[locale] = translated.catalogue;
    untranslated[locale] = translated.untranslated;
    warnings.push(...translated.warnings);
  }
  return { byLocale, warnings, untranslated };
}
