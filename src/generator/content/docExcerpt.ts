/**
 * The description Docusaurus gives a doc without a `description` in its front matter, which its tag pages and
 * generated indexes show: the first line of prose of the body, as plain text. Skipped: blank lines, `import` /
 * `export` statements (through the next blank line), fenced code, the page's `# Title` and admonition fences;
 * removed from the line: HTML tags, heading marks, emphasis, strike-through, footnote references, link and image
 * syntax (their text stays), inline code marks, a blockquote mark and a `{#custom-id}`.
 */
export function docExcerpt(body: string): string | undefined {
  // A setext title (`Title` over `=====`) is the page's title, not its description.
  const lines = body
    .trimStart()
    .replace(/^[^\r\n]*\r?\n=+[ \t]*(?=\r?\n|$)/, '')
    .split(/\r?\n/);
  let fence: string | undefined;
  let inStatement = false;
  for (const line of lines) {
    const trimmed = line.trim();
    if (!trimmed) {
      inStatement = false;
      continue;
    }
    const marker = /^(`{3,}|~{3,})/.exec(trimmed)?.[1];
    if (fence !== undefined) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    if (inStatement || /^(import|export)\s/.test(line)) {
      inStatement = true;
      continue;
    }
    const text = plainLine(line);
    if (text) return text;
  }
  return undefined;
}

function plainLine(line: string): string {
  return line
    .replace(/<[^>]*>/g, '')
    .replace(/^#\s.*$/, '')
    .replace(/^#{2,6}\s*(.*?)\s*#*\s*$/, '$1')
    .replace(/(\*{1,3}|_{1,3})(.*?)\1/g, '$2')
    .replace(/~~(\S.*?\S|\S)~~/g, '$1')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[\^[^\]]+\](:\s.*$)?/g, '')
    .replace(/\[([^\]]*)\](\([^)]*\)|\[[^\]]*\])/g, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/^\s{0,3}>\s?/, '')
    .replace(/^:::.*/, '')
    .replace(/\s?:[a-z0-9_+-]+:/g, '')
    .replace(/\{#[\w-]+\}/, '')
    .trim();
}

/** A doc's description as Docusaurus's cards and lists show it: its front matter's, else its excerpt. */
export function descriptionOf(doc: { description?: string; body: string } | undefined): string | undefined {
  return doc ? (doc.description ?? docExcerpt(doc.body)) : undefined;
}
