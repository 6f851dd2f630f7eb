import type { ReactNode } from 'react';
import { useTheme } from '../context.tsx';

/** A heading as Docusaurus' `toc` export lists it (`level`), or as our page TOC does (`depth`). */
interface Heading {
  value: string;
  id: string;
  level?: number;
  depth?: number;
  children?: Heading[];
}

/** Flattens Docusaurus' nested TOC shape (items with `children`) into one list. */
function flatten(items: Heading[]): Heading[] {
  return items.flatMap((h) => [h, ...flatten(h.children ?? [])]);
}

function tree(items: { value: string; id: string; level: number }[]): ReactNode {
  const out: ReactNode[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    let end = i + 1;
    while (end < items.length && items[end].level > item.level) end++;
    const children = items.slice(i + 1, end);
    out.push(
      <li key={item.id}>
        <a href={`#${item.id}`} dangerouslySetInnerHTML={{ __html: escapeHtml(item.value) }} />
        {children.length ? tree(children) : null}
      </li>,
    );
    i = end - 1;
  }
  return <ul>{out}</ul>;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * `<TOCInline toc={toc} />`: the page's headings as a list inside the article (`toc` is exported by every MDX
 * page that mentions it). Without `toc`, the page's own table of contents is used.
 */
export function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3 }: { toc?: readonly Heading[]; minHeadingLevel?: number; maxHeadingLevel?: number }) {
  const page = useTheme().page;
  const source = flatten([...(toc ?? page.doc?.toc ?? [])]);
  const items = source
    .map((h) => ({ value: h.value, id: h.id, level: h.level ?? h.depth ?? 2 }))
    .filter((h) => h.level >= minHeadingLevel && h.level <= maxHeadingLevel);
  if (!items.length) return null;
  return <nav className="toc-inline">{tree(items)}</nav>;
}
