import fs from 'node:fs';
import path from 'node:path';
import type { Warning } from '../../types.ts';
import type { SdkCatalogue } from '../../../shared/sdk/catalogue.ts';
import { errorAt, readYamlSource } from './yamlSource.ts';
import { translationFile } from './paths.ts';

/** A translatable prose string of the catalogue: its key and where it lives. */
interface TextSlot {
  key: string;
  holder: Record<string, unknown>;
  prop: string;
}

/**
 * Every prose string of the catalogue with a stable key built from names, not positions
 * (`functions.login.summary`, `functions.login.params.userID`, `models.MessageInfo.fields.clientMsgID`,
 * `enums.allowType.values.Allowed`, `errors.sdk.10002`). Code, identifiers and values are not listed.
 */
export function textSlots(cat: SdkCatalogue): TextSlot[] {
  const out: TextSlot[] = [];
  const add = (key: string, holder: object | undefined, prop: string) => {
    const h = holder as Record<string, unknown> | undefined;
    if (h && typeof h[prop] === 'string') out.push({ key, holder: h, prop });
  };
  const addPlatformNotes = (prefix: string, platforms: Record<string, unknown>) => {
    for (const [id, impl] of Object.entries(platforms)) if (impl && typeof impl === 'object') add(`${prefix}.platforms.${id}.note`, impl, 'note');
  };

  for (const fn of Object.values(cat.functions)) {
    const k = `functions.${fn.name}`;
    add(`${k}.task`, fn, 'task');
    add(`${k}.summary`, fn, 'summary');
    add(`${k}.description`, fn, 'description');
    for (const p of fn.params) add(`${k}.params.${p.name}`, p, 'description');
    add(`${k}.result`, fn.result, 'description');
    for (const e of fn.errors) add(`${k}.errors.${e.code}`, e, 'when');
    add(`${k}.availability`, fn.availability, 'note');
    addPlatformNotes(k, fn.platforms);
  }
  for (const x of cat.extras) {
    const k = `extras.${x.name}`;
    add(`${k}.summary`, x, 'summary');
    add(`${k}.description`, x, 'description');
    addPlatformNotes(k, x.platforms);
  }
  for (const ev of Object.values(cat.events)) {
    const k = `events.${ev.id}`;
    add(`${k}.task`, ev, 'task');
    add(`${k}.summary`, ev, 'summary');
    add(`${k}.firedWhen`, ev, 'firedWhen');
    add(`${k}.description`, ev, 'description');
    add(`${k}.payload`, ev.payload, 'description');
    add(`${k}.availability`, ev.availability, 'note');
    addPlatformNotes(k, ev.platforms);
  }
  for (const l of Object.values(cat.listeners)) {
    add(`listeners.${l.name}.task`, l, 'task');
    add(`listeners.${l.name}.summary`, l, 'summary');
    add(`listeners.${l.name}.description`, l, 'description');
  }
  for (const m of Object.values(cat.models)) {
    const k = `models.${m.name}`;
    add(`${k}.task`, m, 'task');
    add(`${k}.summary`, m, 'summary');
    add(`${k}.description`, m, 'description');
    for (const f of m.fields) add(`${k}.fields.${f.key ?? f.goField}`, f, 'description');
    for (const [id, diff] of Object.entries(m.platformDiffs)) add(`${k}.platformDiffs.${id}`, diff, 'note');
    add(`${k}.mainBranchDiff`, m.mainBranchDiff, 'note');
  }
  for (const e of Object.values(cat.enums)) {
    const k = `enums.${e.name}`;
    add(`${k}.task`, e, 'task');
    add(`${k}.summary`, e, 'summary');
    add(`${k}.description`, e, 'description');
    for (const v of e.values) add(`${k}.values.${v.name}`, v, 'description');
    e.discrepancies.forEach((_, i) => add(`${k}.discrepancies.${i}`, e.discrepancies, String(i)));
  }
  for (const list of ['sdk', 'server'] as const) for (const e of cat.errors[list]) add(`errors.${list}.${e.code}`, e, 'meaning');
  for (const t of cat.errors.platformTables) {
    add(`errors.platformTables.${t.platform}.note`, t, 'note');
    for (const c of t.codes) add(`errors.platformTables.${t.platform}.codes.${c.code}`, c, 'meaning');
  }
  cat.errors.discrepancies.forEach((_, i) => add(`errors.discrepancies.${i}`, cat.errors.discrepancies, String(i)));
  for (const p of cat.platforms) {
    add(`platforms.${p.id}.label`, p, 'label');
    p.notes.forEach((_, i) => add(`platforms.${p.id}.notes.${i}`, p.notes, String(i)));
  }
  return out;
}

