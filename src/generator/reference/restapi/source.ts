import type { ReferenceSource } from '../loadReferences.ts';

/** The REST API reference: `content/restapi/openapi.yaml` (+ the zh-Hans overlay). Not implemented yet. */
export const restapiSource: ReferenceSource = {
  name: 'restapi',
  watch: ['content/restapi', 'i18n/zh-Hans/restapi'],
  async load() {
    return undefined;
  },
};
