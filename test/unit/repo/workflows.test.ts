/**
 * The GitHub workflows of the site (.github/workflows/), checked offline: each file is valid against the
 * SchemaStore schema for workflows that @action-validator/core carries (compiled to WebAssembly, no network), and
 * says what the README's Deploy section promises: pull requests build and run the release gate; main builds,
 * checks and publishes to GitHub Pages; both keep .imdocs-cache between runs, on the Node the package supports.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { validateWorkflow } from '@action-validator/core';
import { repoRoot } from '../../helpers/site.ts';

const dir = path.join(repoRoot, '.github', 'workflows');
const read = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8');
type Step = { uses?: string; run?: string; with?: Record<string, unknown> };
const steps = (wf: any, job: string): Step[] => wf.jobs[job].steps;

test('every workflow file is valid against the workflow schema', () => {
  const files = fs.readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));
  assert.deepEqual(files.sort(), ['check.yml', 'deploy.yml']);
  for (const file of files) assert.deepEqual(validateWorkflow(read(file)).errors, [], file);
  // The validator does see a mistake: a misspelt step key, an unknown trigger.
  assert.notDeepEqual(validateWorkflow(read('check.yml').replace('with:', 'wiht:')).errors, []);
  assert.notDeepEqual(validateWorkflow(read('deploy.yml').replace('push:', 'pushed:')).errors, []);
});

test('pull requests build and check; main builds, checks and deploys to Pages; .imdocs-cache is kept', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  const major = /(\d+)/.exec(pkg.engines.node)![1];
  const check = YAML.parse(read('check.yml'));
  const deploy = YAML.parse(read('deploy.yml'));
  assert.ok('pull_request' in check.on);
  assert.deepEqual(deploy.on.push.branches, ['main']);
  for (const [wf, job] of [
    [check, 'check'],
    [deploy, 'build'],
  ] as const) {
    const s = steps(wf, job);
    const runs = s.map((x) => x.run).filter(Boolean);
    // Installed from the lock file, then the README's build and the release gate on that build.
    assert.deepEqual(runs, ['npm ci', 'npm run build', 'npm run check -- --no-build']);
    assert.equal(String(s.find((x) => x.uses?.startsWith('actions/setup-node@'))!.with!['node-version']), major);
    const cache = s.findIndex((x) => x.uses?.startsWith('actions/cache@'));
    assert.equal(s[cache].with!.path, '.imdocs-cache');
    assert.match(String(s[cache].with!.key), /\$\{\{ github\.sha \}\}$/, 'a new entry per commit');
    assert.ok(String(s[cache].with!['restore-keys']).trim(), 'the newest earlier entry is restored');
    assert.ok(cache < s.findIndex((x) => x.run === 'npm run build'), 'restored before the build');
    for (const [name, script] of [
      ['build', 'imdocs build'],
      ['check', 'imdocs check'],
    ])
      assert.equal(pkg.scripts[name].replace('node bin/imdocs.mjs', 'imdocs'), script);
  }
  const upload = steps(deploy, 'build').find((x) => x.uses?.startsWith('actions/upload-pages-artifact@'))!;
  assert.equal(upload.with!.path, 'build');
  assert.ok(steps(deploy, 'deploy').some((x) => x.uses?.startsWith('actions/deploy-pages@')));
  assert.deepEqual(deploy.permissions, { contents: 'read', pages: 'write', 'id-token': 'write' });
});
