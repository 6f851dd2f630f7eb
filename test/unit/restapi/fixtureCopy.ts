import fs from 'node:fs';
import path from 'node:path';
import { copyFixtureSite, fixturesDir } from '../../helpers/site.ts';

export const restapiFixture = path.join(fixturesDir, 'restapi-site');

/** A private copy of the REST fixture site (git-ignored), for tests that break its document or overlay. */
export function copyRestapiFixture(prefix: string): string {
  return copyFixtureSite('restapi-site', prefix);
}

/** Replaces `from` by `to` in a file of the copy; fails loudly when the text is not there. */
export function edit(dir: string, rel: string, from: string | RegExp, to: string): void {
  const file = path.join(dir, rel);
  const before = fs.readFileSync(file, 'utf8');
  const after = before.replace(from, to);
  if (after === before) throw new Error(`${rel}: ${String(from)} not found`);
  fs.writeFileSync(file, after);
}
