import { parseDocument, visit, LineCounter, type Document } from 'yaml';
import { load as loadYaml, CORE_SCHEMA } from 'js-yaml';

/** The first error `yaml` finds in a text, at its line and column. */
export interface YamlSyntaxError {
  message: string;
  line: number;
  column: number;
}

/** Aliases that would expand past this many nodes are refused: `yaml`'s own default, which stops "billion laughs" texts. */
const MAX_ALIAS_COUNT = 100;

/** The sentence for a text whose aliases expand too far (the file and position are the caller's). */
export const ALIAS_BOMB = `its aliases expand past ${MAX_ALIAS_COUNT} nodes (a YAML alias bomb); write the values out or use fewer aliases`;

/**
 * Where a YAML node's properties may start: a line's indentation (with list dashes, `? ` or `--- `), after `key: `
 * or in a flow collection; then perhaps a tag.
 */
const NODE_START = String.raw`(?:^[ \t]*(?:(?:-|\?|---) +)*|: +|[\[{,] *)(?:![^\s]* +)?`;
const ANCHOR = new RegExp(`${NODE_START}&[^\\s\\[\\]{},]+(?:[ \\t\\r\\n]|$)`, 'm');
const ALIAS = new RegExp(`${NODE_START}\\*[^\\s\\[\\]{},]+`, 'm');

/**
 * Where a YAML text's aliases expand too far: the line and column of its first alias, or undefined when they do
 * not. js-yaml shares an alias's value instead of copying it, so its parse is quick, but whatever walks or copies
 * the data later (a bundler, `structuredClone`, JSON) would run for hours: every data file is checked first.
 */
export function aliasBomb(text: string): { line: number; column: number } | undefined {
  // No anchor or no alias where a node starts, nothing to expand: the common case costs two scans. (Text such as
  // "a && b" inside a description is no anchor: a full parse of the REST document's files for it cost ~1.3 s.)
  if (!ANCHOR.test(text) || !ALIAS.test(text)) return undefined;
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  if (doc.errors.length) return undefined;
  try {
    doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    return undefined;
  } catch (error) {
    if (!/alias count/i.test(String(error))) return undefined;
  }
  let offset = 0;
  visit(doc, {
    Alias(_, node) {
      offset = node.range?.[0] ?? 0;
      return visit.BREAK;
    },
  });
  const { line, col } = lines.linePos(offset);
  return { line, column: col };
}

/**
 * A YAML text's data, and on demand its document whose nodes know their offsets (for errors that point at a key).
 *
 * The data comes from js-yaml, with the YAML 1.2 core schema as `yaml`: the SDK catalogue's 2 MB in ~0.1 s instead
 * of ~0.45 s, the REST overlays' 300 KB in ~40 ms instead of ~200 ms. Only an error needs the positions `yaml`
 * keeps, so that document is made when one is reported, or when js-yaml refuses the text: then `yaml` reads it, and
 * words the error (`data` is undefined when it finds one).
 */
export class YamlText {
  /** The data (null for an empty text); undefined when the text is not valid YAML (see `syntaxError`). */
  readonly data: unknown;
  private positioned?: { doc: Document; lines: LineCounter };

  private readonly bomb?: { line: number; column: number };

  constructor(readonly text: string) {
    let data: unknown;
    this.bomb = aliasBomb(text);
    try {
      data = this.bomb ? undefined : (loadYaml(text, { schema: CORE_SCHEMA }) ?? null);
    } catch {
      data = this.syntaxError() ? undefined : this.doc.toJS();
    }
    this.data = data;
  }

  get doc(): Document {
    return this.parse().doc;
  }

  get lines(): LineCounter {
    return this.parse().lines;
  }

  /** `yaml`'s first error in the text, if any. */
  syntaxError(): YamlSyntaxError | undefined {
    if (this.bomb) return { message: ALIAS_BOMB, ...this.bomb };
    const error = this.doc.errors[0];
    if (!error) return undefined;
    const { line, col } = this.lines.linePos(error.pos[0]);
    return { message: error.message.split('\n')[0], line, column: col };
  }

  private parse(): { doc: Document; lines: LineCounter } {
    if (!this.positioned) {
      const lines = new LineCounter();
      this.positioned = { doc: parseDocument(this.text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true }), lines };
    }
    return this.positioned;
  }
}
