import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { restapiSource } from '../../../src/generator/reference/restapi/source.ts';
import { TOKEN_ENV } from '../../../src/generator/reference/restapi/samples.ts';
import { silentLogger, repoRoot } from '../../helpers/site.ts';
import { restapiFixture } from './fixtureCopy.ts';
import { loadRestApi } from '../../helpers/references.ts';
import type { RestApiData, RestOperation } from '../../../src/shared/restapi/types.ts';

const run = promisify(execFile);
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.sample-token.sig';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
let server: http.Server;
let base: string;
let seen: Seen[] = [];
let data: RestApiData;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-samples-'));

before(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ errCode: 0, errMsg: '', errDlt: '', data: { ok: true } }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const loaded = await restapiSource.load({
    siteDir: restapiFixture,
    config: { i18n: { defaultLocale: 'en', locales: ['en'] } } as never,
    locales: ['en'],
    logger: silentLogger(),
    keepThread: true,
  });
  data = loaded!.byLocale.en as RestApiData;
});
after(() => {
  server.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** The request the stub saw must be the operation's: method, path, headers and the example body. */
function check(op: RestOperation, label: string): void {
  assert.equal(seen.length, 1, `${label}: one request`);
  const [r] = seen;
  assert.equal(r.method, op.method, `${label}: method`);
  assert.equal(r.url, op.path, `${label}: path`);
  assert.match(String(r.headers['content-type']), /^application\/json/, `${label}: content type`);
  assert.equal(r.headers.operationid, op.headers.find((h) => h.name === 'operationID')!.example, `${label}: operationID header`);
  if (op.headers.some((h) => h.name === 'token')) assert.equal(r.headers.token, TOKEN, `${label}: token header from ${TOKEN_ENV}`);
  else assert.equal(r.headers.token, undefined, `${label}: no token on a public route`);
  assert.deepEqual(JSON.parse(r.body), op.request!.examples[0].value, `${label}: body`);
}

function sample(op: RestOperation, id: string): string {
  const s = op.samples.find((x) => x.id === id)!;
  assert.ok(s.code.includes(data.serverUrl), `${op.id} ${id}: uses the document's server`);
  return s.code.replaceAll(data.serverUrl, base);
}

const env = { ...process.env, [TOKEN_ENV]: TOKEN };
const OPS = ['createGroup', 'getGroupsInfo', 'getAdminToken'];
const has = async (cmd: string, args: string[]) => {
  try {
    await run(cmd, args);
    return true;
  } catch {
    return false;
  }
};

for (const id of OPS) {
  test(`curl sample of ${id} sends exactly the documented request`, async () => {
    seen = [];
    const { stdout } = await run('bash', ['-c', sample(data.operations[id], 'curl')], { env });
    check(data.operations[id], 'curl');
    assert.equal(JSON.parse(stdout).errCode, 0);
  });
}

test('Python sample sends the same request', async (t) => {
  if (!(await has('python3', ['-c', 'import requests']))) return t.skip('python3 with requests is not installed');
  for (const id of OPS) {
    seen = [];
    await run('python3', ['-c', sample(data.operations[id], 'python')], { env });
    check(data.operations[id], `python ${id}`);
  }
});

test('TypeScript (fetch) sample sends the same request', async () => {
  for (const id of OPS) {
    seen = [];
    const file = path.join(tmp, `${id}.mts`);
    fs.writeFileSync(file, sample(data.operations[id], 'typescript'));
    await run(process.execPath, ['--import', 'tsx', file], { env, cwd: process.cwd() });
    check(data.operations[id], `typescript ${id}`);
  }
});

test('Go sample compiles and sends the same request', async (t) => {
  if (!(await has('go', ['version']))) return t.skip('go is not installed');
  seen = [];
  const dir = path.join(tmp, 'go');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'main.go'), sample(data.operations.createGroup, 'go'));
  await run('go', ['run', 'main.go'], {
    env: { ...env, GOFLAGS: '-mod=mod', GO111MODULE: 'off', GOCACHE: path.join(tmp, 'gocache') },
    cwd: dir,
    timeout: 120_000,
  });
  check(data.operations.createGroup, 'go');
});

test('Java sample compiles and sends the same request', async (t) => {
  if (!(await has('java', ['-version']))) return t.skip('java is not installed');
  seen = [];
  const dir = path.join(tmp, 'java');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'Main.java'), sample(data.operations.createGroup, 'java'));
  await run('java', ['Main.java'], { env, cwd: dir, timeout: 120_000 });
  check(data.operations.createGroup, 'java');
});

test('curl samples of the real document reach the stub as documented (user registration, tokens, groups, messages)', async (t) => {
  if (!fs.existsSync(path.join(repoRoot, 'content/restapi/openapi.yaml'))) return t.skip('the site has no OpenAPI document yet');
  const real = await loadRestApi();
  const picked = ['getAdminToken', 'getUserToken', 'userRegister', 'createGroup', 'sendMessage'].filter((id) => real.operations[id]);
  assert.ok(picked.length >= 3, `operations found: ${picked.join(', ')}`);
  for (const id of picked) {
    const op = real.operations[id];
    seen = [];
    const code = op.samples.find((x) => x.id === 'curl')!.code.replaceAll(real.serverUrl, base);
    await run('bash', ['-c', code], { env });
    check(op, `real ${id}`);
  }
});
