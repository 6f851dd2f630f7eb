import { createElement, type HTMLAttributes } from 'react';

/** `<Heading as="h2" id="…">` (Docusaurus' `@theme/Heading`): a plain heading element of the given level. */
export function Heading({ as = 'h2', ...rest }: HTMLAttributes<HTMLHeadingElement> & { as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' }) {
  return createElement(as, rest);
}
