import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { auditContent } from '../../../src/generator/check/auditContent.ts';
import { loadConfig } from '../../../src/generator/config/loadConfig.ts';
import { buildSiteModel } from '../../../src/generator/content/siteModel.ts';
import { fixturesDir } from '../../helpers/site.ts';

test('translation coverage lists the reference texts each locale still lacks, per source', async () => {
  const siteDir = path.join(fixturesDir, 'basic');
  const { config } = await loadConfig(siteDir);
  const model = await buildSiteModel({ siteDir, config });
  const audit = auditContent(model, [], { sdk: { 'zh-Hans': ['functions.login.summary'] }, restapi: { 'zh-Hans': [] } });
  const zh = audit.coverage.find((c) => c.locale === 'zh-Hans')!;
  assert.deepEqual(zh.untranslatedStrings, [
    { source: 'sdk', keys: ['functions.login.summary'] },
    { source: 'restapi', keys: [] },
  ]);
});
