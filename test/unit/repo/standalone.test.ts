/**
 * The repository stands alone: a copy of it with nothing beside it (no `../shared`, as a contributor's clone has)
 * runs the tests that once read the team's facts inventory from outside, and the build benchmark names what it
 * misses instead of failing on a path.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { repoRoot } from '../../helpers/site.ts';
import { findBenchPeers } from '../../../bench/peers.ts';

/** The repository's files as git sees them (tracked, and new files not ignored), copied into `dir/repo`. */
function copyRepository(dir: string): string {
  const repo = path.join(dir, 'repo');
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const rel of files) {
    const from = path.join(repoRoot, rel);
    if (!fs.existsSync(from)) continue; // deleted in the working tree
    fs.mkdirSync(path.dirname(path.join(repo, rel)), { recursive: true });
    fs.copyFileSync(from, path.join(repo, rel));
  }
  // The installed packages, as `npm ci` would have put them.
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(repo, 'node_modules'));
  return repo;
}

test('a copy of the repository with nothing beside it runs the facts tests and says what the bench misses', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-alone-'));
  try {
    const repo = copyRepository(dir);
    assert.equal(fs.existsSync(path.join(repo, '..', 'shared')), false);
    // A test runner of its own (not a child of this one), reporting as TAP.
    const env = { ...process.env };
    delete env.NODE_TEST_CONTEXT;
    delete env.GEN_CORPUS;
    delete env.HUGO_RUN;
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--test', '--test-reporter=tap', 'test/unit/restapi/document-facts.test.ts', 'test/unit/sdk/facts.test.ts'],
      { cwd: repo, encoding: 'utf8', env },
    );
    assert.equal(run.status, 0, `${run.stdout}\n${run.stderr}`.slice(-3000));
    assert.match(run.stdout, /# fail 0/);
    assert.doesNotMatch(run.stdout, /# pass 0\b/);

    const bench = spawnSync(process.execPath, ['--import', 'tsx', 'bench/bench.ts', '--sizes', '10', '--dir', path.join(dir, 'corpora')], {
      cwd: repo,
      encoding: 'utf8',
      env,
    });
    assert.equal(bench.status, 1);
    assert.equal(
      bench.stderr.trim(),
      `The corpus generator is missing: ${path.join(dir, 'shared/bench/gen-corpus.mjs')} does not exist (the team's shared bench folder beside the repository). ` +
        'Set GEN_CORPUS to a generator that takes --out <dir> --pages <n> --seed <n>, or put the corpora in --dir first.',
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('the bench runs without the generator when its corpora are made, and drops only the Hugo column without the peer script', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-peers-'));
  try {
    const repo = path.join(dir, 'repo');
    const missing = findBenchPeers({ repo, env: {}, corporaMade: true, hugoOnPath: true, hugoWanted: true });
    assert.equal(missing.error, undefined);
    assert.equal(missing.generator, undefined);
    assert.equal(missing.hugoRun, undefined);
    assert.deepEqual(missing.notes, [
      `The Hugo peer script is missing: ${path.join(dir, 'shared/bench/peers/hugo/run.sh')} does not exist (the team's shared bench folder beside the repository); the table has no Hugo column.`,
    ]);
    assert.deepEqual(findBenchPeers({ repo, env: {}, corporaMade: true, hugoOnPath: false, hugoWanted: true }).notes, [
      'Hugo is not on the PATH (apt-get install hugo): the table has no Hugo column.',
    ]);
    assert.deepEqual(findBenchPeers({ repo, env: {}, corporaMade: true, hugoOnPath: false, hugoWanted: false }).notes, []);

    // Named by the environment instead, and present.
    const gen = path.join(dir, 'gen.mjs');
    const hugo = path.join(dir, 'run.sh');
    fs.writeFileSync(gen, '');
    fs.writeFileSync(hugo, '');
    const found = findBenchPeers({ repo, env: { GEN_CORPUS: gen, HUGO_RUN: hugo }, corporaMade: false, hugoOnPath: true, hugoWanted: true });
    assert.deepEqual(found, { generator: gen, hugoRun: hugo, notes: [] });
    fs.rmSync(gen);
    assert.match(findBenchPeers({ repo, env: { GEN_CORPUS: gen }, corporaMade: false, hugoOnPath: false, hugoWanted: false }).error!, /named by \$GEN_CORPUS/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
