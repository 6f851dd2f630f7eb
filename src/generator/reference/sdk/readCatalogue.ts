import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { CATALOGUE_DIR } from './paths.ts';
import { UserError } from '../../errors.ts';
import {
  FUNCTION_GROUPS,
  enumsFileSchema,
  errorsFileSchema,
  eventsFileSchema,
  extrasFileSchema,
  functionsFileSchema,
  listenersFileSchema,
  modelsFileSchema,
  platformsFileSchema,
  type FunctionGroup,
  type PlatformExtra,
  type SdkEnum,
  type SdkErrors,
  type SdkEvent,
  type SdkFunction,
  type SdkListener,
  type SdkMeta,
  type SdkModel,
  type SdkPlatform,
} from '../../../shared/sdk/catalogue.ts';
import { readYamlSource, validateYaml, type KeyPath, type YamlSource } from './yamlSource.ts';

/** Where an entry of the catalogue was written: its file and key path (for cross-reference errors). */
export interface Origin {
  source: YamlSource;
  path: KeyPath;
}

/** An entry plus its origin. */
export interface Located<T> {
  value: T;
  at: Origin;
}

/** The validated files of the catalogue, before cross-checks. */
export interface CatalogueFiles {
  meta: SdkMeta;
  platforms: Located<SdkPlatform>[];
  functions: Located<SdkFunction>[];
  extras: Located<PlatformExtra>[];
  events: Located<SdkEvent>[];
  listeners: Located<SdkListener>[];
  models: Located<SdkModel>[];
  enums: Located<SdkEnum>[];
  errors: SdkErrors;
  errorsSource: YamlSource;
  /** Every file read (relative paths). */
  files: string[];
}

const EXTRAS_FILE = 'platform-only';

function listYaml(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => path.join(dir, f));
}

/** Reads one required file of the catalogue. */
function readRequired<S extends z.ZodType>(siteDir: string, root: string, name: string, schema: S, what: string): { source: YamlSource; data: z.output<S> } {
  const abs = path.join(root, name);
  if (!fs.existsSync(abs))
    throw new UserError(`The SDK catalogue has no ${name} (${what}); add it next to the other catalogue files.`, {
      location: { file: path.relative(siteDir, root) },
    });
  const source = readYamlSource(siteDir, abs);
  return { source, data: validateYaml(source, schema, what) };
}

function locate<T>(source: YamlSource, key: string, items: T[]): Located<T>[] {
  return items.map((value, i) => ({ value, at: { source, path: [key, i] } }));
}

/** Reads and validates every file of the catalogue; undefined when the site has no catalogue folder. */
export function readCatalogueFiles(siteDir: string): CatalogueFiles | undefined {
  const root = path.join(siteDir, CATALOGUE_DIR);
  if (!fs.existsSync(root)) return undefined;
  const files: string[] = [];
  const track = <T extends { source: YamlSource }>(r: T): T => (files.push(r.source.file), r);

  const platformsFile = track(readRequired(siteDir, root, 'platforms.yaml', platformsFileSchema, 'SDK platform list'));
  const eventsFile = track(readRequired(siteDir, root, 'callbacks.yaml', eventsFileSchema, 'SDK callback list'));
  const listenersFile = track(readRequired(siteDir, root, 'listeners.yaml', listenersFileSchema, 'SDK listener list'));
  const enumsFile = track(readRequired(siteDir, root, 'enums.yaml', enumsFileSchema, 'SDK enum list'));
  const errorsFile = track(readRequired(siteDir, root, 'errors.yaml', errorsFileSchema, 'SDK error code list'));

  const functions: Located<SdkFunction>[] = [];
  const extras: Located<PlatformExtra>[] = [];
  for (const abs of listYaml(path.join(root, 'functions'))) {
    const base = path.basename(abs).replace(/\.ya?ml$/, '');
    const source = readYamlSource(siteDir, abs);
    files.push(source.file);
    if (base === EXTRAS_FILE) {
      extras.push(...locate(source, 'extras', validateYaml(source, extrasFileSchema, 'SDK platform-only function list').extras));
      continue;
    }
    if (!(FUNCTION_GROUPS as readonly string[]).includes(base)) {
      throw new UserError(`"${base}" is not an SDK function group; name the file after one of ${FUNCTION_GROUPS.join(', ')} (or ${EXTRAS_FILE}).`, {
        location: { file: source.file },
      });
    }
    const data = validateYaml(source, functionsFileSchema, `SDK function list (${base})`);
    functions.push(
      ...locate(
        source,
        'functions',
        data.functions.map((f) => ({ ...f, group: base as FunctionGroup })),
      ),
    );
  }

  const models: Located<SdkModel>[] = [];
  for (const abs of listYaml(path.join(root, 'models'))) {
    const source = readYamlSource(siteDir, abs);
    files.push(source.file);
    models.push(...locate(source, 'models', validateYaml(source, modelsFileSchema, 'SDK model list').models));
  }

  return {
    meta: platformsFile.data.meta,
    platforms: locate(platformsFile.source, 'platforms', platformsFile.data.platforms),
    functions,
    extras,
    events: locate(eventsFile.source, 'events', eventsFile.data.events),
    listeners: locate(listenersFile.source, 'listeners', listenersFile.data.listeners),
    models,
    enums: locate(enumsFile.source, 'enums', enumsFile.data.enums),
    errors: errorsFile.data,
    errorsSource: errorsFile.source,
    files,
  };
}
