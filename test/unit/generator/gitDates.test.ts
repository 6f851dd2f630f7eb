import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gitCommitTimes, gitCommitTimesAsync } from '../../../src/generator/content/lastUpdated.ts';
import { repoRoot } from '../../helpers/site.ts';

test("git's last-commit times read beside the content scan are the ones read on the spot; outside a checkout, none", async () => {
  const times = await gitCommitTimesAsync(repoRoot);
  assert.deepEqual(times, gitCommitTimes(repoRoot));
  assert.ok(times!.get(path.join(repoRoot, 'site.config.ts')), 'a committed file has its time');
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-no-git-'));
  assert.equal((await gitCommitTimesAsync(outside))!.size, 0);
  fs.rmSync(outside, { recursive: true, force: true });
});
