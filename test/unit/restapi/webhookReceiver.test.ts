/**
 * The example webhook receivers (examples/webhook-receiver: Node and Go) answer every sample payload of the
 * OpenAPI document with JSON the server accepts, and allow, reject and modify as the example page says.
 * The page shows the very files this test runs.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import type http from 'node:http';
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { bundle, createConfig } from '@redocly/openapi-core';
import { repoRoot } from '../../helpers/site.ts';
import { restapiFixture } from './fixtureCopy.ts';
// @ts-expect-error: a plain JavaScript example, no type declarations
import { createReceiver } from '../../../examples/webhook-receiver/server.mjs';

type Obj = Record<string, unknown>;
const run = promisify(execFile);
const dir = path.join(repoRoot, 'examples', 'webhook-receiver');
const realDoc = path.join(repoRoot, 'content/restapi/openapi.yaml');
let doc: Obj;
let node: http.Server;
let nodeUrl: string;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-receiver-'));

interface Hook {
  key: string;
  command: string;
  kind: string;
  example: Obj;
  answerFields: Set<string>;
  effect: Obj;
}
let hooks: Hook[] = [];

function deref(node: unknown): Obj | undefined {
  let cur = node as Obj | undefined;
  while (cur && typeof cur.$ref === 'string')
    cur = (cur.$ref as string)
      .slice(2)
      .split('/')
      .reduce<unknown>((o, k) => (o as Obj)?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc) as Obj;
  return cur;
}

function fields(schema: unknown, out = new Set<string>()): Set<string> {
  const s = deref(schema);
  if (!s) return out;
  for (const k of Object.keys((s.properties ?? {}) as Obj)) out.add(k);
  for (const part of (s.allOf ?? []) as unknown[]) fields(part, out);
  return out;
}

before(async () => {
  const ref = fs.existsSync(realDoc) ? realDoc : path.join(restapiFixture, 'content/restapi/openapi.yaml');
  doc = (await bundle({ ref, config: await createConfig({}), dereference: false })).bundle.parsed as Obj;
  for (const [key, item] of Object.entries(doc.webhooks as Obj)) {
    const op = (deref(item) as Obj).post as Obj;
    const media = (deref(op.requestBody) as Obj).content as Obj;
    const example = (media['application/json'] as Obj).example as Obj | undefined;
    const command = op['x-callback-command'] as string | null;
    if (!command || !example) continue;
    const response = ((deref((op.responses as Obj)['200']) as Obj).content as Obj)['application/json'] as Obj;
    hooks.push({ key, command, kind: op['x-kind'] as string, example, answerFields: fields(response.schema), effect: (op['x-response-effect'] ?? {}) as Obj });
  }
  node = createReceiver({ log: () => {} });
  await new Promise<void>((r) => node.listen(0, '127.0.0.1', r));
  nodeUrl = `http://127.0.0.1:${(node.address() as net.AddressInfo).port}/callbackExample`;
});
after(() => {
  node?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function post(base: string, command: string, body: unknown): Promise<Obj> {
  const res = await fetch(`${base}/${command}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json; charset=utf-8', operationID: 'test-1' },
    body: JSON.stringify(body),
  });
  assert.equal(res.status, 200, command);
  return (await res.json()) as Obj;
}

const modifiable = (hook: Hook) => new Set(Object.keys(hook.effect).flatMap((k) => k.split(/,\s*/)));

async function checkReceiver(base: string): Promise<Map<string, Obj>> {
  assert.ok(hooks.length >= 2, 'the document has webhook samples');
  const answers = new Map<string, Obj>();
  for (const hook of hooks) {
    const answer = await post(base, hook.command, hook.example);
    answers.set(hook.key, answer);
    for (const k of Object.keys(answer)) assert.ok(hook.answerFields.has(k), `${hook.key}: answer field ${k} is not in the documented answer`);
    if (hook.kind === 'before') {
      for (const k of Object.keys(answer))
        if (!['actionCode', 'errCode', 'errMsg', 'errDlt', 'nextCode'].includes(k))
          assert.ok(modifiable(hook).has(k), `${hook.key}: ${k} is not a field the server reads`);
    }
  }
  const single = hooks.find((h) => h.key === 'beforeSendSingleMsg');
  if (single) {
    assert.equal(answers.get('beforeSendSingleMsg')!.nextCode, 0, 'an ordinary message is allowed');
    const bad = await post(base, single.command, { ...single.example, content: JSON.stringify({ content: 'this is forbidden here' }) });
    assert.equal(bad.actionCode, 0);
    assert.equal(bad.nextCode, 1, 'a blocked word is rejected');
    assert.notEqual(bad.errCode, 0);
    answers.set('beforeSendSingleMsg:blocked', bad);
  }
  const create = hooks.find((h) => h.key === 'beforeCreateGroup')!;
  const modified = await post(base, create.command, { ...create.example, groupName: '  Launch crew  ' });
  assert.equal(modified.nextCode, 0);
  assert.equal(modified.groupName, 'Launch crew', 'the name is modified');
  answers.set('beforeCreateGroup:modified', modified);
  return answers;
}

