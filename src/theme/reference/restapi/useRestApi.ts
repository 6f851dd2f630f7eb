import { useReference } from '../ReferenceContext.tsx';
import { useT } from '../../context.tsx';
import type { RestApiData } from '../../../shared/restapi/types.ts';

/** The REST API data of the page's locale; rendering fails with a clear sentence when the site has none. */
export function useRestApi(): RestApiData {
  const data = useReference<RestApiData>('restapi');
  if (!data) throw new Error('This page uses a REST API component, but the site has no content/restapi/openapi.yaml.');
  return data;
}

/** Looks an entry up by id, or fails with the catalogue's "no such operation/webhook" sentence. */
export function useEntry<T>(map: Record<string, T>, id: string, kind: string): T {
  const t = useT();
  const entry = map[id];
  if (!entry) throw new Error(t('theme.restapi.missing', { kind, id }));
  return entry;
}
