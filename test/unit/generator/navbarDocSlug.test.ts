/**
 * A navbar item names a doc by id (`{ type: 'doc', docId }`), as in Docusaurus; a doc whose `slug` moves it away
 * from the route of its id is linked at its slug's route (it used to be looked for at the id's and reported missing).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { buildSite, copyFixtureSite, edit } from '../../helpers/site.ts';

test("a navbar doc item and the section's main doc lead to a doc's slug route", async () => {
  const site = copyFixtureSite('dev-basic', 'imdocs-navbar-slug-');
  edit(site, 'content/guides/setup.mdx', 'sidebar_position: 2', 'sidebar_position: 2\nslug: /start-here');
  edit(
    site,
    'site.config.ts',
    "{ type: 'localeDropdown', position: 'right' },",
    "{ type: 'doc', section: 'guides', docId: 'setup', label: 'Set up', position: 'left' },\n      { type: 'localeDropdown', position: 'right' },",
  );
  await buildSite(site, { locales: ['en'] });
  const html = fs.readFileSync(path.join(site, 'build/guides/introduction.html'), 'utf8');
  const navbar = /<nav[\s\S]*?<\/nav>/.exec(html)![0];
  assert.match(navbar, /<a[^>]*href="\/guides\/start-here"[^>]*>Set up<\/a>/);
  assert.doesNotMatch(html, /navbar__item--error/);
});