test('the Node receiver answers every sample payload of the document, and allows, rejects and modifies', async () => {
  await checkReceiver(nodeUrl);
});

test('the Go receiver compiles and answers exactly like the Node one', async (t) => {
  try {
    await run('go', ['version']);
  } catch {
    return t.skip('go is not installed');
  }
  const bin = path.join(tmp, 'receiver');
  await run('go', ['build', '-o', bin, 'main.go'], {
    cwd: dir,
    env: { ...process.env, GO111MODULE: 'off', GOCACHE: path.join(tmp, 'gocache') },
    timeout: 180_000,
  });
  const port = await new Promise<number>((r) => {
    const s = net.createServer().listen(0, () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => r(p));
    });
  });
  const child: ChildProcess = spawn(bin, [], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
  try {
    const base = `http://127.0.0.1:${port}/callbackExample`;
    for (let i = 0; i < 100; i++) {
      try {
        await fetch(base);
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    const fromGo = await checkReceiver(base);
    const fromNode = await checkReceiver(nodeUrl);
    assert.deepEqual(Object.fromEntries(fromGo), Object.fromEntries(fromNode));
  } finally {
    child.kill();
  }
});

/** A whole-line comment: its indentation and its opening marker. */
const COMMENT_LINE = /^(\s*)(\/\/|\/\*\*?|\*)\s/;
/**
 * Lines of a page's copy of a tested file that differ from the file. The Chinese page may translate whole-line
 * comments (same indentation and marker, Chinese text); every other line, and every line of the English page,
 * must be the tested line itself.
 */
function differingLines(shown: string, tested: string, translated: boolean): string[] {
  const a = shown.split('\n');
  const b = tested.split('\n');
  if (a.length !== b.length) return [`${a.length} lines shown, ${b.length} tested`];
  return a.flatMap((line, i) => {
    if (line === b[i]) return [];
    const [x, y] = [COMMENT_LINE.exec(line), COMMENT_LINE.exec(b[i])];
    const translation = translated && x && y && x[1] === y[1] && x[2] === y[2] && /[\u4e00-\u9fff]/.test(line);
    return translation ? [] : [`line ${i + 1}: ${line}`];
  });
}

test('the example page shows the receivers as tested, in both locales (the Chinese page with its comments translated)', (t) => {
  const pages = ['content/restapi/webhooks/example.mdx', 'i18n/zh-Hans/restapi/webhooks/example.mdx'];
  if (!pages.every((p) => fs.existsSync(path.join(repoRoot, p)))) return t.skip('the example page is not written yet');
  for (const page of pages) {
    const mdx = fs.readFileSync(path.join(repoRoot, page), 'utf8');
    const translated = page.startsWith('i18n/zh-Hans/');
    for (const [file, lang] of [
      ['server.mjs', 'js'],
      ['main.go', 'go'],
    ]) {
      const m = new RegExp('```' + lang + ' title="examples/webhook-receiver/' + file.replace('.', '\\.') + '"\\n([\\s\\S]*?)\\n```').exec(mdx);
      assert.ok(m, `${page} shows ${file}`);
      const tested = fs.readFileSync(path.join(dir, file), 'utf8');
      assert.deepEqual(differingLines(`${m[1]}\n`, tested, translated), [], `${page}: ${file} differs from the tested file`);
      if (translated) {
        const english = m[1].split('\n').filter((l) => COMMENT_LINE.test(l) && !/[\u4e00-\u9fff]/.test(l) && /[A-Za-z]+ [A-Za-z]+/.test(l));
        assert.deepEqual(english, [], `${page}: comments of ${file} left in English`);
      }
    }
  }
});
