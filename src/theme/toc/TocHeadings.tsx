import type { HTMLAttributes } from 'react';
import { useTheme } from '../context.tsx';
import { contributeToc, headingRendered } from './contributeToc.ts';
import type { TocEntry } from '../types.ts';

type HeadingProps = HTMLAttributes<HTMLHeadingElement>;

function useMark(id: string | undefined): void {
  const toc = useTheme().page.doc?.toc;
  if (toc) headingRendered(toc, id);
}

/** Markdown `##`–`####` headings: plain elements that also mark their place for contributed TOC entries. */
export function MdxH2(props: HeadingProps) {
  useMark(props.id);
  return <h2 {...props} />;
}
export function MdxH3(props: HeadingProps) {
  useMark(props.id);
  return <h3 {...props} />;
}
export function MdxH4(props: HeadingProps) {
  useMark(props.id);
  return <h4 {...props} />;
}

/** Called by a component while rendering: adds its headings to the doc page's TOC at its position. */
export function useTocEntries(entries: TocEntry[]): void {
  const doc = useTheme().page.doc;
  if (doc && !doc.hideToc) contributeToc(doc.toc, entries);
}
