import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CacheLookups, renderWithCache } from '../../../src/generator/build/renderPages.ts';
import type { PageCache } from '../../../src/generator/build/pageCache.ts';
import type { RenderJob, RenderResult } from '../../../src/generator/render/renderJob.tsx';

const jobs = Array.from({ length: 300 }, (_, i) => ({ kind: 'mdx', page: { route: `/p${i}` } }) as unknown as RenderJob);
const route = (job: RenderJob) => (job as unknown as { page: { route: string } }).page.route;

/** A page cache holding every page (restoring one is all a lookup does here). */
const everyPageCached = {
  key: (job: RenderJob) => route(job),
  restore: (key: string) => ({ file: `${key}.html`, route: key, warnings: [] }) as unknown as RenderResult,
} as unknown as PageCache;

test('imdocs dev: a page asked for while the page cache restores the others is restored next, not after the pages ahead of it', async () => {
  const order: string[] = [];
  const lookups = new CacheLookups(jobs);
  // The request arrives once the lookups have started (each yields to the event loop here: sliceMs 0).
  setImmediate(() => assert.ok(lookups.prefer((job) => route(job) === '/p299')));
  const counts = await renderWithCache(
    jobs,
    everyPageCached,
    '/nowhere',
    () => assert.fail('nothing to render'),
    (o) => order.push(route(o.job)),
    { lookups, sliceMs: 0 },
  );
  assert.deepEqual(counts, { reused: 300, rendered: 0 });
  assert.ok(order.indexOf('/p299') <= 2, `the page asked for came at ${order.indexOf('/p299')} of 300`);
  assert.equal(new Set(order).size, 300, 'every page once');
  // A page already restored is not moved again.
  assert.equal(
    lookups.prefer((job) => route(job) === '/p0'),
    false,
  );
});

test('the build restores every cached page in order, without yielding', async () => {
  const order: string[] = [];
  await renderWithCache(
    jobs,
    everyPageCached,
    '/nowhere',
    () => assert.fail('nothing to render'),
    (o) => order.push(route(o.job)),
  );
  assert.deepEqual(order, jobs.map(route));
});

test('imdocs dev: a page asked for after its lookup missed renders before the other pages the cache did not have', async () => {
  const rendered: string[] = [];
  const nothingCached = { key: (job: RenderJob) => route(job), restore: () => undefined, store: () => {} } as unknown as PageCache;
  // The request comes once every page has been looked up (each missed), before any is rendered.
  let asked = false;
  class AskedAfterTheLookups extends CacheLookups {
    override take(): RenderJob | undefined {
      const job = super.take();
      if (!job && !asked) {
        asked = true;
        assert.equal(
          this.prefer((j) => route(j) === '/p150'),
          false,
          'looked up already',
        );
      }
      return job;
    }
  }
  const counts = await renderWithCache(
    jobs,
    nothingCached,
    '/nowhere',
    () => async (batch) => {
      assert.ok(asked, 'rendered before the request');
      return batch.map((job) => (rendered.push(route(job)), { job, result: { file: '', route: route(job), warnings: [] } as unknown as RenderResult }));
    },
    () => {},
    { lookups: new AskedAfterTheLookups(jobs) },
  );
  assert.equal(counts.rendered, 300);
  assert.equal(rendered[0], '/p150');
});
