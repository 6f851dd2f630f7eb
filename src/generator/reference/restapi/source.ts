import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReferenceSource, LoadedReference } from '../loadReferences.ts';
import { cacheKey, cachedLoad } from '../loadCache.ts';
import { callOnThread } from '../../build/threadCall.ts';
import { engineModuleUrl } from '../../engine.ts';
import { DOCUMENT } from './paths.ts';

/** The loader's own code: any change to it reloads the document. */
const CODE_DIRS = [fileURLToPath(new URL('./', import.meta.url)), fileURLToPath(new URL('../../../shared/restapi/', import.meta.url))];

/**
 * The REST API reference: `content/restapi/openapi.yaml` (OpenAPI 3.1, with `$ref`s to files beside it),
 * validated by Redocly with our ruleset, bundled, translated per locale by `i18n/<locale>/restapi/openapi.overlay*.yaml`
 * and published next to the pages. The loading (`loadDocument.ts`, seconds of Redocly's work on this repository's
 * site) runs on a thread of its own and starts before the content scan (`ahead`).
 */
export const restapiSource: ReferenceSource = {
  name: 'restapi',
  watch: ['content/restapi', 'i18n/zh-Hans/restapi'],
  ahead: true,
  present: (siteDir) => fs.existsSync(path.join(siteDir, DOCUMENT)),
  async load({ siteDir, config, locales, cacheDir, keepThread }) {
    const root = path.join(siteDir, DOCUMENT);
    if (!restapiSource.present(siteDir)) return undefined;
    const inputs = { watch: restapiSource.watch, codeDirs: CODE_DIRS, packages: ['@redocly/openapi-core', 'jsonpath-rfc9535', 'yaml', 'js-yaml'] };
    const key = () => cacheKey(siteDir, inputs, locales, config.i18n.defaultLocale);
    const args = [siteDir, root, config.i18n.defaultLocale, locales];
    return cachedLoad(cacheDir, 'restapi', key, locales, () =>
      callOnThread<LoadedReference>(engineModuleUrl('./loadDocument.ts', import.meta.url), 'loadDocument', args, { keep: keepThread }),
    );
  },
};
