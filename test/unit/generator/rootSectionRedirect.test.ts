/**
 * A docs section at the site's root (`routeBasePath: ''`, as Docusaurus sites with docs at `/` have): in another
 * locale its root is `/zh-Hans`, the locale's home page, not a `/zh-Hans/` redirect to the main doc (which, written
 * as `zh-Hans/.html`, shadowed the home page).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildSiteModel } from '../../../src/generator/content/siteModel.ts';
import { loadConfig } from '../../../src/generator/config/loadConfig.ts';
import { copyFixtureSite, edit } from '../../helpers/site.ts';

test("a root docs section gets no redirect over a locale's home page", async () => {
  const siteDir = copyFixtureSite('basic', 'root-section');
  edit(siteDir, 'site.config.ts', "routeBasePath: 'docs'", "routeBasePath: ''");
  const { config } = await loadConfig(siteDir);
  const model = await buildSiteModel({ siteDir, config });
  assert.ok(model.routes.has('/zh-Hans'), 'the zh-Hans home page');
  assert.deepEqual(
    [...model.redirects.keys()].filter((route) => /^\/zh-Hans\/?$/.test(route)),
    [],
  );
});
