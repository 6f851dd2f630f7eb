import type { ReferenceSource } from '../loadReferences.ts';

/** The client SDK reference: the catalogue under `content/sdks/catalogue`. Not implemented yet. */
export const sdkSource: ReferenceSource = {
  name: 'sdk',
  watch: ['content/sdks/catalogue', 'i18n/zh-Hans/sdks'],
  async load() {
    return undefined;
  },
};
