/**
 * Search on the built index of the REST fixture: a path, an operationId, a callbackCommand or an error
 * code typed into the search box finds the page that documents it first, in both locales.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { build } from '../../../src/generator/build/build.ts';
import { openPagefind } from '../../../src/generator/search/pagefindNode.ts';
import { silentLogger } from '../../helpers/site.ts';
import { copyRestapiFixture } from './fixtureCopy.ts';

let dir: string;
let pagefind: Awaited<ReturnType<typeof openPagefind>>;

before(async () => {
  dir = copyRestapiFixture('restapi-search');
  await build({ siteDir: dir, outDir: 'build', workers: 0, search: true, logger: silentLogger() });
  pagefind = await openPagefind(path.join(dir, 'build'));
});
after(async () => {
  await pagefind?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function firstHit(lang: string, term: string): Promise<string> {
  const search = await (await pagefind.instance(lang)).search(term);
  const first = search?.results[0];
  assert.ok(first, `${lang}: no result for ${term}`);
  return new URL((await first.data()).url, 'http://x').pathname.replace(/\.html$/, '');
}

const cases: [string, string][] = [
  ['/group/create_group', '/restapi/apis/groupManagement/createGroup'],
  ['createGroup', '/restapi/apis/groupManagement/createGroup'],
  ['getGroupsInfo', '/restapi/apis/groupManagement/getGroupsInfo'],
  ['callbackBeforeCreateGroupCommand', '/restapi/webhooks/group/createBefore'],
  ['90004', '/restapi/errCode'],
  ['1202', '/restapi/errCode'],
];

test('en: paths, operationIds, callback commands and error codes find their page first', async () => {
  for (const [term, route] of cases) assert.equal(await firstHit('en', term), route, term);
});

test('zh-Hans: the translated operation page is found by its path and operationId', async () => {
  // The other pages of the fixture are English fallbacks, which the Chinese index leaves out.
  for (const term of ['/group/create_group', 'createGroup'])
    assert.equal(await firstHit('zh-Hans', term), '/zh-Hans/restapi/apis/groupManagement/createGroup', term);
});
