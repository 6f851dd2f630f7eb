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

const MAGIC =
  /^\s*(?:\/\/|#|--|;|\/\*|<!--)\s*(highlight-next-line-error|highlight-next-line|highlight-start|highlight-end|error-next-line)\s*(?:\*\/|-->)?\s*$/;

export interface MagicResult {
  code: string;
  highlight: Set<number>;
  error: Set<number>;
}

/** Removes magic comment lines and returns the (1-based) lines they mark. */
export function applyMagicComments(code: string): MagicResult {
  const out: string[] = [];
  const highlight = new Set<number>();
  const error = new Set<number>();
  let nextHighlight = false;
  let nextError = false;
  let inRange = false;
  for (const line of code.split('\n')) {
    const m = MAGIC.exec(line);
    if (m) {
      if (m[1] === 'highlight-next-line') nextHighlight = true;
      else if (m[1] === 'highlight-next-line-error' || m[1] === 'error-next-line') nextError = true;
      else if (m[1] === 'highlight-start') inRange = true;
      else inRange = false;
      continue;
    }
    out.push(line);
    const n = out.length;
    if (nextHighlight || inRange) highlight.add(n);
    if (nextError) error.add(n);
    nextHighlight = false;
    nextError = false;
  }
  return { code: out.join('\n'), highlight, error };
}
