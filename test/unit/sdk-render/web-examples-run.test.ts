/**
 * Every Web example of the SDK catalogue (functions and events) runs under Node against a fake of the Web SDK
 * that applies the SDK's and the server's rules (fakeWebSdk.ts): login before calls, one list per ID and an
 * owner who is the logged-in user in createGroup. Each example runs in a fresh session logged in as `user_1`
 * (the user of the login examples), except `login` itself; handlers an example registers are called once.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { repoRoot } from '../../helpers/site.ts';
import { loadSdkCatalogues } from '../../helpers/references.ts';

const run = promisify(execFile);
const cat = (await loadSdkCatalogues()).en;
const runs = path.join(repoRoot, 'test/fixtures/tmp-runs');

interface Snippet {
  label: string;
  code: string;
  loggedIn: boolean;
}

/** Runs the snippets after the Web prelude against the fake; one line of JSON per snippet. */
async function runSnippets(snippets: Snippet[]): Promise<{ label: string; ok: boolean; error?: string; calls: { method: string; errCode: number }[] }[]> {
  const web = cat.platforms.find((p) => p.id === 'web')!;
  // The prelude's values the app "already holds" become stand-ins; the SDK import becomes the fake.
  const prelude = (web.examplePrelude ?? '')
    .replace(/^declare const (\w+): [^;]+;/gm, 'const $1: any = anyValue();')
    .replaceAll("'@openim/wasm-client-sdk'", "'../../unit/sdk-render/fakeWebSdkModule.ts'");
  const body = snippets.map((s, i) => `async function example${i}(): Promise<void> {\n${s.code}\n}`).join('\n\n');
  const driver = `import { anyValue } from '../../unit/sdk-render/fakeWebSdk.ts';
${prelude}
${body}
// The browser around the examples: the page they update (its listeners fire once, after the example), and the
// app's own backend (a token endpoint).
const domHandlers: (() => unknown)[] = [];
const browserObject = () =>
  new Proxy({} as Record<string, unknown>, {
    get: (_t, key) => (key === 'addEventListener' ? (_e: unknown, h: () => unknown) => domHandlers.push(h) : key === 'hidden' ? false : (anyValue() as any)[key]),
  });
Object.assign(globalThis, {
  document: browserObject(),
  window: browserObject(),
  location: anyValue(),
  alert: () => {},
  fetch: async () => ({ ok: true, status: 200, json: async () => anyValue(), text: async () => '' }),
});
const all = [${snippets.map((_, i) => `example${i}`).join(', ')}];
const loggedIn = ${JSON.stringify(snippets.map((s) => s.loggedIn))};
const print = console.log.bind(console);
console.log = () => {};
console.error = () => {};
console.warn = () => {};
for (let i = 0; i < all.length; i++) {
  const sdk = IMSDK as any;
  sdk.__reset(loggedIn[i] ? 'user_1' : undefined);
  let error: string | undefined;
  try {
    domHandlers.length = 0;
    await all[i]();
    for (const h of domHandlers) await h();
    await sdk.__fire();
  } catch (e) {
    error = e instanceof Error ? e.message : JSON.stringify(e);
  }
  print(JSON.stringify({ i, ok: !error, error, calls: sdk.__state().calls }));
}
`;
  fs.mkdirSync(runs, { recursive: true });
  const file = path.join(runs, `web-examples-${process.pid}.mts`);
  fs.writeFileSync(file, driver);
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', file], { cwd: repoRoot, maxBuffer: 1 << 26 });
    return stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
      .map((r) => ({ ...r, label: snippets[r.i].label }));
  } finally {
    fs.rmSync(file, { force: true });
  }
}

test('the fake answers as the SDK and the server do (the run can fail)', async () => {
  const results = await runSnippets([
    { label: 'before login', code: 'await IMSDK.getAllConversationList();', loggedIn: false },
    {
      label: 'an ID in two lists',
      code: "await IMSDK.createGroup({ groupInfo: { groupName: 'x', groupType: GroupType.WorkingGroup }, memberUserIDs: ['user_2', 'user_3'], adminUserIDs: ['user_2'] });",
      loggedIn: true,
    },
    {
      label: 'another owner',
      code: "await IMSDK.createGroup({ groupInfo: { groupType: 2 }, memberUserIDs: ['user_3'], ownerUserID: 'user_2' } as any);",
      loggedIn: true,
    },
    {
      label: 'fine',
      code: "const { data } = await IMSDK.createGroup({ groupInfo: { groupType: 2 }, memberUserIDs: ['user_3'] } as any);\nconsole.log(data.groupID);",
      loggedIn: true,
    },
  ]);
  assert.deepEqual(
    results.map((r) => [r.label, r.calls.map((c) => c.errCode)]),
    [
      ['before login', [10004]],
      ['an ID in two lists', [1001]],
      ['another owner', [1002]],
      ['fine', [0]],
    ],
  );
});

test('every Web example of the catalogue runs against the fake without an error', async () => {
  const snippets: Snippet[] = [];
  for (const fn of Object.values(cat.functions)) {
    const impl = fn.platforms.web;
    if ('example' in impl && impl.example) snippets.push({ label: `function ${fn.name}`, code: impl.example, loggedIn: fn.name !== 'login' });
  }
  for (const ev of Object.values(cat.events)) if (ev.examples.web) snippets.push({ label: `event ${ev.id}`, code: ev.examples.web, loggedIn: true });
  assert.ok(snippets.length >= 100, `Web examples: ${snippets.length}`);
  const results = await runSnippets(snippets);
  assert.equal(results.length, snippets.length, 'every example ran');
  const failed = results.filter((r) => !r.ok).map((r) => `${r.label}: ${r.error} (calls: ${r.calls.map((c) => `${c.method} ${c.errCode}`).join(', ')})`);
  assert.deepEqual(failed, []);
  // Each example reached the SDK: a call, or a subscription whose handler then ran.
  const silent = results.filter((r) => r.calls.length === 0).map((r) => r.label);
  assert.deepEqual(silent, [], 'examples that never called the SDK');
});
