/**
 * The release gate on this repository's own site: `imdocs check` of the real build passes (links and anchors,
 * translations, descriptions, image alt text, search recall). Its search recall self-test once failed here with a
 * sound index: the words it sampled were headings every reference page shares.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkCommand, type CheckReport } from '../../src/generator/check/checkCommand.ts';
import { repoRoot, serveRealSite, silentLogger } from '../helpers/site.ts';

test('imdocs check passes on the real site', async () => {
  const server = await serveRealSite();
  await server.close();
  const printed: string[] = [];
  const log = console.log;
  console.log = (s: string) => {
    printed.push(s);
  };
  let code: number;
  try {
    code = await checkCommand({ dir: repoRoot, out: 'build', build: false, json: true, logger: silentLogger() });
  } finally {
    console.log = log;
  }
  const report = JSON.parse(printed.join('\n')) as CheckReport;
  assert.deepEqual(report.failures, []);
  assert.equal(code, 0);
  assert.ok(report.pages > 1000, `${report.pages} pages`);
  assert.deepEqual(
    (report.search?.result as { locales: { locale: string; sampled: number; found: number }[] }).locales.map((l) => [l.locale, l.sampled, l.found]),
    [
      ['en', 40, 40],
      ['zh-Hans', 40, 40],
    ],
  );
});
