import fs from 'node:fs';
import path from 'node:path';
import { UserError } from '../errors.ts';
import { readJsonFile } from './readJsonFile.ts';
import { defaultMessages, type Messages } from '../../theme/messages.ts';
import { blogListMessages } from '../../theme/blogListMessages.ts';

/**
 * The UI message catalogue of a locale: theme defaults overridden by `i18n/<locale>/code.json`
 * (`{ "<id>": { "message": "…", "description"?: "…" } }`). An entry without an id or a message is an error.
 */
export function loadMessages(siteDir: string, locale: string): Messages {
  const file = path.join(siteDir, 'i18n', locale, 'code.json');
  const messages: Messages = { ...defaultMessages, ...blogListMessages };
  if (!fs.existsSync(file)) return messages;
  const { data, text } = readJsonFile(file, 'translation file');
  if (!data || typeof data !== 'object' || Array.isArray(data))
    throw new UserError('A translation file must hold an object of { "<id>": { "message": "…" } }', { location: { file } });
  for (const [id, entry] of Object.entries(data as Record<string, unknown>)) {
    const line = lineOf(text, JSON.stringify(id));
    if (!id.trim()) throw new UserError('Translation entry without an id', { location: { file, line, column: 1 } });
    const message = (entry as { message?: unknown } | null)?.message;
    if (typeof message !== 'string' || !message)
      throw new UserError(`Translation entry "${id}" has no message`, { location: { file, line, column: 1 }, hint: 'write { "message": "…" }' });
    messages[id] = message;
  }
  return messages;
}

function lineOf(text: string, needle: string): number {
  const i = text.indexOf(needle);
  return i === -1 ? 1 : text.slice(0, i).split('\n').length;
}
