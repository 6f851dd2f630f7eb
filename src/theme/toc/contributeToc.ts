import type { TocEntry } from '../types.ts';

/**
 * Headings rendered by MDX components (the REST reference's "Request body", "Response"…) join the page's
 * table of contents where the component stands. Server rendering walks the tree in document order, so
 * the position is known: after the last Markdown heading rendered so far. The TOC itself renders after
 * the article and reads the completed list.
 */
const cursors = new WeakMap<TocEntry[], number>();

/** A Markdown heading with this id was rendered: entries contributed later go after it. */
export function headingRendered(toc: TocEntry[], id: string | undefined): void {
  if (!id) return;
  const i = toc.findIndex((e) => e.id === id);
  if (i >= 0) cursors.set(toc, i + 1);
}

/** Inserts a component's headings at the current position of the page's TOC. */
export function contributeToc(toc: TocEntry[], entries: TocEntry[]): void {
  const at = cursors.get(toc) ?? 0;
  toc.splice(at, 0, ...entries);
  cursors.set(toc, at + entries.length);
}
