/**
 * `imdocs check` finds a build by its route manifest, which every build writes afresh: a site without a home
 * page has a build too, and a build whose pages all came from the page cache (hard links keeping the time
 * they were first written) is as new as the manifest.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild } from '../../../src/generator/check/ensureBuild.ts';
import { BUILD_MARKER } from '../../../src/generator/build/writeSiteFiles.ts';
import { silentLogger } from '../../helpers/site.ts';

test('a build without index.html is found; an older page does not make a fresh build stale', async () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-ensure-'));
  try {
    const check = () => ensureBuild({ siteDir: site, out: 'build', build: true, logger: silentLogger() });
    const checkAsIs = () => ensureBuild({ siteDir: site, out: 'build', build: false, logger: silentLogger() });
    fs.mkdirSync(path.join(site, 'content'), { recursive: true });
    fs.writeFileSync(path.join(site, 'content', 'page.mdx'), '# Page\n');
    assert.equal(await checkAsIs(), 'missing');
    const marker = path.join(site, 'build', BUILD_MARKER);
    fs.mkdirSync(path.dirname(marker), { recursive: true });
    fs.writeFileSync(marker, '{}');
    // A page first written long ago (restored from the page cache), and no home page at all.
    fs.writeFileSync(path.join(site, 'build', 'page.html'), '<p>page</p>');
    const past = new Date(Date.now() - 3_600_000);
    fs.utimesSync(path.join(site, 'build', 'page.html'), past, past);
    fs.utimesSync(path.join(site, 'content', 'page.mdx'), past, past);
    fs.utimesSync(path.join(site, 'content'), past, past);
    assert.equal(await checkAsIs(), 'fresh');
    assert.equal(await check(), 'fresh', 'the build is newer than every source: not built again');
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
});
