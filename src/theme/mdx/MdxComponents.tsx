import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';
import { MdxContext } from './MdxContext.tsx';

type Components = Record<string, unknown>;

/**
 * The page's MDX components (built-ins, the site's registry, its `@theme` aliases), provided to every MDX module
 * the page imports: compiled partials read them through `useMDXComponents` (their `providerImportSource`).
 */
const MdxComponentsContext = createContext<Components>({});

export function MDXProvider({ components, children }: { components: Components; children?: ReactNode }) {
  return createElement(MdxComponentsContext.Provider, { value: components }, children);
}

export function useMDXComponents(own?: Components | ((inherited: Components) => Components)): Components {
  const inherited = useContext(MdxComponentsContext);
  return typeof own === 'function' ? own(inherited) : { ...inherited, ...own };
}

/**
 * An imported Markdown partial, rendered with links and images resolved from its own file (not the page's),
 * as Docusaurus does.
 */
export function withSourceFile<P extends object>(Content: ComponentType<P>, file: string): ComponentType<P> {
  function Partial(props: P) {
    const resolvers = useContext(MdxContext);
    const own = resolvers.forFile?.(file) ?? resolvers;
    return createElement(MdxContext.Provider, { value: own }, createElement(Content, props));
  }
  return Partial;
}
