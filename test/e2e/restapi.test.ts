/**
 * The REST reference in real Chromium against a real build of a small site with its own OpenAPI document
 * (test/fixtures/restapi-site): the published documents, an operation page without JavaScript, the
 * component headings in the TOC, the samples' tabs, the "Try it" island (loaded on click, sent to a local
 * stub), and the page's first-load JavaScript.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { parse } from 'yaml';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { buildSite, silentLogger } from '../helpers/site.ts';
import { startStaticServer, type RunningServer } from '../../src/generator/serve/staticServer.ts';
import { restapiFixture } from '../unit/restapi/fixtureCopy.ts';
import { imdocsPlugin, RULE_ID } from '../../src/generator/reference/restapi/rules.ts';

const outDir = path.join(restapiFixture, 'build');
const OP = '/restapi/apis/groupManagement/createGroup';
const BUDGET = 20 * 1024;
let browser: Browser;
let server: RunningServer;

before(async () => {
  await buildSite(restapiFixture);
  server = await startStaticServer({ dir: outDir });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

const get = async (route: string) => {
  const res = await fetch(server.url + route);
  assert.equal(res.status, 200, route);
  return res.text();
};

test('published documents: valid OpenAPI 3.1 with our extensions, YAML equal to JSON, Chinese translated', async () => {
  const json = await get('/restapi/openapi.json');
  const yaml = await get('/restapi/openapi.yaml');
  const zh = JSON.parse(await get('/zh-Hans/restapi/openapi.json'));
  const en = JSON.parse(json);
  assert.deepEqual(parse(yaml), en);
  const config = await createConfig(
    { rules: { struct: 'error', 'no-unresolved-refs': 'error', 'operation-operationId-unique': 'error', [RULE_ID]: 'error' } } as never,
    { plugins: [imdocsPlugin] },
  );
  for (const [name, source] of [
    ['en', json],
    ['zh-Hans', JSON.stringify(zh)],
  ]) {
    const problems = (await lintFromString({ source, absoluteRef: `/${name}/openapi.json`, config })).filter((p) => p.severity === 'error');
    assert.deepEqual(
      problems.map((p) => p.message),
      [],
      `${name} document`,
    );
  }
  assert.ok(!json.includes('openapi/paths/'), 'bundled: no reference to the source files');
  assert.equal(en.paths['/group/create_group'].post['x-doc-page'], 'groupManagement/createGroup');
  assert.deepEqual(Object.keys(zh.paths), Object.keys(en.paths));
  assert.equal(zh.paths['/group/create_group'].post.summary, '创建群组');
  assert.equal(zh.paths['/group/create_group'].post.operationId, 'createGroup');
});

test('an operation page without JavaScript: endpoint, request table with nested fields, samples, whole group in the sidebar, TOC', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(server.url + OP);
  assert.equal(await page.locator('.api-endpoint .api-method').textContent(), 'POST');
  assert.equal(await page.locator('.api-endpoint pre code').textContent(), '/group/create_group');
  assert.equal(await page.locator('.api-endpoint .api-endpoint__id').textContent(), 'createGroup');
  const table = page.locator('#request-body + .table-wrap > table');
  // A nested object's fields sit in a full-width row of their own under the field (class api-nested-row).
  assert.deepEqual(
    await table.evaluate((t) =>
      [...(t as HTMLTableElement).tBodies[0].rows].filter((r) => !r.classList.contains('api-nested-row')).map((r) => r.cells[0].textContent),
    ),
    ['memberUserIDs', 'adminUserIDs', 'ownerUserID', 'groupInfo'],
  );
  assert.match((await table.locator('tr', { hasText: 'ownerUserID' }).textContent()) ?? '', /stringyes(required)?length ≥ 1The owner\./);
  const nested = table.locator('tr', { hasText: 'groupInfo' }).locator('details');
  assert.equal(await nested.locator('table').isVisible(), false);
  await nested.locator('summary').click();
  assert.ok(await nested.locator('table').isVisible(), 'nested fields open without JavaScript');
  assert.match((await nested.locator('tr', { hasText: 'needVerification' }).textContent()) ?? '', /one of 0, 1, 2/);
  // The response links the shared schema to its one description instead of repeating it.
  assert.equal(await page.locator('#response ~ .table-wrap a.api-type--ref').first().getAttribute('href'), '/restapi/commonFields#GroupInfo');
  assert.ok(await page.locator('.api-samples [role="tabpanel"][data-value="curl"]').isVisible());
  assert.match(
    (await page.locator('.api-samples [data-value="curl"] pre').textContent()) ?? '',
    /curl -X POST 'http:\/\/your-server-ip:10002\/group\/create_group'/,
  );
  assert.equal(await page.locator('a[href="/restapi/errCode#1202"]').count(), 1);
  assert.equal((await page.locator('a[href="/restapi/webhooks/group/createBefore"]').count()) > 0, true);
  const sidebar = await page.locator('.sidebar a').allTextContents();
  for (const label of ['Group management', 'createGroup', 'getGroupsInfo']) assert.ok(sidebar.includes(label), `sidebar lists ${label}: ${sidebar.join(', ')}`);
  assert.deepEqual(await page.locator('.doc-toc a').allTextContents(), [
    'Headers',
    'Request body',
    'Request samples',
    'Response',
    'Error codes',
    'Webhooks it may fire',
    'Pitfalls',
  ]);
  await context.close();
});

test('Chinese operation page: translated summary and UI strings, identifiers untouched', async () => {
  const html = await get(`/zh-Hans${OP}`);
  assert.match(html, /创建群组，同时指定群主和首批成员。/);
  assert.match(html, /<h2 id="request-body" class="api-heading">请求体<\/h2>/);
  assert.match(html, /<code class="api-field">ownerUserID<\/code>/);
  assert.match(html, /群主。/);
});

test('webhook, lists, error codes and content types render from the same document', async () => {
  const hook = await get('/restapi/webhooks/group/createBefore');
  assert.match(hook, /callbackBeforeCreateGroupCommand/);
  for (const title of ['Allow — Let the group be created unchanged.', 'Reject — Refuse the group.', 'Modify — Rename the group.'])
    assert.ok(hook.includes(title), title);
  assert.match(hook, /href="\/restapi\/apis\/groupManagement\/createGroup"/);
  const list = await get('/restapi/apis/groupManagement/overview');
  assert.match(list, /href="\/restapi\/apis\/groupManagement\/getGroupsInfo"><code[^>]*>\/group\/get_groups_info<\/code>/);
  const codes = await get('/restapi/errCode');
  for (const code of [0, 1001, 1002, 1004, 1202, 90004]) assert.match(codes, new RegExp(`<tr id="${code}">`));
  const content = await get('/restapi/contentDescription');
  assert.match(content, /<h2 id="TextElem" class="api-heading">TextElem/);
  assert.match(content, /<h2 id="PictureElem"/);
});

test('"Try it": the island loads only on click, sends the request to the entered server with the stored token, shows the answer', async () => {
  const received: { method?: string; url?: string; token?: string; body: string }[] = [];
  const stub = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('Access-Control-Expose-Headers', 'X-Stub');
    if (req.method === 'OPTIONS') {
      res.end();
      return;
    }
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, token: req.headers.token as string | undefined, body });
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('X-Stub', 'yes');
      res.end(JSON.stringify({ errCode: 0, errMsg: '', errDlt: '', data: { groupInfo: { groupID: 'g-42' } } }));
    });
  });
  await new Promise<void>((r) => stub.listen(0, '127.0.0.1', r));
  const stubUrl = `http://127.0.0.1:${(stub.address() as { port: number }).port}`;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(server.url + OP);
  await page.waitForLoadState('networkidle');
  const initial = [...scripts];
  assert.equal(await page.locator('[data-tryit-panel] form').count(), 0);

  // First-load JavaScript of an operation page, gzipped: the runtime only.
  let gz = 0;
  for (const s of initial) gz += zlib.gzipSync(fs.readFileSync(path.join(outDir, s))).length;
  console.log(`first-load JS of ${OP}: ${initial.join(', ')} = ${(gz / 1024).toFixed(1)} KiB gz`);
  assert.ok(gz <= BUDGET, `${gz} B gz > ${BUDGET}`);

  await page.click('[data-tryit-open]');
  await page.locator('[data-tryit-panel] form').waitFor();
  const loaded = scripts.filter((s) => !initial.includes(s));
  assert.equal(loaded.length, 1, `one chunk on click: ${loaded.join(', ')}`);
  await page.fill('[data-tryit-server]', stubUrl);
  await page.fill('[data-tryit-token]', 'reader-token');
  await page.locator('[data-tryit-panel] button[type="submit"]').click();
  await page.locator('[data-tryit-status]').waitFor();
  assert.equal(await page.locator('[data-tryit-status]').textContent(), '200 OK');
  assert.match((await page.locator('[data-tryit-headers]').textContent()) ?? '', /x-stub: yes/);
  assert.deepEqual(JSON.parse((await page.locator('[data-tryit-response]').textContent()) ?? ''), {
    errCode: 0,
    errMsg: '',
    errDlt: '',
    data: { groupInfo: { groupID: 'g-42' } },
  });
  assert.equal(received.length, 1);
  assert.equal(received[0].method, 'POST');
  assert.equal(received[0].url, '/group/create_group');
  assert.equal(received[0].token, 'reader-token');
  assert.equal(JSON.parse(received[0].body).ownerUserID, '4937402012');
  assert.equal(await page.evaluate(() => localStorage.getItem('imdocs.restapi.token')), 'reader-token');

  // The token is remembered in this browser only: a reload fills it in again, nothing else was sent.
  await page.reload();
  await page.click('[data-tryit-open]');
  assert.equal(await page.inputValue('[data-tryit-token]'), 'reader-token');
  assert.equal(await page.inputValue('[data-tryit-server]'), stubUrl);
  assert.equal(received.length, 1);
  await context.close();
  stub.close();
});

test('sample tabs are synced and remembered across operation pages', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(server.url + OP);
  await page.click('.api-samples [role="tab"][data-value="python"]');
  assert.ok(await page.locator('.api-samples [role="tabpanel"][data-value="python"]').isVisible());
  await page.goto(`${server.url}/restapi/apis/groupManagement/getGroupsInfo`);
  assert.ok(await page.locator('.api-samples [role="tabpanel"][data-value="python"]').isVisible());
  assert.ok(await page.locator('.api-samples [role="tabpanel"][data-value="curl"]').isHidden());
  await context.close();
});

test('imdocs check lists the OpenAPI texts the overlay does not translate', async () => {
  const { checkCommand } = await import('../../src/generator/check/checkCommand.ts');
  const logs: string[] = [];
  const original = console.log;
  console.log = (m: string) => {
    logs.push(m);
  };
  try {
    await checkCommand({ dir: restapiFixture, out: 'build', json: true, build: false, logger: silentLogger() });
  } finally {
    console.log = original;
  }
  const report = JSON.parse(logs.join('\n')) as { coverage: { locale: string; untranslatedStrings: { source: string; keys: string[] }[] }[] };
  const keys = report.coverage.find((c) => c.locale === 'zh-Hans')?.untranslatedStrings.find((u) => u.source === 'restapi')?.keys ?? [];
  assert.ok(keys.includes('/paths/~1auth~1get_admin_token/post/summary'), keys.slice(0, 5).join(', '));
  assert.ok(!keys.includes('/paths/~1group~1create_group/post/summary'));
});

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

test('axe: no serious or critical violations on operation, webhook and reference pages, Try-it open, both colour modes', async () => {
  const problems: string[] = [];
  for (const mode of ['dark', 'light']) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
    for (const route of [OP, '/restapi/webhooks/group/createBefore', '/restapi/errCode', '/restapi/commonFields', '/zh-Hans' + OP]) {
      const page = await context.newPage();
      await page.goto(server.url + route);
      if (route === OP) {
        await page.click('[data-tryit-open]');
        await page.locator('[data-tryit-panel] form').waitFor();
        await page.locator('.api-nested summary').first().click();
      }
      await page.addScriptTag({ content: axeSource });
      const found = await page.evaluate(async () => {
        const r = await (
          window as unknown as {
            axe: { run: (ctx: Document, o: unknown) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> };
          }
        ).axe.run(document, { resultTypes: ['violations'] });
        return r.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.id} (${v.impact}): ${v.nodes
                .slice(0, 3)
                .map((n) => n.target.join(' '))
                .join(', ')}`,
          );
      });
      problems.push(...found.map((f) => `${mode} ${route}: ${f}`));
      await page.close();
    }
    await context.close();
  }
  assert.deepEqual(problems, []);
});
