import path from 'node:path';
import assert from 'node:assert/strict';
import { restapiSource } from '../../../src/generator/reference/restapi/source.ts';
import { UserError, UserErrors } from '../../../src/generator/errors.ts';
import { silentLogger } from '../../helpers/site.ts';
import { copyFixtureSite, fixturesDir } from '../../helpers/site.ts';

export { edit } from '../../helpers/site.ts';

export const restapiFixture = path.join(fixturesDir, 'restapi-site');

/** A private copy of the REST fixture site (git-ignored), for tests that break its document or overlay. */
export function copyRestapiFixture(prefix: string): string {
  return copyFixtureSite('restapi-site', prefix);
}

/**
 * Loads a copy of the REST fixture changed by `edit` (both locales) and returns the errors it fails with; the test
 * fails if the copy loads, or fails with anything but user errors. The copy's folder is pushed to `dirs` (for removal).
 */
export async function restLoadErrors(prefix: string, edit: (dir: string) => void, dirs: string[]): Promise<UserError[]> {
  const dir = copyRestapiFixture(prefix);
  dirs.push(dir);
  edit(dir);
  try {
    await restapiSource.load({
      siteDir: dir,
      config: { i18n: { defaultLocale: 'en', locales: ['en', 'zh-Hans'] } } as never,
      locales: ['en', 'zh-Hans'],
      logger: silentLogger(),
    });
  } catch (error) {
    const list = error instanceof UserErrors ? error.errors : [error];
    for (const e of list) assert.ok(e instanceof UserError, `not a UserError: ${String((e as Error)?.stack)}`);
    return list as UserError[];
  }
  assert.fail(`the changed copy of the REST fixture (${prefix}) loaded without error`);
}
