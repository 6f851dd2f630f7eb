/**
 * `imdocs dev` on the REST fixture: the OpenAPI document loads on the reference thread (kept between loads), so
 * an edit of the document reaches its pages, a broken document shows its located error on every page and a fix
 * clears it.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { startDevServer, type DevServer } from '../../src/generator/dev/devServer.ts';
import { helperThread } from '../../src/generator/build/threadCall.ts';
import { silentLogger } from '../helpers/site.ts';
import { copyRestapiFixture, edit } from '../unit/restapi/fixtureCopy.ts';

const GROUP = 'content/restapi/openapi/paths/group.yaml';
const OP = '/restapi/apis/groupManagement/createGroup';
let site: string;
let dev: DevServer;

const html = async (route: string) => (await fetch(dev.url + route)).text();

/** Rewrites part of the document and waits until the server has applied it. */
async function editDocument(from: string, to: string): Promise<void> {
  const updated = new Promise<void>((resolve) => dev.events.once('update', () => resolve()));
  edit(site, GROUP, from, to);
  await Promise.race([updated, new Promise((r) => setTimeout(r, 15_000))]);
  await dev.whenIdle();
}

before(async () => {
  site = copyRestapiFixture('dev-restapi');
  dev = await startDevServer({ siteDir: site, port: 0, logger: silentLogger(), watchTheme: false, search: false });
});

after(async () => {
  await dev?.close();
  fs.rmSync(site, { recursive: true, force: true });
});

test('an edit of the OpenAPI document re-renders its pages; the reference thread stays for the next load', async () => {
  assert.match(await html(OP), /Creates a group with/);
  const thread = helperThread().threadId;
  assert.ok(thread, 'the first load left its thread running');
  await editDocument('description: Creates a group with', 'description: Creates a chat group with');
  assert.match(await html(OP), /Creates a chat group with/);
  assert.equal(helperThread().threadId, thread);
});

test('a broken document shows its file:line:col on the pages; fixing it clears the error', async () => {
  await editDocument("schemas.yaml#/GroupInfo'", "schemas.yaml#/GroupInfos'");
  const broken = await html('/');
  assert.match(broken, /__imdocs_dev_errors/);
  assert.match(broken, /content\/restapi\/openapi\/paths\/group\.yaml:\d+:\d+/);
  await editDocument("schemas.yaml#/GroupInfos'", "schemas.yaml#/GroupInfo'");
  const fixed = await html(OP);
  assert.doesNotMatch(fixed, /__imdocs_dev_errors/);
  assert.match(fixed, /Creates a chat group with/);
});
