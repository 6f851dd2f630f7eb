/**
 * Remark plugins listed in site.config.ts: they run in render threads (which load them from the config, since
 * functions cannot be sent to a thread), an edit of a plugin's file compiles the pages again, and a plugin that
 * throws fails the build naming the plugin and the page.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { buildSite, copyFixtureSite, edit } from '../../helpers/site.ts';
import { UserErrors } from '../../../src/generator/errors.ts';
import { loadConfig } from '../../../src/generator/config/loadConfig.ts';

const PLUGIN = `// Appends [WORD<mark>] to the first paragraph of a page.
const WORD = 'one';

export default function remarkStamp(options) {
  return (tree) => {
    const paragraph = tree.children.find((node) => node.type === 'paragraph');
    if (paragraph) paragraph.children.push({ type: 'text', value: \` [\${WORD}\${options.mark}]\` });
  };
}
`;

test('a remark plugin of site.config.ts runs in render threads, follows edits of its file, and names itself when it fails', async () => {
  const site = copyFixtureSite('dev-basic', 'imdocs-site-plugins-');
  fs.mkdirSync(path.join(site, 'plugins'));
  fs.writeFileSync(path.join(site, 'plugins/remark-stamp.js'), PLUGIN);
  edit(site, 'site.config.ts', /^/, "import remarkStamp from './plugins/remark-stamp.js';\n");
  edit(site, 'site.config.ts', "onBrokenLinks: 'warn',", "onBrokenLinks: 'warn',\n  markdown: { remarkPlugins: [[remarkStamp, { mark: '!' }]] },");
  const page = () => fs.readFileSync(path.join(site, 'build/guides/introduction.html'), 'utf8');

  // The loaded config carries names and a key, not functions (it is sent to threads).
  const { config } = await loadConfig(site);
  assert.deepEqual(config.sitePlugins?.scopes, { '': { remarkPlugins: ['remarkStamp'] } });
  assert.equal(config.markdown.remarkPlugins, undefined);

  // Two threads load the config at once (each its own bundle of it).
  await buildSite(site, { workers: 2 });
  assert.match(page(), /\[one!\]<\/p>/);

  // Only the plugin's file changes (not the config): the cached pages are not reused.
  edit(site, 'plugins/remark-stamp.js', "const WORD = 'one';", "const WORD = 'two';");
  await buildSite(site, { workers: 1 });
  assert.match(page(), /\[two!\]<\/p>/);

  edit(site, 'plugins/remark-stamp.js', 'if (paragraph)', "if (paragraph) throw new Error('the lamp is out');\n    if (paragraph)");
  await assert.rejects(buildSite(site), (error: unknown) => {
    assert.ok(error instanceof UserErrors, String(error));
    // One error per page the plugin failed on, each naming the plugin and the page.
    assert.ok(error.errors.length >= 3);
    for (const one of error.errors) {
      assert.match(one.message, /^the site plugin remarkPlugins\[0\] \(remarkStamp\) failed: the lamp is out$/);
      assert.match(one.location?.file ?? '', /\.mdx$/);
    }
    return true;
  });
});
