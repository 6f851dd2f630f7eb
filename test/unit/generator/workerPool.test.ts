import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { WorkerPool } from '../../../src/generator/build/workerPool.ts';

/** A worker that answers each job, after `ms` milliseconds, with the id of its thread. */
const WORKER = `
import { parentPort, threadId } from 'node:worker_threads';
parentPort.on('message', (msg) => {
  if (msg.type === 'init') return parentPort.postMessage({ type: 'ready' });
  setTimeout(() => parentPort.postMessage({ type: 'result', result: threadId }), msg.job.ms);
});
`;

test('a pool started with fewer workers runs every job on those until grow() starts the rest', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-pool-'));
  const script = path.join(dir, 'worker.mjs');
  fs.writeFileSync(script, WORKER);
  const pool = new WorkerPool<{ ms: number }, number>(pathToFileURL(script), 2, {}, false, 1);
  try {
    const threads = async (jobs: number) => new Set(await Promise.all(Array.from({ length: jobs }, () => pool.run({ ms: 30 }))));
    assert.equal((await threads(4)).size, 1);
    pool.grow();
    assert.equal((await threads(4)).size, 2);
    pool.grow();
    assert.equal((await threads(6)).size, 2, 'a second grow() starts no more workers than the size');
  } finally {
    await pool.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
