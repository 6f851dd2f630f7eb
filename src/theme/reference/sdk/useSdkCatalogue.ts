import type { SdkCatalogue } from '../../../shared/sdk/catalogue.ts';
import { useReference } from '../ReferenceContext.tsx';

/** The page locale's SDK catalogue; a page placing an SDK component on a site without one is an authoring error. */
export function useSdkCatalogue(component: string): SdkCatalogue {
  const catalogue = useReference<SdkCatalogue>('sdk');
  if (!catalogue) throw new Error(`<${component}> needs the SDK catalogue (content/sdks/catalogue/), and this site has none.`);
  return catalogue;
}

/** An entry of the catalogue by name, or a clear error naming the component and the unknown name. */
export function requireEntry<T>(entries: Record<string, T>, name: string | undefined, component: string, kind: string): T {
  const entry = name === undefined ? undefined : entries[name];
  if (!entry) {
    const close = name ? Object.keys(entries).find((k) => k.toLowerCase() === name.toLowerCase()) : undefined;
    throw new Error(`<${component} name="${name ?? ''}"/>: no ${kind} of that name in the SDK catalogue${close ? ` (did you mean "${close}"?)` : ''}.`);
  }
  return entry;
}
