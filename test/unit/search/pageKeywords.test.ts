/**
 * Issue 30: page keywords, the readers' words for each page (content/keywords/*.yaml, i18n/<locale>/keywords/*.yaml and
 * MDX frontmatter `keywords`): loaded and checked with the model (a bad file or a page that does not exist is one
 * error at its line and column, so the build and `imdocs check` fail), never taken for pages, rendered as
 * `<meta name="keywords">`, indexed as search metadata, and matched by the search like the task name.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { buildSiteModel } from '../../../src/generator/content/siteModel.ts';
import { loadConfig } from '../../../src/generator/config/loadConfig.ts';
import { planPages } from '../../../src/generator/build/planPages.ts';
import { loadPageKeywords } from '../../../src/generator/search/pageKeywords.ts';
import { searchableHtml } from '../../../src/generator/search/searchableHtml.ts';
import { UserError, UserErrors } from '../../../src/generator/errors.ts';
import { fieldCoverage, fieldTerms } from '../../../src/theme/islands/search/fields.ts';
import { rankByFields } from '../../../src/theme/islands/search/fieldRank.ts';
import type { PageNames } from '../../../src/theme/islands/search/vocabulary.ts';
import type { Doc } from '../../../src/generator/types.ts';
import { copyFixtureSite } from '../../helpers/site.ts';

function write(dir: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
}

const KEYWORDS = {
  'content/keywords/docs.yaml': '# readers words\n/docs/intro: [first steps, where to begin]\n',
  'content/keywords/README.md': '# Page keywords\n\nNot a page.\n',
  'i18n/zh-Hans/keywords/docs.yaml': '/docs/intro: [入门, 从哪里开始]\n',
};

test('keywords load per locale with the model, the folders give no pages, and each page carries its own in its head', async () => {
  const siteDir = copyFixtureSite('basic', 'keywords');
  write(siteDir, KEYWORDS);
  const { config } = await loadConfig(siteDir);
  const model = await buildSiteModel({ siteDir, config });
  assert.deepEqual(model.keywords.en['/docs/intro'], ['first steps', 'where to begin']);
  assert.deepEqual(model.keywords['zh-Hans']['/zh-Hans/docs/intro'], ['入门', '从哪里开始']);
  assert.deepEqual(
    [...model.routes].filter((r) => r.includes('keywords')),
    [],
    'neither the YAML files nor the README are pages',
  );
  const jobs = planPages(model, new Map(), { en: {}, 'zh-Hans': {} });
  const page = (route: string) => jobs.flatMap((j) => ('page' in j && j.page.route === route ? [j.page] : []))[0];
  assert.deepEqual(page('/zh-Hans/docs/intro')?.keywords, ['入门', '从哪里开始']);
  const others = jobs.flatMap((j) => ('page' in j && !j.page.route.endsWith('/docs/intro') ? [j.page] : []));
  assert.ok(others.length > 5);
  assert.deepEqual(
    others.filter((p) => p.keywords),
    [],
  );
});

test('a route that is not a page of the locale fails the model at its key, with line and column', async () => {
  const siteDir = copyFixtureSite('basic', 'keywords-missing');
  write(siteDir, { ...KEYWORDS, 'i18n/zh-Hans/keywords/docs.yaml': '/docs/intro: [入门]\n\n/docs/nowhere: [不存在]\n' });
  const { config } = await loadConfig(siteDir);
  await assert.rejects(
    buildSiteModel({ siteDir, config }),
    (e: unknown) =>
      e instanceof UserError &&
      /keywords of \/docs\/nowhere name a page that does not exist in zh-Hans/.test(e.message) &&
      e.location?.file.endsWith(path.join('i18n', 'zh-Hans', 'keywords', 'docs.yaml')) === true &&
      e.location?.line === 3 &&
      e.location?.column === 1,
  );
});

test('bad YAML and a bad shape are one sentence at their place; every missing page is reported', () => {
  const dir = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'imdocs-keywords-'));
  const routes = new Set(['/a', '/b']);
  write(dir, { 'content/keywords/x.yaml': '/a: [one, two\n/b: [three]\n' });
  assert.throws(
    () => loadPageKeywords(dir, ['en'], 'en', routes),
    (e: unknown) => e instanceof UserError && /^Invalid YAML in page keywords/.test(e.message) && e.location?.line !== undefined && !/\n\s+at /.test(e.message),
  );
  write(dir, { 'content/keywords/x.yaml': '/a: one phrase, not a list\n' });
  assert.throws(
    () => loadPageKeywords(dir, ['en'], 'en', routes),
    (e: unknown) =>
      e instanceof UserError &&
      /^Invalid page keywords \(content\/keywords\/x\.yaml\): "\/a"/.test(e.message) &&
      e.location?.line === 1 &&
      e.location?.column === 5,
  );
  write(dir, { 'content/keywords/x.yaml': 'a: [no slash]\n' });
  assert.throws(() => loadPageKeywords(dir, ['en'], 'en', routes), /a page is a route starting with "\/"/);
  write(dir, { 'content/keywords/x.yaml': '/a: [ok]\n/gone: [x]\n/lost: [y]\n' });
  assert.throws(
    () => loadPageKeywords(dir, ['en'], 'en', routes),
    (e: unknown) => e instanceof UserErrors && e.errors.map((x) => x.location?.line).join() === '2,3',
  );
});

test('frontmatter keywords add to the file ones, without repeats', () => {
  const dir = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'imdocs-keywords-'));
  write(dir, { 'content/keywords/x.yaml': '/a: [kick a member, remove someone]\n' });
  const docs = [{ locale: 'en', route: '/a', frontmatter: { keywords: ['remove someone', 'boot'] } }] as unknown as Doc[];
  const out = loadPageKeywords(dir, ['en'], 'en', new Set(['/a']), docs);
  assert.deepEqual(out.en['/a'], ['kick a member', 'remove someone', 'boot']);
});

test('the keywords in the head become search metadata: as written, for the field match', () => {
  const html =
    '<!doctype html><html lang="zh-Hans"><head><title>changeGroupMute</title><meta name="keywords" content="全员禁言, 群里不让说话 &amp; 静音"></head><body><article data-pagefind-body><h1>changeGroupMute</h1><p>正文</p></article></body></html>';
  const out = searchableHtml(html, '/zh-Hans/sdks/api/group/changeGroupMute');
  assert.match(out, /data-pagefind-meta="kw:全员禁言, 群里不让说话 &amp; 静音"/);
});

const NAMES: PageNames = {
  mute: [
    'changeGroupMute',
    'Mute a group',
    '/sdks/api/group/changeGroupMute',
    'sdks',
    'Turns muting of a group on or off.',
    'silence everyone, stop all members from posting',
  ],
  member: [
    'changeGroupMemberMute',
    'Mute a member',
    '/sdks/api/group/changeGroupMemberMute',
    'sdks',
    'Mutes one member for a while.',
    'silence a spammer, timeout a member',
  ],
  hook: ['After a member is muted', '', '/restapi/webhooks/group/afterMute', 'restapi', 'Called after a member of a group is muted.'],
  zhMute: ['changeGroupMute', '群禁言', '/zh-Hans/sdks/api/group/changeGroupMute', 'sdks', '开启或关闭群的禁言。', '全员禁言, 不让所有人说话'],
  zhHook: ['禁言之后', '', '/zh-Hans/restapi/webhooks/group/afterMute', 'restapi', '成员被禁言后调用你的服务，群里说话的人会收到通知。'],
};

test("the reader's words in a page's keywords count like its name: the page joins and leads", () => {
  assert.ok(fieldCoverage(fieldTerms('silence a spammer'), 'member', NAMES.member) >= 1);
  assert.equal(fieldCoverage(fieldTerms('silence a spammer'), 'hook', NAMES.hook), 0);
  // Pagefind returned only the webhook; the page whose keywords hold the words comes first.
  assert.equal(rankByFields(NAMES, ['hook'], 'silence a spammer for an hour')[0], 'member');
  assert.equal(rankByFields(NAMES, ['zhHook'], '群里不让所有人说话')[0], 'zhMute');
  // Pagefind found nothing: the keywords bring the page in.
  assert.deepEqual(rankByFields(NAMES, [], 'stop all members from posting').slice(0, 1), ['mute']);
});
