import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { loadSite } from '../../../src/generator/build/loadSite.ts';
import { helperThread } from '../../../src/generator/build/threadCall.ts';
import { UserError } from '../../../src/generator/errors.ts';
import { silentLogger } from '../../helpers/site.ts';
import { copyRestapiFixture } from './fixtureCopy.ts';

const dirs: string[] = [];
after(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function copy(): string {
  const dir = copyRestapiFixture('restapi-ahead');
  dirs.push(dir);
  return dir;
}

test('the REST document loads on its own thread, started before the content scan; a build stops the thread after', async () => {
  let atScan: ReturnType<typeof helperThread> | undefined;
  const time = async <T>(name: string, fn: () => Promise<T> | T): Promise<T> => {
    if (name === 'scan content') atScan = helperThread();
    return fn();
  };
  const site = await loadSite({ siteDir: copy(), logger: silentLogger(), gitDates: false, time });
  // When the scan starts, the document is loading on the thread.
  assert.equal(atScan?.calls, 1);
  assert.ok(atScan?.threadId);
  assert.ok((site.references.data.en as Record<string, unknown>).restapi, 'the thread’s data reached the site');
  assert.deepEqual(helperThread(), { threadId: undefined, calls: 0 });
});

test('a content error stops the thread at once: the command does not wait for the document', async () => {
  const dir = copy();
  fs.writeFileSync(path.join(dir, 'content/restapi/broken.mdx'), '---\ntitle: [unclosed\n---\n\nText.\n');
  await assert.rejects(loadSite({ siteDir: dir, logger: silentLogger(), gitDates: false }), (error: unknown) => error instanceof UserError);
  assert.deepEqual(helperThread(), { threadId: undefined, calls: 0 });
});

test('imdocs dev keeps the thread between loads (Redocly stays loaded)', async () => {
  const dir = copy();
  await loadSite({ siteDir: dir, logger: silentLogger(), gitDates: false, keepThread: true });
  const first = helperThread().threadId;
  assert.ok(first);
  fs.appendFileSync(path.join(dir, 'content/restapi/openapi.yaml'), '\n');
  await loadSite({ siteDir: dir, logger: silentLogger(), gitDates: false, keepThread: true });
  assert.equal(helperThread().threadId, first);
});
