import { createElement, type ComponentType } from 'react';

/**
 * A site component listed in `markdown.islands`: rendered here to HTML as usual, inside an element that tells the
 * client runtime which script mounts it in the browser (`data-island`) and with which props (`data-props`).
 */
export function asIsland<P extends object>(Component: ComponentType<P>, src: string, name: string): ComponentType<P> {
  function Island(props: P & { children?: unknown }) {
    const { children: _children, ...rest } = props;
    let json: string;
    try {
      json = JSON.stringify(rest);
    } catch (error) {
      throw new Error(`the props of the island <${name}> must be JSON values (${(error as Error).message})`);
    }
    return createElement('div', { 'data-island': src, 'data-props': json, style: { display: 'contents' } }, createElement(Component, rest as P));
  }
  return Island;
}
