/**
 * Every REST sample of the site, and every multi-step walk-through, run against the model of the server's rules
 * (serverModel.ts), as a reader would run them: each operation's curl sample and its TypeScript sample under
 * Node, each documented rule broken once to see the documented error code, and the pages that chain calls
 * (the REST introduction, the integration guide) in order, in both locales.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { TOKEN_ENV } from '../../../src/generator/reference/restapi/samples.ts';
import { repoRoot } from '../../helpers/site.ts';
import { loadRestApi } from '../../helpers/references.ts';
import { RULE_OPERATIONS, SOFT_ADMIN, ServerModel, serveModel, userIDsOf, type Answer } from './serverModel.ts';
import type { RestApiData, RestOperation } from '../../../src/shared/restapi/types.ts';

const run = promisify(execFile);
let data: RestApiData;
let model: ServerModel;
let server: { base: string; close: () => Promise<void> };
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-rules-'));

before(async () => {
  data = await loadRestApi();
  model = new ServerModel(data);
  server = await serveModel(() => model);
});
after(async () => {
  await server.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const ops = () => Object.values(data.operations);
const exampleOf = (op: RestOperation) => (op.request?.examples[0]?.value ?? {}) as Record<string, unknown>;

/** A fresh model in which the reader has registered the users the example names (not those it registers itself). */
function modelFor(op: RestOperation, exclude: string[] = []): { m: ServerModel; admin: string } {
  const m = new ServerModel(data);
  const registers = op.id === 'userRegister' ? userIDsOf(exampleOf(op)) : [];
  for (const id of userIDsOf(exampleOf(op))) if (!registers.includes(id) && !exclude.includes(id)) m.users.add(id);
  return { m, admin: m.issue('imAdmin', 10) };
}

/** One call to the model the way a sample makes it, without HTTP (for the rule tests). */
function call(m: ServerModel, op: RestOperation, token: string | undefined, body: unknown): Answer {
  const headers: Record<string, string | undefined> = { operationid: 'op-test', token };
  return m.handle(op.method, op.path, headers, JSON.stringify(body));
}

test('the model refuses what the server refuses (the checks can fail)', () => {
  const op = data.operations.createGroup;
  const { m, admin } = modelFor(op);
  const body = exampleOf(op);
  assert.equal(call(m, op, admin, body).errCode, 0);
  assert.equal(call(m, op, admin, { ...body, adminUserIDs: [body.ownerUserID] }).errCode, 1001, 'owner repeated as admin');
  assert.equal(call(m, op, admin, { ...body, ownerUserID: 'nobody_9' }).errCode, 1101, 'unknown owner');
  assert.equal(call(m, op, undefined, body).errCode, 1001, 'no token');
  assert.equal(call(m, op, 'forged', body).errCode, 1507, 'a token the server never issued');
  const user = m.issue(String((body.memberUserIDs as string[])[0]), 2);
  assert.equal(call(m, op, user, body).errCode, 1002, 'a member may not create a group owned by someone else');
  assert.equal(m.handle('POST', op.path, { token: admin }, '{}').errCode, 1001, 'no operationID');
});

test('every operation has a curl sample, and each one runs against the model and succeeds', async () => {
  let runs = 0;
  const failures: string[] = [];
  for (const op of ops()) {
    const sample = op.samples.find((s) => s.id === 'curl');
    assert.ok(sample, `${op.id}: no curl sample`);
    const { m, admin } = modelFor(op);
    model = m;
    const code = sample.code.replaceAll(data.serverUrl, server.base);
    const { stdout } = await run('bash', ['-c', code], { env: { ...process.env, [TOKEN_ENV]: admin } });
    runs++;
    const answer = JSON.parse(stdout) as Answer;
    if (answer.errCode !== 0) failures.push(`${op.id}: ${answer.errCode} ${answer.errDlt}`);
    assert.equal(m.log.length, 1, `${op.id}: the sample reached the model once (${m.log.map((l) => l.op).join(', ')})`);
  }
  assert.deepEqual(failures, []);
  assert.equal(runs, ops().length);
});

test("every operation's TypeScript sample runs under Node against the model and succeeds", async () => {
  // One process for all of them (a tsx start-up each would take a minute), against one model in which the reader
  // registered every user the examples name (except those user_register registers itself).
  // In a reader's order: users are registered before anything else uses them.
  const list = ops().sort((a, b) => Number(b.id === 'userRegister') - Number(a.id === 'userRegister'));
  const m = new ServerModel(data);
  const registered = userIDsOf(exampleOf(data.operations.userRegister));
  for (const op of list) for (const id of userIDsOf(exampleOf(op))) if (!registered.includes(id)) m.users.add(id);
  model = m;
  const parts = list.map((op, i) => {
    const code = op.samples.find((s) => s.id === 'typescript')!.code.replaceAll(data.serverUrl, server.base);
    return `async function sample${i}() {\n${code}\n}`;
  });
  const file = path.join(tmp, 'samples.mts');
  fs.writeFileSync(
    file,
    `${parts.join('\n\n')}
const all = [${list.map((_, i) => `sample${i}`).join(', ')}];
for (let i = 0; i < all.length; i++) {
  try {
    await all[i]();
    console.log('ok ' + i);
  } catch (e) {
    console.log('fail ' + i + ' ' + (e as Error).message);
  }
}
`,
  );
  const { stdout } = await run(process.execPath, ['--import', 'tsx', file], {
    cwd: repoRoot,
    maxBuffer: 1 << 24,
    env: { ...process.env, [TOKEN_ENV]: m.issue('imAdmin', 10) },
  });
  const lines = stdout.trim().split('\n');
  const failed = lines.filter((l) => l.startsWith('fail')).map((l) => `${list[Number(l.split(' ')[1])].id}: ${l}`);
  assert.deepEqual(failed, []);
  assert.equal(lines.filter((l) => l.startsWith('ok')).length, list.length);
  assert.deepEqual(
    m.log.map((l) => l.op),
    list.map((op) => op.id),
    'each sample sent its own operation once',
  );
});

