import path from 'node:path';
import { copyFixtureSite, fixturesDir } from '../../helpers/site.ts';

export { edit } from '../../helpers/site.ts';

export const restapiFixture = path.join(fixturesDir, 'restapi-site');

/** A private copy of the REST fixture site (git-ignored), for tests that break its document or overlay. */
export function copyRestapiFixture(prefix: string): string {
  return copyFixtureSite('restapi-site', prefix);
}
