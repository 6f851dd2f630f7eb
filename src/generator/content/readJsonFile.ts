import fs from 'node:fs';
import { z } from 'zod';
import { parse, printParseErrorCode, type ParseError, type ParseErrorCode } from 'jsonc-parser';
import { UserError, codeFrame } from '../errors.ts';
import { locate } from './siteFiles.ts';

/** 1-based line and column of a character offset. */
function positionOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** `CloseBraceExpected` → `close brace expected`. */
function describe(code: ParseErrorCode): string {
  return printParseErrorCode(code)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
}

/**
 * Parses a JSON file of the site; a syntax error names line and column (JSON.parse only gives a character
 * offset), and with a schema, the first bad key with its location.
 */
export function readJsonFile<T = unknown>(file: string, what: string, schema?: z.ZodType<T>): { data: T; text: string } {
  const text = fs.readFileSync(file, 'utf8');
  const errors: ParseError[] = [];
  const data: unknown = parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  if (errors.length) {
    const { line, column } = positionOf(text, errors[0].offset);
    throw new UserError(`Invalid JSON in ${what}: ${describe(errors[0].error)}`, { location: { file, line, column }, frame: codeFrame(text, line, column) });
  }
  if (!schema) return { data: data as T, text };
  const result = schema.safeParse(data);
  if (result.success) return { data: result.data, text };
  const issue = result.error.issues[0];
  const key = issue.path.join('.');
  const last = issue.path[issue.path.length - 1];
  const where = typeof last === 'string' ? locate(text, JSON.stringify(last)) : { line: 1, column: 1 };
  const extra = issue.code === 'unrecognized_keys' ? ` (${issue.keys.join(', ')})` : '';
  throw new UserError(`Invalid ${what}: ${key ? `"${key}": ` : ''}${issue.message}${extra}`, {
    location: { file, ...where },
    frame: codeFrame(text, where.line, where.column),
  });
}
