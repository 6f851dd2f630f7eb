import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { restapiSource } from '../../../src/generator/reference/restapi/source.ts';
import { applyOverlay } from '../../../src/generator/reference/restapi/overlay.ts';
import { untranslatedTexts } from '../../../src/generator/reference/restapi/coverage.ts';
import { UserError, formatLocation, formatUserError } from '../../../src/generator/errors.ts';
import { silentLogger } from '../../helpers/site.ts';
import { copyRestapiFixture, edit, restapiFixture } from './fixtureCopy.ts';
import type { RestApiData } from '../../../src/shared/restapi/types.ts';

const dirs: string[] = [];
after(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});
const config = { i18n: { defaultLocale: 'en', locales: ['en', 'zh-Hans'] } } as never;
const load = (siteDir: string) => restapiSource.load({ siteDir, config, locales: ['en', 'zh-Hans'], logger: silentLogger(), keepThread: true });
const OVERLAY = 'i18n/zh-Hans/restapi/openapi.overlay.yaml';

test('the fixture overlay applies cleanly: no unused translation, the rest listed as untranslated', async () => {
  const loaded = (await load(restapiFixture))!;
  assert.deepEqual(
    loaded.warnings.filter((w) => w.code === 'openapi-overlay'),
    [],
  );
  const zh = loaded.byLocale['zh-Hans'] as RestApiData;
  assert.equal(zh.webhooks.beforeCreateGroup.failure, '超时或网络错误会以 90004 中止创建。');
  assert.equal(zh.webhooks.beforeCreateGroup.responseEffect.groupName, '替换群名称。');
  const untranslated = loaded.untranslated!['zh-Hans'];
  assert.ok(untranslated.includes('/paths/~1auth~1get_admin_token/post/summary'));
  assert.ok(!untranslated.includes('/paths/~1group~1create_group/post/summary'), 'translated text is not listed');
  assert.ok(!untranslated.some((p) => /\/example(\/|$)|\/value\//.test(p)), 'examples are data, never listed');
  assert.ok(
    untranslated.some((p) => p.endsWith('/examples/reject/summary')),
    'an example summary is prose',
  );
  const warning = loaded.warnings.find((w) => w.code === 'openapi-untranslated');
  assert.match(warning!.message, new RegExp(`${untranslated.length} English text\\(s\\) of the OpenAPI document have no zh-Hans translation`));
});

test('a removed English description turns its translation into an "unused translation" warning', async () => {
  const dir = copyRestapiFixture('restapi-overlay');
  dirs.push(dir);
  edit(dir, 'content/restapi/openapi/paths/group.yaml', '    description: Creates a group with its owner and first members.\n', '');
  const loaded = (await load(dir))!;
  const warnings = loaded.warnings.filter((w) => w.code === 'openapi-overlay').map((w) => w.message);
  assert.equal(warnings.length, 1, warnings.join('\n'));
  assert.match(
    warnings[0],
    /^i18n\/zh-Hans\/restapi\/openapi\.overlay\.yaml:9:5 - unused translation: \$\.paths\['\/group\/create_group'\]\.post has no English description any more\.$/,
  );
  const zh = loaded.byLocale['zh-Hans'] as RestApiData;
  assert.equal(zh.operations.createGroup.description, undefined, 'a translation never stands in for a missing English text');
  assert.equal(zh.operations.createGroup.summary, '创建群组');
});

test('an action whose target no longer exists is reported; a new English text is listed as untranslated', async () => {
  const dir = copyRestapiFixture('restapi-overlay');
  dirs.push(dir);
  const baseline = (await load(dir))!.untranslated!['zh-Hans'];
  edit(dir, 'content/restapi/openapi.yaml', '  /group/get_groups_info:', '  /group/get_group_infos:');
  edit(
    dir,
    'content/restapi/openapi/paths/auth.yaml',
    '              userID:\n',
    '              platformID:\n                type: integer\n                description: Brand-new field nobody translated.\n              userID:\n',
  );
  const loaded = (await load(dir))!;
  const warnings = loaded.warnings.filter((w) => w.code === 'openapi-overlay').map((w) => w.message);
  assert.deepEqual(warnings, [
    `${OVERLAY}:16:5 - unused translation: the overlay target $.paths['/group/get_groups_info'].post no longer exists in the English document.`,
  ]);
  const untranslated = loaded.untranslated!['zh-Hans'];
  const added = untranslated.filter((p) => !baseline.includes(p));
  assert.ok(
    added.includes('/paths/~1auth~1get_admin_token/post/requestBody/content/application~1json/schema/properties/platformID/description'),
    added.join('\n'),
  );
  assert.ok(added.includes('/paths/~1group~1get_group_infos/post/summary'), 'the orphaned summary is English again');
});

test('overlay syntax errors name the overlay file, line and column', () => {
  const english = { openapi: '3.1.0', paths: {} };
  const bad = (source: string) => {
    try {
      applyOverlay(english, source, `${restapiFixture}/${OVERLAY}`, restapiFixture);
    } catch (error) {
      assert.ok(error instanceof UserError);
      return formatUserError(error).split('\n')[0];
    }
    return assert.fail('no error');
  };
  assert.match(
    bad('overlay: 1.0.0\ninfo: {title: x, version: 1}\nactions:\n  - update: {summary: x}\n'),
    /openapi\.overlay\.yaml:4:5 - An overlay action needs a `target`/,
  );
  assert.match(
    bad('overlay: 1.0.0\nactions:\n  - target: $.paths[?(\n    update: {summary: x}\n'),
    /openapi\.overlay\.yaml:3:5 - The overlay target \$\.paths\[\?\( is not a valid JSONPath/,
  );
  assert.match(bad('info: {}\nactions: []\n'), /openapi\.overlay\.yaml:1:1 - The overlay must declare `overlay: 1\.0\.0`/);
  assert.match(bad('overlay: 1.0.0\nactions:\n  - target: $.info\n    update: [unclosed\n'), /openapi\.overlay\.yaml:5:1 - The overlay is not valid YAML: /);
  assert.match(
    bad('overlay: 1.0.0\nactions:\n  - target: $.info\n    update: {}\n  - 42\n'),
    /openapi\.overlay\.yaml:5:5 - Each overlay action must be a mapping/,
  );
});

test('coverage ignores examples and identifiers', () => {
  const english = {
    info: { title: 'T', description: 'About it' },
    tags: [{ name: 'a', description: 'Group a' }],
    components: {
      schemas: {
        X: { description: 'An x', example: { description: 'data' }, properties: { example: { type: 'string', description: 'A field named example' } } },
      },
    },
  };
  const overlay = `overlay: 1.0.0
actions:
  - target: $.info
    update: { title: 标题, description: 关于 }
  - target: $.tags[?@.name == 'a']
    update: { description: 甲组 }
  - target: $.components.schemas.X.properties.example
    update: { description: 名为 example 的字段 }
`;
  const { document, warnings } = applyOverlay(english, overlay, '/site/o.yaml', '/site');
  assert.deepEqual(warnings, []);
  assert.equal((document as { info: { title: string } }).info.title, '标题');
  assert.equal(english.info.title, 'T', 'the English document is not modified');
  assert.deepEqual(untranslatedTexts(english, document), ['/components/schemas/X/description']);
});

test('a translation overlay changes texts only: servers, x-access, a type, a removal or a list update fail naming file:line:col', () => {
  const english = {
    servers: [{ url: 'https://api.example.com', description: 'Production' }],
    paths: {
      '/a': {
        post: {
          summary: 'A',
          'x-access': 'admin',
          requestBody: { content: { 'application/json': { schema: { properties: { n: { type: 'string', description: 'N' } } } } } },
        },
      },
    },
  };
  const attempts: [string, RegExp][] = [
    [
      '  - target: $.servers[0]\n    update: { url: https://evil.example.com }\n',
      /o\.yaml:3:5 - The overlay action for \$\.servers\[0\] changes "url", which is not a text/,
    ],
    ['  - target: $.servers\n    update: [{ url: https://evil.example.com }]\n', /adds items to a list/],
    ["  - target: $.paths['/a'].post\n    update: { summary: 甲, x-access: user }\n", /changes "x-access", which is not a text/],
    [
      "  - target: $.paths['/a'].post.requestBody.content['application/json'].schema.properties.n\n    update: { type: integer, description: 数 }\n",
      /changes "type", which is not a text/,
    ],
    ["  - target: $.paths['/a'].post\n    update: { requestBody: { required: true } }\n", /changes "requestBody\.required", which is not a text/],
    ["  - target: $.paths['/a']\n    remove: true\n", /removes part of the document/],
    ["  - target: $.paths['/a'].post\n    update: { description: { nested: x } }\n", /changes "description", which is not a text/],
  ];
  for (const [action, message] of attempts) {
    assert.throws(
      () => applyOverlay(english, `overlay: 1.0.0\nactions:\n${action}`, '/site/o.yaml', '/site'),
      (e: unknown) => {
        assert.ok(e instanceof UserError, String(e));
        assert.match(`${formatLocation(e.location)} - ${e.message}`, message);
        return true;
      },
    );
  }
  assert.equal(english.servers[0].url, 'https://api.example.com');
});

test('a text translated wherever it occurs (`..[?@.description==…]`) selects what the library selects, action after action', () => {
  const shared = { description: 'Group ID.', type: 'string' };
  const english = {
    paths: {
      '/a': { post: { description: 'Group ID.', parameters: [shared, { description: 'User ID.' }, { description: { nested: 'Group ID.' } }] } },
      '/b': {
        post: {
          description: 'Group ID.',
          responses: { 200: { description: "It's here" }, 400: { description: 'Five', code: 5 }, 401: { description: 'Five as text', code: '5' } },
        },
      },
      '/c': { get: { summary: 'café', parameters: [shared, { code: 5, description: 'x' }] } },
    },
    components: { schemas: { G: { description: 'Group ID.' } } },
  };
  // The same overlay twice: as written, and with ` == ` in every filter, a form the library evaluates on its own.
  const overlay = `overlay: 1.0.0
actions:
  - target: $.paths..[?@.description=='Group ID.']
    update: { description: User ID. }
  - target: $.paths..[?@.description=='User ID.']
    update: { description: 用户 ID。 }
  - target: $.paths..[?@.summary=="caf\\u00e9"]
    update: { summary: 咖啡 }
  - target: $.paths..[?@.code==5]
    update: { description: 五 }
  - target: $.paths..[?@.description=='It\\'s here']
    update: { description: 在这里 }
  - target: $.paths..[?@.description=='Gone.']
    update: { description: 没了 }
`;
  const fast = applyOverlay(english, overlay, '/site/o.yaml', '/site');
  const library = applyOverlay(english, overlay.replace(/==/g, ' == '), '/site/o.yaml', '/site');
  assert.deepEqual(fast.document, library.document);
  assert.deepEqual(
    fast.warnings,
    library.warnings.map((w) => w.replace(/ == /g, '==')),
  );
  type Loose = Record<string, Record<string, Record<string, Record<string, unknown>>>>;
  const doc = fast.document as Loose;
  // Translated to an English text of its own ("User ID."), then found by that text's action.
  assert.equal(doc.paths['/a'].post.description, '用户 ID。');
  assert.deepEqual(
    (doc.paths['/a'].post.parameters as { description: unknown }[])[2].description,
    { nested: 'Group ID.' },
    'an object is never equal to a text',
  );
  const responses = doc.paths['/b'].post.responses as Record<string, { description: string }>;
  assert.deepEqual([responses[200].description, responses[400].description, responses[401].description], ['在这里', '五', 'Five as text']);
  assert.equal(doc.components.schemas.G.description, 'Group ID.', 'outside the subtree');
  assert.deepEqual(fast.warnings, [
    `o.yaml:13:5 - unused translation: the overlay target $.paths..[?@.description=='Gone.'] no longer exists in the English document.`,
  ]);
});

test('a translation split over several overlay files is applied as one, warnings naming each file', async () => {
  const dir = copyRestapiFixture('restapi-overlay');
  dirs.push(dir);
  fs.writeFileSync(
    `${dir}/i18n/zh-Hans/restapi/openapi.overlay.components.yaml`,
    `overlay: 1.0.0
info: { title: components, version: 1.0.0 }
actions:
  - target: $.components.schemas.GroupInfo
    update:
      description: 服务端保存的群组。
  - target: $.components.schemas.NoSuchSchema
    update:
      description: 不存在。
`,
  );
  const loaded = (await load(dir))!;
  const zh = loaded.byLocale['zh-Hans'] as RestApiData;
  assert.equal(zh.schemas.GroupInfo.description, '服务端保存的群组。');
  assert.equal(zh.operations.createGroup.summary, '创建群组', 'the main overlay still applies');
  const warnings = loaded.warnings.filter((w) => w.code === 'openapi-overlay').map((w) => w.message);
  assert.deepEqual(warnings, [
    'i18n/zh-Hans/restapi/openapi.overlay.components.yaml:7:5 - unused translation: the overlay target $.components.schemas.NoSuchSchema no longer exists in the English document.',
  ]);
});

test('a schema title that is one identifier is a name, not text to translate; a title in words is', () => {
  const english = { components: { schemas: { UserInfo: { title: 'UserInfo', type: 'object' }, Pager: { title: 'Page of results', type: 'object' } } } };
  const same = structuredClone(english);
  assert.deepEqual(untranslatedTexts(english, same), ['/components/schemas/Pager/title']);
});