/** Every rule the model enforces, broken once per operation: the code it answers must be on the operation's page. */
test('each broken rule answers an error code the operation documents', () => {
  const undocumented: string[] = [];
  let broken = 0;
  const expect = (op: RestOperation, rule: string, answer: Answer) => {
    broken++;
    if (answer.errCode === 0) undocumented.push(`${op.id} ${rule}: accepted`);
    else if (!op.errorCodes.includes(answer.errCode)) undocumented.push(`${op.id} ${rule}: answers ${answer.errCode}, not in x-error-codes`);
  };
  for (const op of ops()) {
    if (op.method !== 'POST') continue;
    const body = exampleOf(op);
    const schema = op.request?.schema;
    const required = (schema?.$ref ? data.schemas[schema.$ref.replace('#/components/schemas/', '')] : schema)?.required ?? [];
    for (const name of required) {
      const { m, admin } = modelFor(op);
      const rest = { ...body };
      delete rest[name];
      expect(op, `without ${name}`, call(m, op, admin, rest));
    }
    if (op.access === 'admin') {
      const { m } = modelFor(op);
      m.users.add('user_9');
      const answer = call(m, op, m.issue('user_9', 2), body);
      if (!SOFT_ADMIN.has(op.id)) expect(op, 'with a user token', answer);
      else {
        // The handler swallows the refusal: success without data, which the page must say.
        assert.deepEqual([answer.errCode, answer.data], [0, null], op.id);
        assert.match(op.description ?? '', /`data: null`/, `${op.id}: the description says a non-admin gets data: null`);
      }
    }
    if (op.access === 'self' && op.accessField) {
      const { m } = modelFor(op);
      m.users.add('user_9');
      expect(op, `with the token of a user other than ${op.accessField}`, call(m, op, m.issue('user_9', 2), body));
    }
  }
  for (const id of RULE_OPERATIONS) {
    const op = data.operations[id];
    assert.ok(op, `the model has rules for ${id}, which the document lacks`);
    const users = userIDsOf(exampleOf(op)).filter((u) => u !== 'imAdmin');
    if (id === 'userRegister') {
      const { m, admin } = modelFor(op);
      for (const u of users) m.users.add(u);
      expect(op, 'with a registered ID', call(m, op, admin, exampleOf(op)));
    } else if (users.length) {
      const { m, admin } = modelFor(op, [users[users.length - 1]]);
      expect(op, `with ${users[users.length - 1]} unregistered`, call(m, op, admin, exampleOf(op)));
    }
  }
  assert.deepEqual(undocumented, []);
  assert.ok(broken > 100, `rules broken: ${broken}`);
});

test('create_group: each ID in one list, and the documented answer is what the server computes for the example', () => {
  const op = data.operations.createGroup;
  const body = exampleOf(op);
  const lists = [[body.ownerUserID], body.adminUserIDs ?? [], body.memberUserIDs ?? []].flat();
  assert.equal(new Set(lists).size, lists.length, 'an ID appears in one list only');
  const { m } = modelFor(op);
  // The example is a user creating their own group (creatorUserID and the counts follow from that caller).
  const answer = call(m, op, m.issue(String(body.ownerUserID), 2), body);
  assert.equal(answer.errCode, 0, answer.errDlt);
  const documented = (op.response!.examples[0].value as { data: { groupInfo: Record<string, unknown> } }).data.groupInfo;
  const computed = (answer.data as { groupInfo: Record<string, unknown> }).groupInfo;
  for (const key of Object.keys(documented)) {
    if (key === 'createTime') continue;
    assert.deepEqual(documented[key], computed[key], `groupInfo.${key}`);
  }
});

/** The bash blocks of a page, in order, with the page's placeholders for the server and the admin token. */
function walkThrough(file: string): string[] {
  const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
  return [...text.matchAll(/^```bash[^\n]*\n([\s\S]*?)^```$/gm)].map((m) => m[1]).filter((c) => /^curl /m.test(c));
}

for (const file of [
  'content/restapi/apis/introduction.mdx',
  'i18n/zh-Hans/restapi/apis/introduction.mdx',
  'content/guides/solution/integrate.mdx',
  'i18n/zh-Hans/guides/solution/integrate.mdx',
]) {
  test(`the calls of ${file} succeed in order, as a newcomer runs them`, async () => {
    const steps = walkThrough(file);
    assert.ok(steps.length >= 3, `${file}: ${steps.length} curl steps`);
    model = new ServerModel(data);
    let adminToken = '';
    for (const [i, step] of steps.entries()) {
      const code = step.replaceAll('http://your-server-ip:10002', server.base).replaceAll('<admin token>', adminToken);
      const { stdout } = await run('bash', ['-c', code]);
      const answer = JSON.parse(stdout) as Answer;
      assert.equal(answer.errCode, 0, `${file} step ${i + 1} (${model.log.at(-1)?.op}): ${answer.errCode} ${answer.errDlt}`);
      if (model.log.at(-1)?.op === 'getAdminToken') adminToken = (answer.data as { token: string }).token;
    }
    assert.equal(model.log.length, steps.length, 'every step reached a documented operation');
  });
}
