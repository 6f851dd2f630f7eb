import { useT } from '../context.tsx';
import type { TocEntry } from '../types.ts';

interface Node {
  entry: TocEntry;
  children: Node[];
}

function nest(entries: TocEntry[]): Node[] {
  const roots: Node[] = [];
  const stack: Node[] = [];
  for (const entry of entries) {
    const node = { entry, children: [] as Node[] };
    while (stack.length && stack[stack.length - 1].entry.depth >= entry.depth) stack.pop();
    (stack.length ? stack[stack.length - 1].children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

function List({ nodes }: { nodes: Node[] }) {
  return (
    <ul className="toc__list">
      {nodes.map((n) => (
        <li key={n.entry.id}>
          <a className="toc__link" href={`#${n.entry.id}`}>
            {n.entry.value}
          </a>
          {n.children.length ? <List nodes={n.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** "On this page": h2–h3 by default; the runtime highlights the section in view. */
export function TOC({ toc }: { toc: TocEntry[] }) {
  const t = useT();
  if (!toc.length) return null;
  return (
    <nav className="toc" aria-labelledby="toc-title" data-toc="">
      <h2 className="toc__title" id="toc-title">
        {t('theme.toc.title')}
      </h2>
      <List nodes={nest(toc)} />
    </nav>
  );
}
