import type { ComponentType } from 'react';
import * as runtime from 'react/jsx-runtime';
import type { Root } from 'hast';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';

/**
 * The content component of a page compiled to its final tree (`CompiledMdx.hast`, a page that needs no JS):
 * the tree's React elements, every element through the components map as in MDX's compiled pages. A component
 * the tree names (`names`) that the map lacks fails as it does in MDX, with MDX's message (see asRenderError).
 */
export function treeContent(tree: Root, names: string[]): ComponentType<{ components: Record<string, unknown> }> {
  return function TreeContent({ components }) {
    const missing = names.find((name) => !components[name]);
    if (missing) throw new Error(`Expected component \`${missing}\` to be defined: you likely forgot to import, pass, or provide it.`);
    return toJsxRuntime(tree, { ...runtime, components: components as Components });
  };
}
