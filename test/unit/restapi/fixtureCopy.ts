import fs from 'node:fs';
import path from 'node:path';
import { fixturesDir } from '../../helpers/site.ts';

export const restapiFixture = path.join(fixturesDir, 'restapi-site');

/** A private copy of the REST fixture site (git-ignored), for tests that break its document or overlay. */
export function copyRestapiFixture(prefix: string): string {
  fs.mkdirSync(path.join(fixturesDir, 'tmp-runs'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(fixturesDir, 'tmp-runs', `${prefix}-`));
  fs.cpSync(restapiFixture, dir, { recursive: true, filter: (src) => !/[/\\](build|\.imdocs-cache)$/.test(src) });
  // One level deeper than the fixture: fix the config's relative import of the schema.
  const config = path.join(dir, 'site.config.ts');
  fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace('../../../src/', '../../../../src/'));
  return dir;
}

/** Replaces `from` by `to` in a file of the copy; fails loudly when the text is not there. */
export function edit(dir: string, rel: string, from: string | RegExp, to: string): void {
  const file = path.join(dir, rel);
  const before = fs.readFileSync(file, 'utf8');
  const after = before.replace(from, to);
  if (after === before) throw new Error(`${rel}: ${String(from)} not found`);
  fs.writeFileSync(file, after);
}
