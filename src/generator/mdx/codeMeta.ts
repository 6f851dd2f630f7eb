/** Parsing of a code fence's meta string and of magic comments; pure functions, shared by the highlighter and tests. */

export interface CodeMeta {
  title?: string;
  /** 1-based line numbers to highlight. */
  highlight: Set<number>;
  showLineNumbers: boolean;
  /** First line number when `showLineNumbers=N`. */
  startLine: number;
}

/** `title="app.ts" {1,3-5} showLineNumbers` → structured meta. */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = { highlight: new Set(), showLineNumbers: false, startLine: 1 };
  if (!meta) return result;
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  if (title) result.title = title[1] ?? title[2] ?? title[3];
  const ranges = /\{([\d,\s-]+)\}/.exec(meta.replace(/title=(?:"[^"]*"|'[^']*'|\S+)/, ''));
  if (ranges) for (const n of expandRanges(ranges[1])) result.highlight.add(n);
  const numbers = /\bshowLineNumbers(?:=(\d+))?/.exec(meta);
  if (numbers) {
    result.showLineNumbers = true;
    if (numbers[1]) result.startLine = Number(numbers[1]);
  }
  return result;
}

export function expandRanges(spec: string): number[] {
  const out: number[] = [];
  for (const part of spec.split(',')) {
    const [a, b] = part
      .trim()
      .split('-')
      .map((x) => Number(x.trim()));
    if (!Number.isFinite(a)) continue;
    const end = Number.isFinite(b) ? b : a;
    for (let n = a; n <= end; n++) out.push(n);
  }
  return out;
}

/**
 * A magic comment the site defines (Docusaurus' `prism.magicComments`): `line` marks the next line, `block.start` …
 * `block.end` the lines between, with `className`.
 */
export interface MagicComment {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

/** The class Docusaurus gives its own highlight comments: a site entry with it is imdocs' built-in highlighting. */
export const DOCUSAURUS_HIGHLIGHT_CLASS = 'theme-code-block-highlighted-line';

/** A line that is only a comment holding one word: `// name`, `# name`, `/* name *\/`, `<!-- name -->`, `{/* name *\/}`. */
const COMMENT_LINE = /^\s*(?:\/\/|#|--|;|\/\*|<!--|\{\s*\/\*)\s*([A-Za-z][\w-]*)\s*(?:\*\/\s*\}?|-->)?\s*$/;

type Directive = { kind: 'next' | 'start' | 'end'; className: string };
const BUILT_IN: Record<string, Directive> = {
  'highlight-next-line': { kind: 'next', className: 'line--highlighted' },
  'highlight-start': { kind: 'start', className: 'line--highlighted' },
  'highlight-end': { kind: 'end', className: 'line--highlighted' },
  'error-next-line': { kind: 'next', className: 'line--error' },
  'highlight-next-line-error': { kind: 'next', className: 'line--error' },
};

/** The directives in force: the built-in ones, and the site's, which win on the same name. */
function directivesOf(custom: readonly MagicComment[]): Map<string, Directive> {
  const directives = new Map(Object.entries(BUILT_IN));
  for (const c of custom) {
    if (c.className === DOCUSAURUS_HIGHLIGHT_CLASS) continue;
    if (c.line) directives.set(c.line, { kind: 'next', className: c.className });
    if (c.block) {
      directives.set(c.block.start, { kind: 'start', className: c.className });
      directives.set(c.block.end, { kind: 'end', className: c.className });
    }
  }
  return directives;
}

export interface MagicResult {
  code: string;
  highlight: Set<number>;
  error: Set<number>;
  /** Lines (1-based) the site's own magic comments mark, with their classes. */
  classes: Map<number, string[]>;
}

/** Removes magic comment lines (the built-in ones and the site's `custom` ones) and returns the (1-based) lines they mark. */
export function applyMagicComments(code: string, custom: readonly MagicComment[] = []): MagicResult {
  const directives = directivesOf(custom);
  const out: string[] = [];
  const marked = new Map<number, Set<string>>();
  let next = new Set<string>();
  const open = new Set<string>();
  for (const line of code.split('\n')) {
    const m = COMMENT_LINE.exec(line);
    const directive = m ? directives.get(m[1]) : undefined;
    if (directive) {
      if (directive.kind === 'next') next.add(directive.className);
      else if (directive.kind === 'start') open.add(directive.className);
      else open.delete(directive.className);
      continue;
    }
    out.push(line);
    const names = new Set([...open, ...next]);
    if (names.size) marked.set(out.length, names);
    next = new Set();
  }
  const result: MagicResult = { code: out.join('\n'), highlight: new Set(), error: new Set(), classes: new Map() };
  for (const [n, names] of marked) {
    for (const name of names) {
      if (name === 'line--highlighted') result.highlight.add(n);
      else if (name === 'line--error') result.error.add(n);
      else result.classes.set(n, [...(result.classes.get(n) ?? []), name]);
    }
  }
  return result;
}
