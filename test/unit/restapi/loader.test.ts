import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { build } from '../../../src/generator/build/build.ts';
import { restapiSource } from '../../../src/generator/reference/restapi/source.ts';
import { UserError, UserErrors, formatUserError } from '../../../src/generator/errors.ts';
import { silentLogger } from '../../helpers/site.ts';
import { copyRestapiFixture, edit } from './fixtureCopy.ts';
import type { RestApiData } from '../../../src/shared/restapi/types.ts';

const dirs: string[] = [];
after(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const config = { i18n: { defaultLocale: 'en', locales: ['en', 'zh-Hans'] } } as never;

function load(dir: string) {
  return restapiSource.load({ siteDir: dir, config, locales: ['en', 'zh-Hans'], logger: silentLogger(), keepThread: true });
}

/** Loads a broken copy and returns the formatted errors (each must be one located sentence, no stack). */
async function errorsOf(mutate: (dir: string) => void): Promise<string[]> {
  const dir = copyRestapiFixture('restapi-loader');
  dirs.push(dir);
  mutate(dir);
  try {
    await load(dir);
  } catch (error) {
    const list = error instanceof UserErrors ? error.errors : [error];
    for (const e of list) assert.ok(e instanceof UserError, `not a UserError: ${String(e)}`);
    return (list as UserError[]).map((e) => formatUserError(e).split('\n')[0]);
  }
  assert.fail('the broken document loaded without error');
}

const GROUP = 'content/restapi/openapi/paths/group.yaml';

test('the fixture document loads: operations, webhooks, error codes, samples, published files', async () => {
  const loaded = await load(path.resolve('test/fixtures/restapi-site'));
  assert.ok(loaded);
  const en = loaded.byLocale.en as RestApiData;
  assert.deepEqual(Object.keys(en.operations).sort(), ['createGroup', 'getAdminToken', 'getGroupsInfo']);
  assert.equal(en.operations.createGroup.route, '/restapi/apis/groupManagement/createGroup');
  assert.equal(en.operations.createGroup.access, 'admin');
  assert.deepEqual(
    en.operations.createGroup.samples.map((s) => s.id),
    ['curl', 'go', 'typescript', 'python', 'java', 'kotlin'],
  );
  // Samples are highlighted when their page renders; the loaded data carries only their code.
  assert.ok(en.operations.createGroup.samples.every((s) => s.code.includes('/group/create_group') && !('html' in s)));
  assert.equal(
    en.operations.getAdminToken.headers.some((h) => h.name === 'token'),
    false,
    'a public operation has no token header',
  );
  assert.equal(en.webhooks.beforeCreateGroup.callbackCommand, 'callbackBeforeCreateGroupCommand');
  assert.deepEqual(
    en.webhooks.beforeCreateGroup.response?.examples.map((e) => e.name),
    ['allow', 'reject', 'modify'],
  );
  assert.equal(en.schemaHome.GroupInfo, '/restapi/commonFields#GroupInfo');
  assert.equal(en.schemaHome.TextElem, '/restapi/contentDescription#TextElem');
  assert.deepEqual(Object.keys(loaded.files!).sort(), ['restapi/openapi.json', 'restapi/openapi.yaml', 'zh-Hans/restapi/openapi.json']);
  const zh = loaded.byLocale['zh-Hans'] as RestApiData;
  assert.equal(zh.operations.createGroup.summary, '创建群组');
  assert.equal(zh.operations.createGroup.path, '/group/create_group', 'paths stay untouched');
});

test('a bad $ref fails with file:line:col and the JSON pointer', async () => {
  const errors = await errorsOf((dir) => edit(dir, GROUP, "schemas.yaml#/GroupInfo'", "schemas.yaml#/GroupInfos'"));
  assert.ok(
    errors.some((e) => /^content\/restapi\/openapi\/paths\/group\.yaml:72:27 - Can't resolve \$ref.*JSON pointer #\/createGroup\/post\/responses\/200/.test(e)),
    errors.join('\n'),
  );
});

test('a duplicate operationId fails, naming the second one', async () => {
  const errors = await errorsOf((dir) => edit(dir, GROUP, 'operationId: getGroupsInfo', 'operationId: createGroup'));
  assert.ok(
    errors.some((e) => /^content\/restapi\/openapi\/paths\/group\.yaml:81:5 - Every operation must have a unique `operationId`/.test(e)),
    errors.join('\n'),
  );
});

test('a schema error fails with its location', async () => {
  const errors = await errorsOf((dir) => edit(dir, 'content/restapi/openapi/components/schemas.yaml', 'minimum: 0', 'minimum: none'));
  assert.ok(
    errors.some((e) =>
      /^content\/restapi\/openapi\/components\/schemas\.yaml:31:16 - Expected type `number` but got `string`.*#\/GroupInfo\/properties\/memberCount\/minimum/.test(
        e,
      ),
    ),
    errors.join('\n'),
  );
});

test('our extensions: x-access value, x-webhooks key, x-error-codes code, x-fired-by operation, x-kind', async () => {
  const errors = await errorsOf((dir) => {
    edit(dir, GROUP, 'x-access: anyToken', 'x-access: everyone');
    edit(dir, GROUP, 'x-webhooks: [beforeCreateGroup, afterCreateGroup]', 'x-webhooks: [beforeCreateGroup, afterMakeGroup]');
    edit(dir, GROUP, 'x-error-codes: [1001, 1002, 1202, 90004]', 'x-error-codes: [1001, 1002, 1299, 90004]');
    edit(
      dir,
      'content/restapi/openapi/webhooks/group.yaml',
      'x-fired-by: [createGroup]\n    x-response-effect',
      'x-fired-by: [makeGroup]\n    x-response-effect',
    );
    edit(dir, 'content/restapi/openapi/webhooks/group.yaml', 'x-kind: after', 'x-kind: later');
  });
  const expect = [
    /group\.yaml:86:15 - `x-access` must be one of admin, self, groupRole, anyToken, public, not "everyone"\. \(JSON pointer #\/getGroupsInfo\/post\/x-access\)/,
    /group\.yaml:9:37 - `x-webhooks` names "afterMakeGroup", which is not a key of the document's `webhooks`/,
    /group\.yaml:10:33 - `x-error-codes` names 1299, which is not in the root `x-error-codes` list/,
    /webhooks\/group\.yaml:10:18 - `x-fired-by` names "makeGroup", which is not the operationId of any operation/,
    /webhooks\/group\.yaml:67:13 - `x-kind` must be "before" or "after", not "later"/,
  ];
  for (const re of expect)
    assert.ok(
      errors.some((e) => re.test(e)),
      `${re}\n${errors.join('\n')}`,
    );
});

test('a broken document fails the build and leaves the previous build intact', async () => {
  const dir = copyRestapiFixture('restapi-build');
  dirs.push(dir);
  await build({ siteDir: dir, outDir: 'build', workers: 0, search: false, logger: silentLogger() });
  const page = path.join(dir, 'build/restapi/apis/groupManagement/createGroup.html');
  const before = fs.readFileSync(page, 'utf8');
  assert.match(
    before,
    /api-samples[\s\S]*<pre class="shiki"[^>]*><code><span class="line"><span style="--shiki-light:/,
    'request samples are highlighted in the page',
  );
  const published = fs.readFileSync(path.join(dir, 'build/restapi/openapi.json'), 'utf8');
  edit(dir, GROUP, 'operationId: getGroupsInfo', 'operationId: createGroup');
  await assert.rejects(build({ siteDir: dir, outDir: 'build', workers: 0, search: false, logger: silentLogger() }), (error: unknown) => {
    const list = error instanceof UserErrors ? error.errors : [error as UserError];
    assert.ok(list.every((e) => e instanceof UserError && !formatUserError(e).includes('    at ')));
    assert.match(formatUserError(list[0]), /^content\/restapi\/openapi\/paths\/group\.yaml:\d+:\d+ - /);
    return true;
  });
  assert.equal(fs.readFileSync(page, 'utf8'), before);
  assert.equal(fs.readFileSync(path.join(dir, 'build/restapi/openapi.json'), 'utf8'), published);
});

test('a YAML mistake is reported once, at its line and column, without the echoes of every $ref into the file', async () => {
  const errors = await errorsOf((dir) => edit(dir, GROUP, '    summary: Create a group', '    summary: [Create a group'));
  assert.equal(errors.length, 1, errors.join('\n'));
  assert.match(errors[0], /^content\/restapi\/openapi\/paths\/group\.yaml:6:5 - Failed to parse: /);
});
