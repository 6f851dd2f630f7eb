import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { watchSources, type WatchEventName } from '../../../src/generator/dev/sourceWatcher.ts';
import { isIgnoredName } from '../../../src/generator/dev/classifyChange.ts';

/** Events as they arrive, and a way to wait for one (the watchers report asynchronously, in batches). */
function recorder() {
  const seen: [WatchEventName, string][] = [];
  let wake = () => {};
  return {
    seen,
    on: (event: WatchEventName, file: string) => {
      seen.push([event, file]);
      wake();
    },
    async waitFor(event: WatchEventName, file: string): Promise<void> {
      const deadline = Date.now() + 10_000;
      while (!seen.some(([e, f]) => e === event && f === file)) {
        if (Date.now() > deadline) assert.fail(`no ${event} ${file}; saw ${JSON.stringify(seen)}`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
    },
  };
}

for (const backend of ['native', 'chokidar'] as const) {
  test(`${backend} watcher: saves, new and removed files and folders of what it watches; nothing else`, async () => {
    const siteDir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-watch-')));
    const at = (...p: string[]) => path.join(siteDir, ...p);
    for (const dir of ['content/guides', 'src', 'build', 'node_modules/pkg']) fs.mkdirSync(at(dir), { recursive: true });
    fs.writeFileSync(at('content/guides/intro.md'), '# Intro\n');
    fs.writeFileSync(at('site.config.ts'), 'export default {};\n');
    fs.writeFileSync(at('src/Card.tsx'), 'export default () => null;\n');
    const events = recorder();
    const errors: Error[] = [];
    const watcher = await watchSources({
      siteDir,
      paths: [at('content'), at('site.config.ts')],
      ignored: isIgnoredName,
      onEvent: events.on,
      onError: (e) => errors.push(e),
      backend,
    });
    try {
      assert.equal(watcher.backend, backend);
      // Not watched: a file no page has read yet, the build, packages, editor droppings.
      fs.writeFileSync(at('src/Card.tsx'), 'export default () => "a";\n');
      fs.writeFileSync(at('build/index.html'), '<p>built</p>');
      fs.writeFileSync(at('node_modules/pkg/index.js'), 'module.exports = 1;');
      fs.writeFileSync(at('content/guides/.intro.md.swp'), 'x');
      fs.writeFileSync(at('content/guides/intro.md'), '# Intro, edited\n');
      await events.waitFor('change', at('content/guides/intro.md'));

      fs.writeFileSync(at('site.config.ts'), 'export default { title: "x" };\n');
      await events.waitFor('change', at('site.config.ts'));
      fs.writeFileSync(at('content/guides/new.mdx'), '# New\n');
      await events.waitFor('add', at('content/guides/new.mdx'));
      fs.rmSync(at('content/guides/new.mdx'));
      await events.waitFor('unlink', at('content/guides/new.mdx'));

      // A folder moved in, with its page: the folder and the page.
      const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-watch-out-'));
      fs.mkdirSync(path.join(outside, 'moved'));
      fs.writeFileSync(path.join(outside, 'moved', 'page.md'), '# Moved\n');
      fs.renameSync(path.join(outside, 'moved'), at('content/guides/moved'));
      fs.rmSync(outside, { recursive: true, force: true });
      await events.waitFor('addDir', at('content/guides/moved'));
      await events.waitFor('add', at('content/guides/moved/page.md'));

      // A file pages read, once added.
      watcher.add([at('src/Card.tsx')]);
      await new Promise((resolve) => setTimeout(resolve, backend === 'chokidar' ? 300 : 50));
      fs.writeFileSync(at('src/Card.tsx'), 'export default () => "b";\n');
      await events.waitFor('change', at('src/Card.tsx'));

      const files = events.seen.map(([, f]) => path.relative(siteDir, f));
      for (const quiet of ['build/index.html', 'node_modules/pkg/index.js', 'content/guides/.intro.md.swp'])
        assert.ok(!files.includes(quiet), `${quiet} is not reported (${JSON.stringify(events.seen)})`);
      assert.equal(events.seen.filter(([, f]) => f === at('src/Card.tsx')).length >= 1, true);
      assert.ok(
        events.seen.findIndex(([, f]) => f === at('src/Card.tsx')) > events.seen.findIndex(([e]) => e === 'addDir'),
        'the save of src/Card.tsx made before it was added is not reported',
      );
      assert.deepEqual(errors, []);
    } finally {
      await watcher.close();
    }
    // Closed: nothing more.
    const before = events.seen.length;
    fs.writeFileSync(at('content/guides/intro.md'), '# Intro, after close\n');
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(events.seen.length, before);
    fs.rmSync(siteDir, { recursive: true, force: true });
  });
}
