import path from 'node:path';
import { restapiSource } from '../../src/generator/reference/restapi/source.ts';
import { sdkSource } from '../../src/generator/reference/sdk/source.ts';
import type { ReferenceLoadContext } from '../../src/generator/reference/loadReferences.ts';
import type { RestApiData } from '../../src/shared/restapi/types.ts';
import type { SdkCatalogue } from '../../src/shared/sdk/catalogue.ts';
import { repoRoot, silentLogger } from './site.ts';

/** The REST reference data of the site's OpenAPI document, English, as the pages are built from it. */
export async function loadRestApi(siteDir = repoRoot): Promise<RestApiData> {
  const loaded = await restapiSource.load({
    siteDir,
    config: { i18n: { defaultLocale: 'en', locales: ['en'] } } as never,
    locales: ['en'],
    logger: silentLogger(),
    keepThread: true,
    cacheDir: path.join(siteDir, '.imdocs-cache'),
  });
  return loaded!.byLocale.en as RestApiData;
}

/** The SDK catalogue of the site, per locale, as the pages read it. */
export async function loadSdkCatalogues(locales: string[] = ['en']): Promise<Record<string, SdkCatalogue>> {
  const ctx = { siteDir: repoRoot, locales, config: { i18n: { defaultLocale: 'en' } }, logger: silentLogger() } as unknown as ReferenceLoadContext;
  const loaded = await sdkSource.load(ctx);
  if (!loaded) throw new Error('the site has no SDK catalogue');
  return loaded.byLocale as Record<string, SdkCatalogue>;
}
