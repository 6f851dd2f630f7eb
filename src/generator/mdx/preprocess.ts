/**
 * Line-level rewrites applied before MDX parses a body, outside fenced code only:
 * - `## Title {#custom-id}`: the braces are escaped so MDX does not read them as an expression;
 *   `remarkHeadingIds` later turns the literal text into the heading's id.
 * - `:::tip Title` (Docusaurus' admonition title syntax) becomes the directive label `:::tip[Title]`.
 */
export function preprocessMdx(body: string): string {
  const lines = body.split('\n');
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1];
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
  return lines.join('\n');
}
