import { NAME_MAPS, TRANSLATABLE_KEYS } from './overlay.ts';

/** Values never translated: examples are data, not prose. */
const DATA_KEYS = new Set(['example', 'value', 'default', 'enum', 'const']);

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

function escape(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * JSON pointers of the English texts (summaries, descriptions, failure notes…) that the translated document
 * still carries unchanged: the texts the overlay does not translate yet.
 */
export function untranslatedTexts(english: unknown, translated: unknown, pointer = '', names = false): string[] {
  const out: string[] = [];
  if (Array.isArray(english)) {
    english.forEach((v, i) => out.push(...untranslatedTexts(v, (translated as unknown[] | undefined)?.[i], `${pointer}/${i}`)));
    return out;
  }
  if (typeof english !== 'object' || english === null) return out;
  const other = (translated ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(english as Record<string, unknown>)) {
    const here = `${pointer}/${escape(key)}`;
    if (names) {
      out.push(...untranslatedTexts(value, other[key], here));
      continue;
    }
    if (DATA_KEYS.has(key) || (key === 'examples' && Array.isArray(value))) continue;
    if (TRANSLATABLE_KEYS.has(key) && typeof value === 'string') {
      // A title that is one identifier (`UserInfo`) names the schema in every language.
      if (key === 'title' && IDENTIFIER.test(value)) continue;
      if (/[A-Za-z]{2}/.test(value) && other[key] === value) out.push(here);
    } else if (key === 'x-response-effect' && typeof value === 'object' && value) {
      const t = (other[key] ?? {}) as Record<string, unknown>;
      for (const [field, text] of Object.entries(value)) if (typeof text === 'string' && t[field] === text) out.push(`${here}/${escape(field)}`);
    } else out.push(...untranslatedTexts(value, other[key], here, NAME_MAPS.has(key) && !Array.isArray(value)));
  }
  return out;
}
