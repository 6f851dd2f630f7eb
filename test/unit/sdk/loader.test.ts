import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sdkSource } from '../../../src/generator/reference/sdk/source.ts';
import { UserError, UserErrors, formatLocation } from '../../../src/generator/errors.ts';
import type { ReferenceLoadContext } from '../../../src/generator/reference/loadReferences.ts';
import { PLATFORM_IDS, type SdkCatalogue } from '../../../src/shared/sdk/catalogue.ts';

const PLATFORMS = [...PLATFORM_IDS];

/** A small but complete catalogue; `edit` rewrites files (relative to the catalogue folder) before loading. */
function fixture(edit: Record<string, (text: string) => string> = {}, zh?: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-sdk-'));
  const files: Record<string, string> = {
    'platforms.yaml': [
      'meta: { coreTag: v3.8.3-patch.14, coreTagCommit: cd8ff5f, coreMain: 9267a25 }',
      'platforms:',
      ...PLATFORMS.map(
        (id) => `  - { id: ${id}, label: ${id}, language: ts, repository: openimsdk/x, package: { ecosystem: npm, coordinates: [x] }, install: npm i x }`,
      ),
    ].join('\n'),
    'functions/initialization.yaml': [
      'functions:',
      '  - name: login',
      '    goName: Login',
      '    summary: Logs a user in.',
      '    params:',
      '      - { name: userID, type: string, description: The user. }',
      '      - name: token',
      '        type: string',
      '        description: The token.',
      '    result: { kind: callback, type: none }',
      '    errors: [{ code: 10002, when: operationID is empty }]',
      '    events: [onConnectSuccess]',
      '    platforms:',
      '      web:',
      '        signatures: [{ code: "login(params: InitAndLoginConfig): Promise<WsResponse<void>>" }]',
      '        example: await IMSDK.login(config);',
      ...PLATFORMS.filter((p) => p !== 'web').map((p) => `      ${p}: missing`),
      '    task: Log in',
      '  - name: getSelf',
      '    goName: GetSelf',
      '    summary: Reads the profile.',
      '    result: { kind: callback, type: UserInfo, model: UserInfo }',
      '    platforms:',
      ...PLATFORMS.map((p) => `      ${p}: unverified`),
      '    task: Get my profile',
    ].join('\n'),
    'functions/platform-only.yaml':
      'extras:\n  - { name: loginAgain, kind: wrapper, wraps: login, summary: Calls login., platforms: { web: { signatures: [{ code: "loginAgain()" }] } } }',
    'callbacks.yaml': [
      'events:',
      '  - id: onConnectSuccess',
      '    name: onConnectSuccess',
      '    method: OnConnectSuccess',
      '    listener: OnConnListener',
      '    group: connection',
      '    summary: Connected.',
      '    firedWhen: the connection is up',
      '    params: ""',
      '    payload: { type: none }',
      '    platforms: { web: { name: CbEvents.OnConnectSuccess } }',
      '    task: Connected',
    ].join('\n'),
    'listeners.yaml': 'listeners:\n  - { name: OnConnListener, task: Connection events, summary: Connection state., setter: initSDK }',
    'models/user.yaml': [
      'models:',
      '  - name: UserInfo',
      '    kind: model',
      '    summary: A profile.',
      '    coreStruct: LocalUser',
      '    source: core',
      '    fields:',
      '      - { key: userID, type: string, description: The user. }',
      '      - { key: status, type: int32, description: Online or not., enum: onlineStatus }',
      '    task: My profile fields',
    ].join('\n'),
    'enums.yaml':
      'enums:\n  - name: onlineStatus\n    task: Online states\n    summary: Online state.\n    source: core\n    values:\n      - { name: Offline, value: 0, description: offline }\n      - { name: Online, value: 1, description: online }',
    'errors.yaml':
      'sdk:\n  - { code: 10002, name: ArgsError, meaning: bad arguments }\nserver:\n  - { code: 1501, name: TokenExpiredError, meaning: expired, events: [onConnectSuccess] }',
  };
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, 'content/sdks/catalogue', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, edit[name] ? edit[name](text) : text);
  }
  if (zh !== undefined) {
    fs.mkdirSync(path.join(dir, 'i18n/zh-Hans/sdks'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'i18n/zh-Hans/sdks/catalogue.yaml'), zh);
  }
  return dir;
}

function ctx(siteDir: string): ReferenceLoadContext {
  return {
    siteDir,
    locales: ['en', 'zh-Hans'],
    config: { i18n: { defaultLocale: 'en' } } as ReferenceLoadContext['config'],
    logger: console as unknown as ReferenceLoadContext['logger'],
  };
}

async function loadError(siteDir: string): Promise<UserError> {
  try {
    await sdkSource.load(ctx(siteDir));
  } catch (e) {
    if (e instanceof UserErrors) return e.errors[0];
    if (e instanceof UserError) return e;
    throw e;
  }
  assert.fail('expected the catalogue to be rejected');
}

