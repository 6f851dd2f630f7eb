/**
 * Claims of the SDK reference that an integrator found wrong, checked against what the server and the SDKs do
 * (openim-sdk-core v3.8.3-patch.14, open-im-server v3.8.3-patch.16, the platform SDKs), in both locales:
 * sample calls obey the server's rules, listener setters show what to call instead, events show the handler a
 * platform really gets, and the SDK and REST error pages point at each other where their numbers meet.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { SdkCatalogue } from '../../../src/shared/sdk/catalogue.ts';
import { repoRoot } from '../../helpers/site.ts';
import { loadSdkCatalogues } from '../../helpers/references.ts';

const loaded = { byLocale: await loadSdkCatalogues(['en', 'zh-Hans']) };
const cat = loaded.byLocale.en;
const read = (rel: string) => fs.readFileSync(path.join(repoRoot, rel), 'utf8');
const LOCALES = ['content', 'i18n/zh-Hans'];

/** The quoted strings of a list literal (`['a', 'b']`, `Arrays.asList("a", "b")`, `@[@"a"]`). */
const quoted = (list: string) => [...list.matchAll(/["']([^"']+)["']/g)].map((m) => m[1]);

/** The user of the platform's own login example: the owner a sample may name without an admin token. */
function loginUser(platform: string): string | undefined {
  const impl = cat.functions.login.platforms[platform as keyof typeof cat.functions.login.platforms];
  const example = 'example' in impl ? impl.example : undefined;
  return example ? /user_\d+/.exec(example)?.[0] : undefined;
}

test('every createGroup sample puts each ID in one list and owns the group as the logged-in user', () => {
  const checked: string[] = [];
  for (const [platform, impl] of Object.entries(cat.functions.createGroup.platforms)) {
    if (!('example' in impl) || !impl.example) continue;
    const code = impl.example;
    let members: string[] = [];
    let admins: string[] = [];
    let owner: string | undefined;
    const positional = /createGroup\(Arrays\.asList\(([^)]*)\),\s*Arrays\.asList\(([^)]*)\),\s*\w+,\s*("[^"]*"|null)/.exec(code);
    if (positional) {
      members = quoted(positional[1]);
      admins = quoted(positional[2]);
      owner = positional[3] === 'null' ? undefined : positional[3].slice(1, -1);
    } else {
      members = quoted(/memberUserIDs:\s*(\[[^\]]*\])/.exec(code)?.[1] ?? '');
      admins = quoted(/adminUserIDs:\s*(\[[^\]]*\])/.exec(code)?.[1] ?? '');
      owner = /ownerUserID:\s*["']([^"']+)["']/.exec(code)?.[1];
    }
    const all = [...members, ...admins, ...(owner ? [owner] : [])];
    assert.equal(new Set(all).size, all.length, `${platform}: an ID in two lists (the server answers 1001): ${all.join(', ')}`);
    if (owner) assert.equal(owner, loginUser(platform), `${platform}: the owner must be the logged-in user, or the server answers 1002`);
    checked.push(platform);
  }
  assert.ok(checked.length >= 5, `samples checked: ${checked.join(', ')}`);
});

test('createGroup lists the errors the SDK and the server return for a bad request', () => {
  const codes = cat.functions.createGroup.errors.map((e) => e.code);
  // internal/group/api.go CreateGroup: a groupType other than 2 is ErrGroupType (10401) before any request;
  // internal/rpc/group/group.go: repeated IDs are ErrArgs (1001), another owner without admin rights ErrNoPermission (1002).
  for (const code of [10401, 1001, 1002]) assert.ok(codes.includes(code), `createGroup errors lack ${code}`);
});

