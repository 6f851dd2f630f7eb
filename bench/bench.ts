/**
 * `npm run bench`: builds generated two-locale corpora with this site's own site.config.ts and prints cold
 * and warm build time, pages/s and peak RSS (whole process tree, sampled from /proc), plus the first-load
 * JS and CSS weight of a docs page. With `hugo` on the PATH (Debian package `hugo`), the same corpus is also
 * built with Hugo (../shared/bench/peers/hugo/run.sh, or $HUGO_RUN) in the same run, and the table gains
 * Hugo's cold time and imdocs' ratio to it (only ratios compare across machines and days).
 *
 *   npm run bench -- [--sizes 400,2000] [--runs 1] [--workers N] [--dir /tmp/imdocs-bench] [--no-hugo]
 *
 * The corpus generator is the team's shared one (../shared/bench/gen-corpus.mjs, or $GEN_CORPUS); without it (and
 * without the corpora made already) the bench says so and stops (bench/peers.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawn, execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { compiledEngine } from '../bin/engine.mjs';
import { findBenchPeers } from './peers.ts';
import { watchPeakRss } from './procTree.ts';

const repo = fileURLToPath(new URL('../', import.meta.url));
const args = process.argv.slice(2);
const opt = (name: string, def: string) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? def : args[i + 1];
};
const sizes = opt('sizes', '400,2000').split(',').map(Number);
const runs = Number(opt('runs', '1'));
/** Render worker threads passed to `imdocs build --workers` (default: the build's own choice). */
const workers = opt('workers', '');
const workDir = path.resolve(opt('dir', '/tmp/imdocs-bench'));
const hugoWanted = !args.includes('--no-hugo');
const peers = findBenchPeers({
  repo,
  env: process.env,
  corporaMade: sizes.every((size) => fs.existsSync(path.join(workDir, `corpus-${size}`, 'content'))),
  hugoOnPath: hugoWanted && spawnSync('hugo', ['version'], { stdio: 'ignore' }).status === 0,
  hugoWanted,
});
for (const note of peers.notes) console.log(note);
if (peers.error) {
  console.error(peers.error);
  process.exit(1);
}
const hugoRun = peers.hugoRun;
const hugoOnPath = hugoRun !== undefined;

async function timedBuild(siteDir: string): Promise<{ seconds: number; peakRss: number; summary: string }> {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(repo, 'bin/imdocs.mjs'), 'build', '--dir', siteDir, ...(workers ? ['--workers', workers] : [])], {
    cwd: repo,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CI: '1' },
  });
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  child.stderr.on('data', (d) => {
    out += d;
  });
  const { code, peakRss: peak } = await watchPeakRss(child);
  if (code !== 0) throw new Error(`build of ${siteDir} failed:\n${out}`);
  return { seconds: (performance.now() - started) / 1000, peakRss: peak, summary: out.trim().split('\n').pop() ?? '' };
}

/** One cold Hugo build of the corpus through the peer script: wall seconds and peak RSS as /usr/bin/time reports them. */
function hugoBuild(corpus: string): { seconds: number; peakRss: number } | undefined {
  const run = spawnSync('bash', [hugoRun!, corpus, '1'], { encoding: 'utf8' });
  const m = /run 1: ([\d.]+) s wall, (\d+) KB peak RSS/.exec(`${run.stdout}${run.stderr}`);
  if (run.status !== 0 || !m) {
    console.log(`hugo build of ${corpus} failed (exit ${run.status}):\n${`${run.stdout}${run.stderr}`.trim().split('\n').slice(-5).join('\n')}`);
    return undefined;
  }
  return { seconds: Number(m[1]), peakRss: Number(m[2]) * 1024 };
}

/** A one-page change: appends a paragraph to the first English guide (undone after the build). */
function editOnePage(dir: string): () => void {
  const file = firstPage(path.join(dir, 'content', 'guides'));
  const before = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, `${before}\n\nOne more paragraph for the bench.\n`);
  return () => fs.writeFileSync(file, before);
}

function firstPage(dir: string): string {
  const entries = fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.mdx'))
    .sort();
  return path.join(dir, entries[0]);
}

