import { createContext, useContext } from 'react';

/** Per-page resolvers the renderer provides to MDX components (links to routes, images to hashed assets). */
export interface MdxResolvers {
  resolveHref(href: string): string;
  resolveImage(src: string): string;
}

export const MdxContext = createContext<MdxResolvers>({ resolveHref: (h) => h, resolveImage: (s) => s });
export const useMdxResolvers = () => useContext(MdxContext);