test('a platform mismatch of the token is not a login failure: login succeeds, onUserTokenInvalid follows', () => {
  for (const base of LOCALES) {
    for (const rel of ['sdks/api/initialization/initSDK.mdx', 'sdks/faq.mdx']) {
      const text = read(`${base}/${rel}`);
      assert.doesNotMatch(text, /login[^.\n]{0,40}fails with `?1502|登录会以 `1502` 失败|`login` 却以 1502/, `${base}/${rel}`);
      assert.match(text, /onUserTokenInvalid/, `${base}/${rel} names the event that reports it`);
    }
  }
});

test('listener setters without a setter on Electron and React Native show the on(...) subscription instead', () => {
  const setters = Object.values(cat.functions).filter((f) => {
    const web = f.platforms.web;
    return web.status === 'renamed' && web.name === 'on';
  });
  assert.ok(setters.length >= 7, `setters: ${setters.length}`);
  for (const f of setters) {
    if (f.name === 'setMessageKvInfoListener') continue; // no such event on those platforms
    for (const p of ['electron', 'reactNative'] as const) {
      const impl = f.platforms[p];
      const example = 'example' in impl ? impl.example : undefined;
      assert.match(example ?? '', /\.on\(/, `${f.name} on ${p}: show the subscription, not only "not available"`);
    }
  }
});

test('an event a platform does not fire shows the handler that platform gets instead', () => {
  let notes = 0;
  for (const e of Object.values(cat.events)) {
    for (const [p, impl] of Object.entries(e.platforms)) {
      if (!impl || impl === 'missing' || !impl.note || !/^Not fired on/.test(impl.note)) continue;
      notes++;
      const example = e.examples[p as keyof typeof e.examples] ?? '';
      const own = new RegExp(`(['"]${e.name}['"]|CbEvents\\.${e.method}\\b)`);
      assert.doesNotMatch(example, own, `${e.name} on ${p}: the note says it is not fired, the example subscribes to it`);
    }
  }
  assert.ok(notes >= 3, `"Not fired" notes: ${notes}`);
});

test('the SDK and REST error pages point at each other for every number both use, in both locales', () => {
  const doc = YAML.parse(read('content/restapi/openapi.yaml')) as { 'x-error-codes': { code: number }[] };
  const rest = new Set(doc['x-error-codes'].map((e) => e.code));
  const shared = cat.errors.sdk.map((e) => e.code).filter((c) => rest.has(c));
  assert.ok(shared.length >= 5, `shared numbers: ${shared.join(', ')}`);
  for (const base of LOCALES) {
    const sdk = read(`${base}/sdks/errcode.mdx`);
    const restPage = read(`${base}/restapi/errCode.mdx`);
    for (const c of shared) {
      assert.ok(sdk.includes(`(/restapi/errCode#${c})`), `${base}/sdks/errcode.mdx links /restapi/errCode#${c}`);
      assert.ok(restPage.includes(`(/sdks/errcode#code-${c})`), `${base}/restapi/errCode.mdx links /sdks/errcode#code-${c}`);
    }
    assert.doesNotMatch(sdk, /\]\(\/restapi\/apis\/introduction\)/, `${base}/sdks/errcode.mdx: the REST error codes live on /restapi/errCode`);
  }
});

test('CreateGroupReq says an ID may sit in one list only, in both locales', () => {
  const model = cat.models.CreateGroupReq;
  const members = model.fields.find((f) => f.key === 'memberUserIDs')!;
  assert.match(members.description, /one of `ownerUserID`, `adminUserIDs` and `memberUserIDs`/);
  const zh = loaded.byLocale['zh-Hans'];
  assert.match(zh.models.CreateGroupReq.fields.find((f) => f.key === 'memberUserIDs')!.description, /只能出现在/);
});

test('"Events it fires" tells the calling device from the other members\' devices', () => {
  // A message reaches the receiver as onRecvNewMessage, never the sender's own device; a read receipt reaches the sender.
  const here = (name: string) => cat.functions[name].events;
  const peers = (name: string) => cat.functions[name].peerEvents;
  assert.ok(!here('sendMessage').includes('onRecvNewMessage') && peers('sendMessage').includes('onRecvNewMessage'));
  assert.ok(!here('markConversationMessageAsRead').includes('onRecvC2CReadReceipt') && peers('markConversationMessageAsRead').includes('onRecvC2CReadReceipt'));
  assert.ok(peers('changeInputStates').includes('onConversationUserInputStatusChanged'));
  // Events that only another user's device can see are never listed for the calling device.
  const onlyOthers = ['onRecvNewMessage', 'onRecvOnlineOnlyMessage', 'onRecvC2CReadReceipt', 'onConversationUserInputStatusChanged'];
  for (const f of Object.values(cat.functions))
    for (const id of onlyOthers) assert.ok(!f.events.includes(id), `${f.name}: ${id} fires on other devices, not the caller's`);
  // The event pages still list every function that fires them, from either list.
  assert.ok(cat.index.eventFiredBy.onRecvC2CReadReceipt.includes('markConversationMessageAsRead'));
});

test('uni-app x has its own tab: its signatures and samples in its own argument order, none left inside the uni-app tab', () => {
  // openimsdk/openim-sdk-unix uni_modules/unix-openim-sdk/utssdk/interface.uts: initSDK(config, operationID?), login(userID, token, operationID?).
  for (const name of ['initSDK', 'login']) {
    const classic = cat.functions[name].platforms.uniapp;
    const x = cat.functions[name].platforms.uniappx;
    assert.ok('signatures' in classic && classic.signatures.every((s) => s.label !== 'uni-app x'), `${name}: no uni-app x variant in the uni-app tab`);
    assert.match(('example' in classic && classic.example) || '', /IMSDK\.\w+\(String\(Date\.now\(\)\)/, `${name}: the classic call, operationID first`);
    assert.doesNotMatch(
      ('example' in classic && classic.example) || '',
      /unix-openim-sdk|await (initSDK|login)\(/,
      `${name}: the uni-app tab shows only the classic plugin`,
    );
    assert.ok('signatures' in x && x.signatures[0].code.startsWith(`${name}(`), `${name}: a uni-app x signature in its own tab`);
    const example = ('example' in x && x.example) || '';
    assert.match(example, name === 'initSDK' ? /await initSDK\(\{/ : /await login\('user_\d+'/, `${name}: the uni-app x call in its own order`);
  }
  // OpenIMInitConfig requires platformID and systemType; uni-app x has no plus.* API.
  const initX = cat.functions.initSDK.platforms.uniappx;
  const initExample = ('example' in initX && initX.example) || '';
  assert.match(initExample, /platformID:/);
  assert.match(initExample, /systemType:/);
  assert.doesNotMatch(initExample, /plus\./);
  // No labelled uni-app x variant is left anywhere: functions, extras and events.
  for (const f of Object.values(cat.functions)) {
    const impl = f.platforms.uniapp;
    assert.ok(!('signatures' in impl) || impl.signatures.every((s) => s.label !== 'uni-app x'), f.name);
  }
  for (const x of cat.extras) assert.ok(!x.platforms.uniapp?.signatures.some((s) => s.label === 'uni-app x'), x.name);
  for (const e of Object.values(cat.events)) {
    const u = e.platforms.uniapp;
    assert.ok(!u || u === 'missing' || !u.variants?.some((v) => v.label === 'uni-app x'), e.name);
  }
  assert.ok(cat.platforms.some((p) => p.id === 'uniappx' && p.label === 'uni-app x'));
});
