/**
 * The SDK catalogue against the SDK facts (`test/facts/sdk-*.json`; their source tags are in test/facts/README.md): every core function,
 * platform name, event, listener, model field and enum value of the facts is in the catalogue, and the catalogue
 * names nothing the facts lack.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sdkSource } from '../../../src/generator/reference/sdk/source.ts';
import type { ReferenceLoadContext } from '../../../src/generator/reference/loadReferences.ts';
import type { PlatformImpl, SdkCatalogue } from '../../../src/shared/sdk/catalogue.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const factsDir = path.join(root, 'test/facts');
const facts = (name: string) => JSON.parse(fs.readFileSync(path.join(factsDir, name), 'utf8'));

interface FactFunction {
  group: string;
  name: string;
  goName: string | null;
  params?: { name: string }[];
  returns?: { kind: string };
  platforms: Record<string, string | string[]>;
  wraps?: string;
  availability: Record<string, unknown>;
}
interface FactCallback {
  listener: string;
  method: string;
  docName: string;
  docsGroup: string;
  payloadType: string;
  platforms: Record<string, string>;
}

const api = facts('sdk-api.json') as { functions: FactFunction[] };
const callbacks = facts('sdk-callbacks.json') as { listeners: { listener: string }[]; callbacks: FactCallback[] };
const models = facts('sdk-models.json') as { models: { name: string; fields: { jsonName: string | null; goField?: string }[] }[] };
const enums = facts('sdk-enums.json') as { enums: { enum: string; values: { name: string; value: number }[] }[] };
const errcodes = facts('sdk-errcodes.json') as { sdkCodes: { code: number; name: string }[]; serverCodesHandledBySdk: { code: number; name: string }[] };

const ctx: ReferenceLoadContext = {
  siteDir: root,
  locales: ['en', 'zh-Hans'],
  config: { i18n: { defaultLocale: 'en' } } as ReferenceLoadContext['config'],
  logger: console as unknown as ReferenceLoadContext['logger'],
};
const loaded = await sdkSource.load(ctx);
const cat = loaded?.byLocale.en as SdkCatalogue;

const asList = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const codes = (impl: PlatformImpl | undefined) =>
  impl && (impl.status === 'available' || impl.status === 'renamed') ? impl.signatures.map((s) => s.code) : [];
const sorted = (xs: Iterable<string>) => [...xs].sort();

test('the catalogue loads from the repository', () => {
  assert.ok(cat, 'content/sdks/catalogue is missing');
});

test('core functions: the same names, groups, Go names and parameters as the facts', () => {
  const core = api.functions.filter((f) => f.group !== 'other');
  assert.deepEqual(sorted(Object.keys(cat.functions)), sorted(core.map((f) => f.name)));
  for (const f of core) {
    const c = cat.functions[f.name];
    assert.equal(c.group, f.group, `${f.name}: group`);
    assert.equal(c.goName, f.goName, `${f.name}: goName`);
    assert.deepEqual(
      c.params.map((p) => p.name),
      (f.params ?? []).map((p) => p.name),
      `${f.name}: parameters`,
    );
    assert.equal(c.result.kind, f.returns?.kind, `${f.name}: result kind`);
    assert.deepEqual(
      [c.availability.tag, c.availability.main],
      [f.availability['v3.8.3-patch.14'] === true, f.availability.main === true],
      `${f.name}: availability`,
    );
  }
  const counts = Object.fromEntries(Object.entries(cat.index.functionsByGroup).map(([g, names]) => [g, names.length]));
  assert.deepEqual(counts, { initialization: 9, conversation: 18, message: 44, group: 30, relation: 17, user: 12, third: 5 });
});

test('every platform signature of the facts is in the catalogue, and no platform is claimed without one', () => {
  const platformOf: Record<string, string> = {
    web: 'web',
    android: 'android',
    ios: 'ios',
    flutter: 'flutter',
    electron: 'electron',
    reactNative: 'reactNative',
    uniapp: 'uniapp',
    uniappx: 'uniappx',
    dotnet: 'dotnet',
  };
  for (const f of api.functions.filter((x) => x.group !== 'other')) {
    const c = cat.functions[f.name];
    const expected: Record<string, string[]> = {};
    for (const [p, sig] of Object.entries(f.platforms)) (expected[platformOf[p]] ??= []).push(...asList(sig));
    for (const [pid, impl] of Object.entries(c.platforms)) {
      assert.deepEqual(sorted(codes(impl)), sorted(expected[pid] ?? []), `${f.name} on ${pid}`);
      if (!expected[pid] && pid !== 'miniProgram') assert.equal(impl.status, 'missing', `${f.name} on ${pid} should be missing`);
    }
  }
});

test('the 40 platform-only names are extras with their platforms and wrapped function', () => {
  const other = api.functions.filter((f) => f.group === 'other');
  assert.deepEqual(sorted(cat.extras.map((x) => x.name)), sorted(other.map((f) => f.name)));
  for (const f of other) {
    const x = cat.extras.find((e) => e.name === f.name)!;
    const sigs = Object.values(x.platforms).flatMap((p) => p!.signatures.map((s) => s.code));
    assert.deepEqual(sorted(sigs), sorted(Object.values(f.platforms).flatMap(asList)), `${f.name}: signatures`);
    if (f.wraps) assert.equal(x.wraps, f.wraps, `${f.name}: wraps`);
  }
});

test('events and listeners: every callback method of the facts, with its listener, payload and platform names', () => {
  assert.deepEqual(sorted(Object.keys(cat.listeners)), sorted(callbacks.listeners.map((l) => l.listener)));
  const events = Object.values(cat.events);
  assert.equal(events.length, callbacks.callbacks.length);
  for (const cb of callbacks.callbacks) {
    const e = events.find((x) => x.listener === cb.listener && x.method === cb.method);
    assert.ok(e, `${cb.listener}.${cb.method} is missing`);
    assert.equal(e.name, cb.docName);
    assert.equal(e.group, cb.docsGroup);
    // A parenthesised platform entry in the facts is a remark, not a name: the platform has no such event.
    if (cb.platforms.web?.startsWith('(')) assert.equal(e.platforms.web, 'missing', `${cb.docName}: web`);
    else if (cb.platforms.web) assert.equal(e.platforms.web !== 'missing' && e.platforms.web?.name, cb.platforms.web, `${cb.docName}: web name`);
    if (cb.platforms.cEvent) assert.equal(e.cEvent, cb.platforms.cEvent);
    const model = cb.payloadType.replace(/\[\]$/, '');
    if (cat.models[model]) assert.equal(e.payload.model, model, `${cb.docName}: payload model`);
  }
  const pages = events.filter((e) => ['connection', 'sync', 'conversation', 'message', 'friend', 'blacklist', 'group', 'user'].includes(e.group));
  assert.equal(pages.length, 50);
});

test('models: the same models and the same JSON keys in the same order', () => {
  assert.deepEqual(sorted(Object.keys(cat.models)), sorted(models.models.map((m) => m.name)));
  for (const m of models.models) {
    assert.deepEqual(
      cat.models[m.name].fields.map((f) => f.key ?? f.goField),
      m.fields.map((f) => f.jsonName ?? f.goField),
      `${m.name}: fields`,
    );
  }
});

test('enums: every value with its number, and nothing else', () => {
  assert.deepEqual(sorted(Object.keys(cat.enums)), sorted(enums.enums.map((e) => e.enum)));
  let total = 0;
  for (const e of enums.enums) {
    assert.deepEqual(
      cat.enums[e.enum].values.map((v) => [v.name, v.value]),
      e.values.map((v) => [v.name, v.value]),
      e.enum,
    );
    total += e.values.length;
  }
  assert.equal(total, 222);
});

test('error codes: every SDK code and every server code the SDK reacts to', () => {
  assert.deepEqual(
    cat.errors.sdk.map((e) => [e.code, e.name]),
    errcodes.sdkCodes.map((e) => [e.code, e.name]),
  );
  assert.deepEqual(
    cat.errors.server.map((e) => [e.code, e.name]),
    errcodes.serverCodesHandledBySdk.map((e) => [e.code, e.name]),
  );
  assert.ok(cat.errors.sdk.every((e) => e.code >= 10000 && e.code <= 10401));
  assert.deepEqual(cat.index.errorEvents[1501], ['onUserTokenExpired']);
  assert.deepEqual(cat.index.errorEvents[1506], ['onKickedOffline']);
});

test('prose names no function, event or field the facts lack', () => {
  // Every identifier the facts contain anywhere (names, signatures, notes).
  const known = new Set<string>();
  for (const file of ['sdk-api.json', 'sdk-callbacks.json', 'sdk-models.json', 'sdk-enums.json', 'sdk-errcodes.json', 'sdk-platforms.json']) {
    for (const [token] of fs.readFileSync(path.join(factsDir, file), 'utf8').matchAll(/[A-Za-z_]\w*/g)) known.add(token);
  }
  const texts: [string, string][] = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === 'string') texts.push([where, value]);
    else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${where}[${i}]`));
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value))
        if (!['signatures', 'example', 'examples', 'examplePrelude', 'install', 'name', 'variants'].includes(k)) walk(v, `${where}.${k}`);
    }
  };
  walk({ functions: cat.functions, extras: cat.extras, events: cat.events, listeners: cat.listeners, models: cat.models, enums: cat.enums }, 'catalogue');
  const unknown: string[] = [];
  for (const [where, text] of texts) {
    for (const [, code] of text.matchAll(/`([^`]+)`/g)) {
      // Identifier-shaped mentions only (function, event, field, model or enum names).
      if (!/^[A-Za-z]\w*$/.test(code) || !/[a-z][A-Z]|^[A-Z][a-z]+[A-Z]/.test(code)) continue;
      if (!known.has(code)) unknown.push(`${where}: ${code}`);
    }
  }
  assert.deepEqual(unknown, []);
});
