/**
 * Constructs that a page under the size limit can still hold but that no parser handles in time proportional to
 * their size: lists or block quotes opened on one line hundreds of levels deep (micromark's time grows with the
 * cube of the depth: 3,000 levels take 6 s, 10,000 minutes; deeper still overflows the stack) and tables of tens of
 * thousands of rows (the Markdown twin's converter is quadratic in them). They are refused before the page is
 * parsed, naming the construct and its line, so every page finishes in time linear in its size.
 */

/** Lists and block quotes opened on one line, at most. */
export const MAX_NESTING = 100;
/** Rows of one table, at most. */
export const MAX_TABLE_ROWS = 5000;

export interface Construct {
  message: string;
  line: number;
  column: number;
}

/** One container marker at the start of what is left of a line: `- `, `* `, `+ `, `1. `, `1) ` or `>`. */
const MARKER = /^[ \t]*(?:[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t])|>)[ \t]?/;
const FENCE = /^[ \t]*(`{3,}|~{3,})/;
const DELIMITER_ROW = /^[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;

/** The first construct of `text` past the limits above (outside code fences), or undefined. */
export function oversizedConstruct(text: string, firstLine = 1): Construct | undefined {
  const lines = text.split('\n');
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const open = FENCE.exec(line)?.[1];
    if (fence) {
      if (open && open[0] === fence[0] && open.length >= fence.length) fence = undefined;
      continue;
    }
    if (open) {
      fence = open;
      continue;
    }
    let rest = line;
    let depth = 0;
    for (let m = MARKER.exec(rest); m && depth <= MAX_NESTING; m = MARKER.exec(rest)) {
      depth++;
      rest = rest.slice(m[0].length);
    }
    if (depth > MAX_NESTING) {
      return {
        message: `opens more than ${MAX_NESTING} nested lists or block quotes on one line; split the structure or put it in a code block`,
        line: firstLine + i,
        column: 1,
      };
    }
    if (i > 0 && lines[i - 1].includes('|') && DELIMITER_ROW.test(line) && line.includes('-')) {
      let rows = 0;
      while (i + 1 + rows < lines.length && lines[i + 1 + rows].includes('|')) rows++;
      if (rows > MAX_TABLE_ROWS) {
        return {
          message: `holds a table of ${rows} rows; tables of more than ${MAX_TABLE_ROWS} rows are refused (split it, or publish the data as a file the page links to)`,
          line: firstLine + i - 1,
          column: 1,
        };
      }
      i += rows;
    }
  }
  return undefined;
}
