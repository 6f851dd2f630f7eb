/**
 * Line-level rewrites applied before MDX parses a body, outside fenced code only:
 * - `## Title {#custom-id}`: the braces are escaped so MDX does not read them as an expression;
 *   `remarkHeadingIds` later turns the literal text into the heading's id.
 * - `:::tip Title` (Docusaurus' admonition title syntax) becomes the directive label `:::tip[Title]`.
 * In MDX (not in plain Markdown, which has both natively), as Docusaurus does:
 * - ```` ```mdx-code-block ```` fences are unwrapped: their content is MDX (the fence lines become blank lines).
 * - HTML comments (`<!-- … -->`, `<!--truncate-->`) become JS comments `{/* … *\/}`, outside inline code.
 * Every rewrite keeps the line count, so positions in errors stay those of the file.
 */
export function preprocessMdx(body: string, format: 'md' | 'mdx' = 'mdx'): string {
  const lines = body.split('\n');
  let fence: string | null = null;
  /** The marker of the open `mdx-code-block` fence (its content is processed as prose). */
  let mdxBlock: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fenceMatch = /^\s*(`{3,}|~{3,})(.*)$/.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1];
      if (fence === null && mdxBlock !== null && marker[0] === mdxBlock[0] && marker.length >= mdxBlock.length && line.trim() === marker) {
        mdxBlock = null;
        lines[i] = '';
        continue;
      }
      if (fence === null && format === 'mdx' && fenceMatch[2].trim() === 'mdx-code-block') {
        mdxBlock = marker;
        lines[i] = '';
        continue;
      }
      if (fence === null) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^(\s{0,3}#{1,6}\s.*?)\s*\{#([^\s}]+)\}\s*$/.exec(line);
    if (heading) {
      lines[i] = `${heading[1]} \\{#${heading[2]}\\}`;
      continue;
    }
    const admonition = /^(\s*:::)(note|tip|info|warning|danger|caution|important|success|secondary)[ \t]+([^[{\s].*?)\s*$/.exec(line);
    if (admonition) lines[i] = `${admonition[1]}${admonition[2]}[${admonition[3].replace(/[[\]]/g, '\\$&')}]`;
  }
  return format === 'mdx' ? htmlCommentsToJs(lines.join('\n')) : lines.join('\n');
}

/** `<!-- x -->` → `{/* x *\/}` in prose; fenced code, indented-by-fence blocks and inline code are left alone. */
function htmlCommentsToJs(text: string): string {
  if (!text.includes('<!--')) return text;
  return text.replace(
    /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[^\n]*$|(?![\s\S]))|(`+)(?!`)[\s\S]*?[^`]\2(?!`)|<!--([\s\S]*?)-->/gm,
    (match, _fence, _ticks, comment: string | undefined) => (comment === undefined ? match : `{/*${comment.replace(/\*\//g, '*\\/')}*/}`),
  );
}
