import { UserError, UserErrors } from '../../errors.ts';
import {
  EVENT_GROUPS,
  EVENT_PAGE_GROUPS,
  FUNCTION_GROUPS,
  PLATFORM_IDS,
  type EventGroup,
  type FunctionGroup,
  type SdkCatalogue,
  type SdkIndex,
  type UsageRef,
} from '../../../shared/sdk/catalogue.ts';
import type { CatalogueFiles, Located, Origin } from './readCatalogue.ts';
import { errorAt, formatKeyPath, type KeyPath } from './yamlSource.ts';

interface Link {
  model?: string;
  enum?: string;
}

/**
 * Checks every cross-reference of the catalogue (models, enums, events, listeners, error codes, wrapped
 * functions, duplicate names, the platform list) and builds the resolved catalogue with its reverse indexes.
 * Every problem is one `UserError` at the offending key; several are thrown together.
 */
export function resolveCatalogue(files: CatalogueFiles): SdkCatalogue {
  const problems: UserError[] = [];
  const fail = (at: Origin, sub: KeyPath, message: string, hint?: string) => problems.push(errorAt(at.source, [...at.path, ...sub], message, undefined, hint));

  /** name → entry, reporting duplicates at the second occurrence. */
  function byName<T>(items: Located<T>[], nameOf: (v: T) => string, kind: string, key = 'name'): Record<string, T> {
    const out: Record<string, T> = {};
    const first = new Map<string, Origin>();
    for (const { value, at } of items) {
      const name = nameOf(value);
      const prev = first.get(name);
      if (prev) fail(at, [key], `The ${kind} "${name}" is defined twice (first at ${prev.source.file} ${formatKeyPath(prev.path)}).`);
      else first.set(name, at);
      out[name] = value;
    }
    return out;
  }

  const functions = byName(files.functions, (f) => f.name, 'SDK function');
  const events = byName(files.events, (e) => e.id, 'SDK event', 'id');
  const listeners = byName(files.listeners, (l) => l.name, 'SDK listener');
  const models = byName(files.models, (m) => m.name, 'SDK model');
  const enums = byName(files.enums, (e) => e.name, 'SDK enum');
  const extrasByName = byName(files.extras, (x) => x.name, 'platform-only SDK function');
  const platformsById = byName(files.platforms, (p) => p.id, 'SDK platform', 'id');

  const suggest = (name: string, known: string[]) => {
    const lower = name.toLowerCase();
    const close = known.find((k) => k.toLowerCase() === lower) ?? known.find((k) => k.toLowerCase().startsWith(lower.slice(0, 5)));
    return close ? `did you mean "${close}"?` : undefined;
  };

  const modelUsedBy: Record<string, UsageRef[]> = {};
  const enumUsedBy: Record<string, UsageRef[]> = {};
  const checkLink = (link: Link, at: Origin, sub: KeyPath, usage: UsageRef) => {
    if (link.model !== undefined) {
      if (!models[link.model])
        fail(at, [...sub, 'model'], `"${link.model}" is not a model of the SDK catalogue (models/*.yaml).`, suggest(link.model, Object.keys(models)));
      else (modelUsedBy[link.model] ??= []).push(usage);
    }
    if (link.enum !== undefined) {
      if (!enums[link.enum])
        fail(at, [...sub, 'enum'], `"${link.enum}" is not an enum of the SDK catalogue (enums.yaml).`, suggest(link.enum, Object.keys(enums)));
      else (enumUsedBy[link.enum] ??= []).push(usage);
    }
  };

  for (const id of PLATFORM_IDS) {
    if (!platformsById[id])
      problems.push(
        errorAt(
          files.platforms[0]?.at.source ?? files.errorsSource,
          ['platforms'],
          `The platform "${id}" is missing from platforms.yaml; every platform id needs an entry.`,
        ),
      );
  }

  const errorCodes = new Set([...files.errors.sdk, ...files.errors.server].map((e) => e.code));
  const functionsByGroup = Object.fromEntries(FUNCTION_GROUPS.map((g) => [g, [] as string[]])) as Record<FunctionGroup, string[]>;
  const eventFiredBy: Record<string, string[]> = {};
  const errorRaisedBy: Record<number, string[]> = {};
  const checkEvent = (id: string, at: Origin, sub: KeyPath) => {
    if (!events[id]) fail(at, sub, `"${id}" is not an event of the SDK catalogue (callbacks.yaml).`, suggest(id, Object.keys(events)));
    return Boolean(events[id]);
  };

  for (const { value: fn, at } of files.functions) {
    functionsByGroup[fn.group].push(fn.name);
    if (extrasByName[fn.name]) fail(at, ['name'], `"${fn.name}" is both a core function and a platform-only name (functions/platform-only.yaml).`);
    fn.params.forEach((p, i) => checkLink(p, at, ['params', i], { kind: 'function', name: fn.name, via: 'param', param: p.name }));
    checkLink(fn.result, at, ['result'], { kind: 'function', name: fn.name, via: 'result' });
    for (const list of ['events', 'peerEvents'] as const)
      fn[list].forEach((id, i) => {
        if (checkEvent(id, at, [list, i]) && !eventFiredBy[id]?.includes(fn.name)) (eventFiredBy[id] ??= []).push(fn.name);
      });
    fn.errors.forEach((e, i) => {
      if (!errorCodes.has(e.code)) fail(at, ['errors', i, 'code'], `Error code ${e.code} is not listed in errors.yaml.`);
      else (errorRaisedBy[e.code] ??= []).push(fn.name);
    });
  }

  const extrasOf: Record<string, string[]> = {};
  for (const { value: x, at } of files.extras) {
    if (x.wraps === undefined) continue;
    if (!functions[x.wraps]) fail(at, ['wraps'], `"${x.wraps}" is not a core function of the SDK catalogue.`, suggest(x.wraps, Object.keys(functions)));
    else (extrasOf[x.wraps] ??= []).push(x.name);
  }

  const eventsByGroup = Object.fromEntries(EVENT_GROUPS.map((g) => [g, [] as string[]])) as Record<EventGroup, string[]>;
  const listenerEvents: Record<string, string[]> = Object.fromEntries(Object.keys(listeners).map((l) => [l, [] as string[]]));
  for (const { value: ev, at } of files.events) {
    eventsByGroup[ev.group].push(ev.id);
    if (!ev.task && (EVENT_PAGE_GROUPS as readonly string[]).includes(ev.group))
      fail(at, [], `The event "${ev.id}" has a page (group ${ev.group}) but no "task": name what happened in the reader's words.`);
    if (!listeners[ev.listener])
      fail(at, ['listener'], `"${ev.listener}" is not a listener of the SDK catalogue (listeners.yaml).`, suggest(ev.listener, Object.keys(listeners)));
    else listenerEvents[ev.listener].push(ev.id);
    checkLink(ev.payload, at, ['payload'], { kind: 'event', id: ev.id });
  }

  for (const { value: m, at } of files.models) {
    const seen = new Set<string>();
    m.fields.forEach((f, i) => {
      const key = f.key ?? f.goField;
      if (key === undefined) fail(at, ['fields', i, 'key'], `A field of ${m.name} has neither a JSON key nor a goField.`);
      else if (seen.has(key)) fail(at, ['fields', i, 'key'], `The field "${key}" appears twice in ${m.name}.`);
      else seen.add(key);
      checkLink(f, at, ['fields', i], { kind: 'field', model: m.name, field: key ?? '' });
    });
  }

  for (const { value: e, at } of files.enums) {
    const seen = new Set<string>();
    e.values.forEach((v, i) => {
      if (seen.has(v.name)) fail(at, ['values', i, 'name'], `The value "${v.name}" appears twice in the enum ${e.name}.`);
      seen.add(v.name);
    });
  }

  const errorEvents: Record<number, string[]> = {};
  const errorsOrigin: Origin = { source: files.errorsSource, path: [] };
  for (const list of ['sdk', 'server'] as const) {
    const seen = new Set<number>();
    files.errors[list].forEach((e, i) => {
      if (seen.has(e.code)) fail(errorsOrigin, [list, i, 'code'], `The error code ${e.code} is listed twice in ${list}.`);
      seen.add(e.code);
      e.events.forEach((id, j) => {
        if (checkEvent(id, errorsOrigin, [list, i, 'events', j])) (errorEvents[e.code] ??= []).push(id);
      });
    });
  }

  if (problems.length === 1) throw problems[0];
  if (problems.length > 1) throw new UserErrors(problems);

  const index: SdkIndex = { functionsByGroup, eventsByGroup, eventFiredBy, listenerEvents, modelUsedBy, enumUsedBy, extrasOf, errorRaisedBy, errorEvents };
  return {
    meta: files.meta,
    platforms: PLATFORM_IDS.map((id) => platformsById[id]),
    functions,
    extras: files.extras.map((x) => x.value),
    events,
    listeners,
    models,
    enums,
    errors: files.errors,
    index,
  };
}
