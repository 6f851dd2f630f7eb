import type { SearchClientConfig } from '../searchConfig.ts';
import type { SearchProvider } from '../types.ts';
import { createPagefindProvider } from './pagefind.ts';

const cache = new Map<string, SearchProvider>();

/** The configured engine; Algolia's client code is loaded only when a site uses it. */
export function providerFor(config: SearchClientConfig): SearchProvider {
  // The vocabularies are part of the key: a provider made from the offline stand-in config (none) is not
  // kept once the real config arrives.
  const key = config.provider === 'algolia' ? `algolia:${config.locale}` : `local:${Object.values(config.vocabularies ?? {}).join()}`;
  let p = cache.get(key);
  if (!p) {
    if (config.provider === 'algolia' && config.algolia) {
      let real: Promise<SearchProvider> | undefined;
      const get = () => (real ??= import('./algolia.ts').then((m) => m.createAlgoliaProvider(config)));
      p = {
        warm: () => {
          get().then(
            (r) => r.warm(),
            () => {},
          );
        },
        search: (req) => get().then((r) => r.search(req)),
      };
    } else {
      p = createPagefindProvider(undefined, config.vocabularies, config.shards, config.synonyms);
    }
    cache.set(key, p);
  }
  return p;
}
