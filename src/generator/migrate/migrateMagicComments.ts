import type { MagicComment } from '../mdx/codeMeta.ts';

/**
 * Docusaurus' `themeConfig.prism.magicComments` as imdocs' `markdown.magicComments` (the same shape:
 * `{ className, line?, block?: { start, end } }`). An entry without a class name, or with neither a line nor a
 * block comment of strings, is listed as not carried.
 */
export function migrateMagicComments(value: unknown, notes: string[]): MagicComment[] {
  if (!Array.isArray(value)) return [];
  const carried: MagicComment[] = [];
  for (const [i, entry] of value.entries()) {
    const e = (entry ?? {}) as { className?: unknown; line?: unknown; block?: { start?: unknown; end?: unknown } };
    const line = typeof e.line === 'string' && e.line ? e.line : undefined;
    const block = e.block && typeof e.block.start === 'string' && typeof e.block.end === 'string' ? { start: e.block.start, end: e.block.end } : undefined;
    if (typeof e.className !== 'string' || !e.className || (!line && !block)) {
      notes.push(`themeConfig.prism.magicComments[${i}]: not carried (it needs a className and a line or block comment)`);
      continue;
    }
    carried.push({ className: e.className, ...(line ? { line } : {}), ...(block ? { block } : {}) });
  }
  return carried;
}