function prepare(size: number): string {
  const dir = path.join(workDir, `corpus-${size}`);
  if (!fs.existsSync(path.join(dir, 'content'))) {
    fs.rmSync(dir, { recursive: true, force: true });
    execFileSync(process.execPath, [peers.generator!, '--out', dir, '--pages', String(size), '--seed', '1'], { stdio: 'inherit' });
  }
  // The site's own configuration; the corpus has no home page and none of the site's guides, so links
  // from the navbar and footer to those pages are reported as warnings instead of failing the build.
  const config = fs
    .readFileSync(path.join(repo, 'site.config.ts'), 'utf8')
    .replace("'./src/generator/config/schema.ts'", JSON.stringify(path.join(repo, 'src/generator/config/schema.ts')))
    .replace("onBrokenLinks: 'throw'", "onBrokenLinks: 'warn'");
  fs.writeFileSync(path.join(dir, 'site.config.ts'), config);
  fs.cpSync(path.join(repo, 'static'), path.join(dir, 'static'), { recursive: true });
  return dir;
}

function gzipSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file), { level: 6 }).length;
}

function pageWeight(buildDir: string): { js: number; css: number; html: number } {
  const page = fs
    .readdirSync(path.join(buildDir, 'sdks'), { recursive: true })
    .map(String)
    .find((f) => f.endsWith('.html'))!;
  const htmlFile = path.join(buildDir, 'sdks', page);
  const html = fs.readFileSync(htmlFile, 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => zlib.gzipSync(m[1]).length).reduce((a, b) => a + b, 0);
  const js = scripts.map((s) => gzipSize(path.join(buildDir, s))).reduce((a, b) => a + b, 0) + inline;
  const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => gzipSize(path.join(buildDir, m[1]))).reduce((a, b) => a + b, 0);
  return { js, css, html: gzipSize(htmlFile) };
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const mib = (n: number) => `${(n / 1048576).toFixed(0)} MiB`;

// The command as `npm run build` runs it: the compiled engine (bin/imdocs.mjs), compiled before the first timed
// build when the sources changed since the last compile (as the first command after an edit would).
await compiledEngine();

const rows: string[] = [];
for (const size of sizes) {
  const dir = prepare(size);
  const pages = size * 2;
  for (let r = 0; r < runs; r++) {
    fs.rmSync(path.join(dir, 'build'), { recursive: true, force: true });
    fs.rmSync(path.join(dir, '.imdocs-cache'), { recursive: true, force: true });
    const cold = await timedBuild(dir);
    const warm = await timedBuild(dir);
    const w = pageWeight(path.join(dir, 'build'));
    const undo = editOnePage(dir);
    let edited: Awaited<ReturnType<typeof timedBuild>>;
    try {
      edited = await timedBuild(dir);
    } finally {
      undo();
    }
    const hugo = hugoOnPath ? hugoBuild(dir) : undefined;
    const hugoCells = hugoOnPath
      ? ` ${hugo ? `${hugo.seconds.toFixed(1)} s, ${mib(hugo.peakRss)}` : 'failed'} | ${hugo ? `${(cold.seconds / hugo.seconds).toFixed(1)}×` : '–'} |`
      : '';
    rows.push(
      `| 2 × ${size} | ${cold.seconds.toFixed(1)} s | ${warm.seconds.toFixed(1)} s | ${edited.seconds.toFixed(1)} s | ${(pages / cold.seconds).toFixed(0)} | ${mib(cold.peakRss)} | ${mib(warm.peakRss)} | ${kib(w.js)} | ${kib(w.css)} | ${kib(w.html)} |${hugoCells}`,
    );
    console.log(
      `corpus 2 × ${size}, run ${r + 1}: cold ${cold.seconds.toFixed(1)} s, warm ${warm.seconds.toFixed(1)} s, one page changed ${edited.seconds.toFixed(1)} s${hugo ? `, hugo ${hugo.seconds.toFixed(1)} s` : ''}\n  ${cold.summary}\n  ${warm.summary}\n  ${edited.summary}`,
    );
  }
}
console.log(
  `\n| corpus | cold | warm | one page changed | pages/s (cold) | peak RSS cold | peak RSS warm | JS gz / page | CSS gz / page | HTML gz / page |${hugoOnPath ? ' Hugo cold, peak RSS | imdocs ÷ Hugo (cold) |' : ''}`,
);
console.log(`| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |${hugoOnPath ? ' --- | --- |' : ''}`);
for (const row of rows) console.log(row);
console.log('\nWall times include starting Node and loading the compiled engine (bin/imdocs.mjs). Peak RSS covers the whole process tree.');
if (hugoOnPath)
  console.log('Hugo builds the same corpus as Markdown with Chroma highlighting (peers/hugo/run.sh); its time is hugo alone, without copying the corpus.');
else console.log('No Hugo column: `hugo` is not on the PATH (apt-get install hugo) or --no-hugo was given.');
