import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSite } from '../../../src/generator/build/loadSite.ts';
import { planPages, renderContext } from '../../../src/generator/build/planPages.ts';
import { bundleClient } from '../../../src/generator/client/bundleClient.ts';
import { Renderer, type RenderJob } from '../../../src/generator/render/renderJob.tsx';
import { copyFixtureSite, silentLogger } from '../../helpers/site.ts';

/**
 * `imdocs dev` renders the pages that read no reference data before the references have loaded (seconds on a fresh
 * clone of this repository's site): a page whose components read them is put off, nothing of it written, and renders
 * once they are there; every page says which data sets it read (the page cache keys it by those).
 */
test('while the references load, a page that reads them is put off and writes nothing; the others render, and say they read none', async () => {
  const site = copyFixtureSite('restapi-site', 'references-loading');
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-references-loading-'));
  const loaded = await loadSite({ siteDir: site, logger: silentLogger() });
  const assets = await bundleClient(outDir, {});
  const shared = renderContext({ siteDir: site, outDir, model: loaded.model, messages: loaded.messages, assets, references: loaded.references.data });
  const jobs = planPages(loaded.model, loaded.lastUpdated, loaded.messages);
  const job = (route: string) => jobs.find((j): j is Extract<RenderJob, { kind: 'mdx' }> => j.kind === 'mdx' && j.page.route === route)!;
  const operation = job('/restapi/apis/authenticationManagement/getAdminToken');
  const home = job('/');
  assert.ok(operation && home);

  const early = new Renderer({ ...shared, references: undefined, referencesLoading: true });
  const putOff = await early.render(operation);
  assert.equal(putOff.deferred, true);
  assert.equal(fs.existsSync(path.join(outDir, 'restapi/apis/authenticationManagement/getAdminToken.html')), false, 'nothing written');
  const homePage = await early.render(home);
  assert.equal(homePage.deferred, undefined);
  assert.equal(homePage.references, undefined, 'the home page reads no reference data');
  assert.ok(fs.existsSync(path.join(outDir, 'index.html')));

  const later = await new Renderer(shared).render(operation);
  assert.equal(later.deferred, undefined);
  assert.deepEqual(later.references, ['restapi']);
  assert.match(fs.readFileSync(path.join(outDir, 'restapi/apis/authenticationManagement/getAdminToken.html'), 'utf8'), /Exchanges the shared secret/);
  fs.rmSync(outDir, { recursive: true, force: true });
});