/** A line's trailing `//` or `#` comment: its text is group 2, and group 1 is everything before that text. */
const EXAMPLE_COMMENT = /^(.*?(?:^|\s)(?:\/\/|#)\s+)(.*?)\s*$/;
/** A comment that reads as prose (two words in a row, no Chinese), not a directive such as `#ifdef APP-ANDROID`. */
const proseComment = (text: string) => /[A-Za-z]+ [A-Za-z]+/.test(text) && !/[\u4e00-\u9fff]/.test(text) && !text.startsWith('#');

/** Every code string of the catalogue that is shown as a sample: `example`, `examplePrelude` and `examples.<platform>`. */
export function exampleSlots(value: unknown, out: Omit<TextSlot, 'key'>[] = [], inExamples = false): Omit<TextSlot, 'key'>[] {
  if (!value || typeof value !== 'object') return out;
  for (const [prop, v] of Object.entries(value)) {
    if (typeof v === 'string' && (inExamples || prop === 'example' || prop === 'examplePrelude')) out.push({ holder: value as Record<string, unknown>, prop });
    else exampleSlots(v, out, prop === 'examples');
  }
  return out;
}

/**
 * Comments inside the samples are translated by their English text: `exampleComments.<text>: <译文>`. The code around
 * them stays as it is. Returns the keys of prose comments with no translation.
 */
function translateExampleComments(cat: SdkCatalogue, translations: Map<string, string>, used: Set<string>): string[] {
  const missing = new Set<string>();
  for (const slot of exampleSlots(cat)) {
    const lines = String(slot.holder[slot.prop]).split('\n');
    slot.holder[slot.prop] = lines
      .map((line) => {
        const m = EXAMPLE_COMMENT.exec(line);
        if (!m || !proseComment(m[2])) return line;
        const key = `exampleComments.${m[2]}`;
        const text = translations.get(key);
        if (text === undefined) {
          missing.add(key);
          return line;
        }
        used.add(key);
        return m[1] + text;
      })
      .join('\n');
  }
  return [...missing];
}

export interface TranslatedCatalogue {
  catalogue: SdkCatalogue;
  /** Keys with no translation. */
  untranslated: string[];
  warnings: Warning[];
}

/**
 * The catalogue in `locale`: a copy whose prose strings are replaced by the flat `key: text` map of
 * `i18n/<locale>/sdks/catalogue.yaml`. Keys the catalogue lacks are warnings; a value that is not text is an error.
 */
export function translateCatalogue(siteDir: string, locale: string, cat: SdkCatalogue): TranslatedCatalogue {
  const copy = structuredClone(cat);
  const slots = textSlots(copy);
  const rel = translationFile(locale);
  const abs = path.join(siteDir, rel);
  if (!fs.existsSync(abs)) return { catalogue: copy, untranslated: slots.map((s) => s.key), warnings: [] };

  const source = readYamlSource(siteDir, abs);
  const contents = source.data;
  if (contents !== null && (typeof contents !== 'object' || Array.isArray(contents)))
    throw errorAt(source, [], 'The SDK catalogue translation must be a flat map of "<key>: <text>".');
  const translations = new Map<string, string>();
  for (const [key, value] of Object.entries(contents ?? {})) {
    if (typeof value !== 'string' || !value.trim()) throw errorAt(source, [key], `The translation of "${key}" must be non-empty text.`);
    translations.set(key, value.trim());
  }

  const untranslated: string[] = [];
  const used = new Set<string>();
  for (const slot of slots) {
    const text = translations.get(slot.key);
    if (text === undefined) untranslated.push(slot.key);
    else {
      slot.holder[slot.prop] = text;
      used.add(slot.key);
    }
  }
  untranslated.push(...translateExampleComments(copy, translations, used));
  const unused = [...translations.keys()].filter((k) => !used.has(k));
  const warnings: Warning[] = unused.length
    ? [
        {
          code: 'sdk-unused-translation',
          file: rel,
          message: `${unused.length} translation${unused.length === 1 ? '' : 's'} in ${rel} match no catalogue text: ${unused.slice(0, 10).join(', ')}${unused.length > 10 ? ', …' : ''}`,
        },
      ]
    : [];
  return { catalogue: copy, untranslated, warnings };
}
