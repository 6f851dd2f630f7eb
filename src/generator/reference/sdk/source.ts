import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadedReference, ReferenceSource } from '../loadReferences.ts';
import { callOnThread } from '../../build/threadCall.ts';
import { engineModuleUrl } from '../../engine.ts';
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
        const args = [ctx.siteDir, defaultLocale, ctx.locales] as const;
        // `imdocs dev` parses the catalogue (2 MB of YAML here, a second or more, cold) on the helper thread: its
        // main thread answers requests and edits meanwhile. A build parses it here, beside the REST document's thread.
        if (ctx.keepThread)
          return callOnThread<LoadedReference>(engineModuleUrl('./loadCatalogue.ts', import.meta.url), 'loadCatalogue', [...args], { keep: true });
        // Loaded here, not with this module: a build served by the load cache never needs them.
        return (await import('./loadCatalogue.ts')).loadCatalogue(...args);
      },
    );
  },
};