test('a valid catalogue loads, with reverse indexes', async () => {
  const loaded = await sdkSource.load(ctx(fixture()));
  const cat = loaded!.byLocale.en as SdkCatalogue;
  assert.equal(cat.functions.login.group, 'initialization');
  assert.deepEqual(cat.functions.login.platforms.android, { status: 'missing' });
  assert.equal(cat.functions.login.platforms.web.status, 'available');
  assert.deepEqual(cat.index.eventFiredBy.onConnectSuccess, ['login']);
  assert.deepEqual(cat.index.listenerEvents.OnConnListener, ['onConnectSuccess']);
  assert.deepEqual(cat.index.enumUsedBy.onlineStatus, [{ kind: 'field', model: 'UserInfo', field: 'status' }]);
  assert.deepEqual(cat.index.modelUsedBy.UserInfo, [{ kind: 'function', name: 'getSelf', via: 'result' }]);
  assert.deepEqual(cat.index.extrasOf.login, ['loginAgain']);
  assert.deepEqual(cat.index.errorEvents[1501], ['onConnectSuccess']);
  assert.deepEqual(
    cat.platforms.map((p) => p.id),
    PLATFORMS,
  );
});

test('no catalogue folder: the source has nothing to load', async () => {
  assert.equal(await sdkSource.load(ctx(fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-sdk-empty-')))), undefined);
});

test('a typo in a key names file:line:col and the key path', async () => {
  const dir = fixture({ 'functions/initialization.yaml': (t) => t.replace('        description: The token.', '        descripton: The token.') });
  const e = await loadError(dir);
  assert.equal(formatLocation(e.location), 'content/sdks/catalogue/functions/initialization.yaml:9:9');
  assert.match(e.message, /"descripton" is not a known key at functions\[0\]\.params\[1\]/);
  assert.ok(e.frame?.includes('descripton'));
});

test('a typo inside a platform entry is reported at the key, not as a shapeless union error', async () => {
  const dir = fixture({ 'functions/initialization.yaml': (t) => t.replace('        example: await', '        exampel: await') });
  const e = await loadError(dir);
  assert.equal(formatLocation(e.location), 'content/sdks/catalogue/functions/initialization.yaml:16:9');
  assert.match(e.message, /"exampel" is not a known key at functions\[0\]\.platforms\.web/);
});

test('a link to an unknown model names its position and suggests the close name', async () => {
  const dir = fixture({ 'functions/initialization.yaml': (t) => t.replace('model: UserInfo', 'model: Userinfo') });
  const e = await loadError(dir);
  assert.equal(formatLocation(e.location), 'content/sdks/catalogue/functions/initialization.yaml:30:54');
  assert.match(e.message, /"Userinfo" is not a model of the SDK catalogue/);
  assert.match(e.hint ?? '', /did you mean "UserInfo"/);
});

test('unknown enum, event, listener and error code links are each one error at their key', async () => {
  const cases: [string, (t: string) => string, RegExp, string][] = [
    ['models/user.yaml', (t) => t.replace('enum: onlineStatus', 'enum: onlineState'), /"onlineState" is not an enum/, 'models/user.yaml:9:'],
    [
      'functions/initialization.yaml',
      (t) => t.replace('events: [onConnectSuccess]', 'events: [onConnected]'),
      /"onConnected" is not an event/,
      'functions/initialization.yaml:12:14',
    ],
    [
      'callbacks.yaml',
      (t) => t.replace('listener: OnConnListener', 'listener: OnConnectionListener'),
      /"OnConnectionListener" is not a listener/,
      'callbacks.yaml:5:15',
    ],
    [
      'functions/initialization.yaml',
      (t) => t.replace('code: 10002', 'code: 10099'),
      /Error code 10099 is not listed in errors\.yaml/,
      'functions/initialization.yaml:11:',
    ],
  ];
  for (const [file, edit, message, where] of cases) {
    const e = await loadError(fixture({ [file]: edit }));
    assert.match(e.message, message);
    assert.ok(formatLocation(e.location).startsWith(`content/sdks/catalogue/${where}`), `${formatLocation(e.location)} should start with ${where}`);
  }
});

test('an unknown platform id is rejected where it is written', async () => {
  const dir = fixture({ 'callbacks.yaml': (t) => t.replace('platforms: { web:', 'platforms: { webb:') });
  const e = await loadError(dir);
  assert.match(e.message, /events\[0\]\.platforms/);
  assert.match(e.message, /webb|key/);
  assert.equal(e.location?.file, 'content/sdks/catalogue/callbacks.yaml');
  assert.equal(e.location?.line, 11);
});

test('a function missing a platform must say so explicitly', async () => {
  const dir = fixture({ 'functions/initialization.yaml': (t) => t.replace('      dotnet: missing\n', '') });
  const e = await loadError(dir);
  assert.match(e.message, /functions\[0\]\.platforms\.dotnet is missing/);
});

test('duplicate names are one error at the second definition', async () => {
  const dir = fixture({ 'functions/initialization.yaml': (t) => t.replace('  - name: getSelf', '  - name: login') });
  const e = await loadError(dir);
  assert.match(e.message, /The SDK function "login" is defined twice/);
  assert.equal(e.location?.line, 27);
});

test('a YAML syntax error names its line and column', async () => {
  const dir = fixture({ 'enums.yaml': (t) => `${t}\n  - name: [unclosed` });
  const e = await loadError(dir);
  assert.equal(e.location?.file, 'content/sdks/catalogue/enums.yaml');
  assert.ok((e.location?.line ?? 0) >= 8);
  assert.match(e.message, /^Invalid YAML: /);
  // A key written twice is refused as well, at the second one.
  const twice = await loadError(fixture({}, 'functions.login.summary: 登录\nfunctions.getSelf.summary: 自己\nfunctions.login.summary: 再次\n'));
  assert.equal(formatLocation(twice.location), 'i18n/zh-Hans/sdks/catalogue.yaml:3:1');
  assert.match(twice.message, /^Invalid YAML: Map keys must be unique/);
});

test('zh-Hans: keyed translations apply, untranslated keys are reported, unused ones warn', async () => {
  const dir = fixture({}, 'functions.login.summary: 登录一个用户。\nenums.onlineStatus.values.Online: 在线\nfunctions.logout.summary: 不存在\n');
  const loaded = (await sdkSource.load(ctx(dir)))!;
  const en = loaded.byLocale.en as SdkCatalogue;
  const zh = loaded.byLocale['zh-Hans'] as SdkCatalogue;
  assert.equal(zh.functions.login.summary, '登录一个用户。');
  assert.equal(en.functions.login.summary, 'Logs a user in.');
  assert.equal(zh.enums.onlineStatus.values[1].description, '在线');
  assert.equal(
    zh.functions.login.platforms.web.status === 'available' && zh.functions.login.platforms.web.signatures[0].code,
    'login(params: InitAndLoginConfig): Promise<WsResponse<void>>',
  );
  const missing = loaded.untranslated!['zh-Hans'];
  assert.ok(missing.includes('functions.login.params.token'));
  assert.ok(missing.includes('models.UserInfo.fields.status'));
  assert.ok(!missing.includes('functions.login.summary'));
  assert.equal(loaded.untranslated!.en, undefined);
  assert.equal(loaded.warnings.length, 1);
  assert.match(loaded.warnings[0].message, /functions\.logout\.summary/);
});

test('a translation that is not text is an error at its key', async () => {
  const dir = fixture({}, 'functions.login.summary: 登录\nfunctions.getSelf.summary: [a, b]\n');
  const e = await loadError(dir);
  assert.equal(formatLocation(e.location), 'i18n/zh-Hans/sdks/catalogue.yaml:2:28');
  assert.match(e.message, /functions\.getSelf\.summary/);
});

test('the loaded catalogue is cached: reused while nothing changes, loaded again after a catalogue or translation edit', async () => {
  const dir = fixture({}, 'functions.login.summary: 登录一个用户。\n');
  const cacheDir = path.join(dir, '.imdocs-cache');
  const load = async () => (await sdkSource.load({ ...ctx(dir), cacheDir }))!;
  const summaries = async () => {
    const loaded = await load();
    return [(loaded.byLocale.en as SdkCatalogue).functions.login.summary, (loaded.byLocale['zh-Hans'] as SdkCatalogue).functions.login.summary];
  };
  assert.deepEqual(await summaries(), ['Logs a user in.', '登录一个用户。']);
  // Mark the stored entry: a load that returns the mark came from the cache.
  const entry = path.join(cacheDir, 'sdk-reference.en+zh-Hans.json');
  const stored = JSON.parse(fs.readFileSync(entry, 'utf8'));
  stored.value.byLocale.en.functions.login.summary = 'from the cache';
  fs.writeFileSync(entry, JSON.stringify(stored));
  assert.deepEqual(await summaries(), ['from the cache', '登录一个用户。'], 'nothing changed: the cached catalogue');
  const functions = path.join(dir, 'content/sdks/catalogue/functions/initialization.yaml');
  fs.writeFileSync(functions, fs.readFileSync(functions, 'utf8').replace('Logs a user in.', 'Signs a user in.'));
  assert.deepEqual(await summaries(), ['Signs a user in.', '登录一个用户。'], 'a catalogue edit loads again');
  fs.writeFileSync(path.join(dir, 'i18n/zh-Hans/sdks/catalogue.yaml'), 'functions.login.summary: 让用户登录。\n');
  assert.deepEqual(await summaries(), ['Signs a user in.', '让用户登录。'], 'a translation edit loads again');
  // Errors are never cached: a broken file fails every load until it is fixed.
  fs.writeFileSync(functions, fs.readFileSync(functions, 'utf8').replace('        description: The token.', '        descripton: The token.'));
  await assert.rejects(load());
  await assert.rejects(load());
});

test('issue 30: an event that has a page needs a task name, at its entry', async () => {
  const dir = fixture({ 'callbacks.yaml': (t) => t.replace('\n    task: Connected', '') });
  const e = await loadError(dir);
  assert.match(e.message, /The event "onConnectSuccess" has a page \(group connection\) but no "task"/);
  assert.equal(e.location?.file, 'content/sdks/catalogue/callbacks.yaml');
});
