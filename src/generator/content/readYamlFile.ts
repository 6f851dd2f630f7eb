import fs from 'node:fs';
import { z } from 'zod';
import { parseDocument, LineCounter, isNode } from 'yaml';
import { UserError, codeFrame } from '../errors.ts';
import { aliasBomb, ALIAS_BOMB } from './yamlText.ts';
import { memoGet, memoSet } from './yamlMemo.ts';

/**
 * Parses a YAML file of the site (`authors.yml`…): a syntax error names line and column, and with a schema, the
 * first bad key with the line and column of its value — one sentence, never the YAML library's stack.
 */
export function readYamlFile<T = unknown>(file: string, what: string, schema?: z.ZodType<T>): T {
  const text = fs.readFileSync(file, 'utf8');
  // A text that parsed before (yamlMemo.ts); one that no longer passes the schema is parsed again for the error's place.
  const known = memoGet('file', text);
  if (known !== undefined) {
    if (!schema) return known as T;
    const result = schema.safeParse(known);
    if (result.success) return result.data;
  }
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const at = (offset: number) => {
    const { line, col } = lines.linePos(offset);
    return { file, line, column: col };
  };
  if (doc.errors.length) {
    const error = doc.errors[0];
    const location = at(error.pos[0]);
    throw new UserError(`Invalid YAML in ${what}: ${error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`, {
      location,
      frame: codeFrame(text, location.line, location.column),
    });
  }
  const bomb = aliasBomb(text);
  if (bomb) throw new UserError(`Invalid YAML in ${what}: ${ALIAS_BOMB}`, { location: { file, ...bomb }, frame: codeFrame(text, bomb.line, bomb.column) });
  const data = doc.toJS() as unknown;
  memoSet('file', text, data);
  if (!schema) return data as T;
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  // The bad value, or for a missing key the nearest enclosing value that exists.
  let node: unknown;
  for (let depth = issue.path.length; depth >= 0 && !isNode(node); depth--) node = doc.getIn(issue.path.slice(0, depth) as (string | number)[], true);
  const location = at(isNode(node) && node.range ? node.range[0] : 0);
  const key = issue.path.join('.');
  throw new UserError(`Invalid ${what}: ${key ? `"${key}": ` : ''}${issue.message}`, {
    location,
    frame: codeFrame(text, location.line, location.column),
  });
}
