import { createContext, useContext } from 'react';
import type { ReferenceData } from '../../shared/reference.ts';

/** The current locale's reference data, provided by the renderer around every MDX page. */
export const ReferenceContext = createContext<ReferenceData>({});

/** One source's data for the page's locale, or undefined when the site has no such source. */
export function useReference<T>(name: string): T | undefined {
  return useContext(ReferenceContext)[name] as T | undefined;
}
