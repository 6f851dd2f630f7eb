import { test } from 'node:test';
import assert from 'node:assert/strict';
import { classifyChange } from '../../../src/generator/dev/classifyChange.ts';
import { injectDevClient, toOverlayErrors } from '../../../src/generator/dev/overlay.ts';
import { UserError } from '../../../src/generator/errors.ts';

const ctx = { siteDir: '/site', themeDir: '/engine/src/theme', configFiles: ['/site/sidebars.ts'] };

test('classifies what a changed path means for the dev build', () => {
  assert.equal(classifyChange('/site/content/guides/a.mdx', ctx), 'page');
  assert.equal(classifyChange('/site/i18n/zh-Hans/guides/a.md', ctx), 'page');
  assert.equal(classifyChange('/site/content/guides/_category_.json', ctx), 'content');
  assert.equal(classifyChange('/site/content/guides/img/x.png', ctx), 'content');
  assert.equal(classifyChange('/site/i18n/zh-Hans/code.json', ctx), 'messages');
  assert.equal(classifyChange('/site/static/img/logo.svg', ctx), 'static');
  assert.equal(classifyChange('/site/site.config.ts', ctx), 'config');
  assert.equal(classifyChange('/site/sidebars.ts', ctx), 'config');
  assert.equal(classifyChange('/engine/src/theme/components/Navbar.tsx', ctx), 'theme');
  assert.equal(classifyChange('/site/content/pages/index.tsx', ctx), 'content');
  assert.equal(classifyChange('/site/src/components/Badge.tsx', ctx), 'source');
  assert.equal(classifyChange('/site/data/versions.json', ctx), 'source');
  assert.equal(classifyChange('/site/node_modules/x/index.js', ctx), 'ignore');
  assert.equal(classifyChange('/site/content/guides/.a.mdx.swp', ctx), 'ignore');
  assert.equal(classifyChange('/site/content/guides/a.mdx~', ctx), 'ignore');
  assert.equal(classifyChange('/site/README.md', ctx), 'source');
  // The site's stylesheet and what it imports, once known: swapped in place, not a file some pages read.
  const styled = { ...ctx, styleFiles: new Set(['/site/src/css/custom.css', '/site/src/css/_colors.scss']) };
  assert.equal(classifyChange('/site/src/css/custom.css', styled), 'styles');
  assert.equal(classifyChange('/site/src/css/_colors.scss', styled), 'styles');
  assert.equal(classifyChange('/site/src/css/other.css', styled), 'source');
  assert.equal(classifyChange('/site/site.config.ts', styled), 'config');
});

test('the overlay payload carries file:line:col, frame and hint; script-safe JSON', () => {
  const err = new UserError('MDX syntax error: </script><b>', {
    location: { file: '/site/content/a.mdx', line: 3, column: 5 },
    frame: '> 3 | x',
    hint: 'escape it',
  });
  const items = toOverlayErrors([err, err], '/site');
  assert.equal(items.length, 1);
  assert.equal(items[0].location, 'content/a.mdx:3:5');
  const html = injectDevClient('<html><head></head><body></body></html>', '/__imdocs/dev-client.js', items);
  assert.ok(!html.includes('</script><b>'));
  assert.match(
    html,
    /<script type="application\/json" id="__imdocs_dev_errors">.*<\/script><script type="module" src="\/__imdocs\/dev-client.js"><\/script><\/head>/,
  );
  assert.doesNotMatch(injectDevClient('<head></head>', '/c.js', []), /__imdocs_dev_errors/);
});
