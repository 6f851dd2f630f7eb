import { createContext, useContext } from 'react';

/** Per-page resolvers the renderer provides to MDX components (links to routes, images to hashed assets). */
export interface MdxResolvers {
  resolveHref(href: string): string;
  resolveImage(src: string): string;
  /** The same resolvers for another source file (an imported partial resolves its links from its own folder). */
  forFile?(file: string): MdxResolvers;
}

export const MdxContext = createContext<MdxResolvers>({ resolveHref: (h) => h, resolveImage: (s) => s });
export const useMdxResolvers = () => useContext(MdxContext);
