/**
 * The title a Markdown body gives itself, as Docusaurus reads it: its first heading, when that heading is an h1
 * (`# Title` or `Title` underlined with `===`) and comes before any thematic break. A `#` line inside a code
 * fence or an indented code block is code, not a heading. The theme hides its own title when there is one.
 */
export function contentTitle(body: string): string | undefined {
  let fence: string | undefined;
  let previous = '';
  for (const line of body.split('\n')) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && /^\s*(`+|~+)\s*$/.test(line)) fence = undefined;
      previous = '';
      continue;
    }
    if (marker) {
      fence = marker;
      previous = '';
      continue;
    }
    if (/^( {4}|\t)/.test(line) && !previous.trim()) continue; // indented code
    const atx = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/.exec(line);
    if (atx) return atx[1].length === 1 ? clean(atx[2] ?? '') : undefined;
    if (previous.trim() && !/^ {0,3}(#|>|[-*+] |\d+[.)] |<|import |export )/.test(previous)) {
      if (/^ {0,3}=+[ \t]*$/.test(line)) return clean(previous);
      if (/^ {0,3}-+[ \t]*$/.test(line)) return undefined; // a setext h2
    }
    if (/^ {0,3}([-*_])([ \t]*\1){2,}[ \t]*$/.test(line)) return undefined; // thematic break
    previous = line;
  }
  return undefined;
}

/** Heading text without a trailing `{#custom-id}`. */
const clean = (text: string) => text.replace(/\s*\{#[\w-]+\}\s*$/, '').trim() || undefined;

/**
 * The title Docusaurus's docs plugin gives a page without a `title` in its front matter (its metadata: the
 * `<title>`, the sidebar label): an h1 only at the very top of the body, after nothing but `import` blocks. An h1
 * further down (after a `<Head>` element, a paragraph) still renders as the page's heading (`contentTitle`), but
 * the page is then titled after its id.
 */
export function leadingTitle(body: string): string | undefined {
  const content = body
    .trim()
    .replace(/^(?:import\s(?:.|\r?\n(?!\r?\n))*(?:\r?\n){2,})*/, '')
    .trim();
  const match = /^#[ \t]+([^ \t].*?)(?:[ \t]+#+)?[ \t]*(?:\r?\n|$)/.exec(content) ?? /^(.*)\r?\n=+[ \t]*(?:\r?\n|$)/.exec(content);
  return match ? clean(match[1]) : undefined;
}
