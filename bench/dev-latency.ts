/**
 * `imdocs dev` as a new maintainer meets it, on the real site: a clone of this repository's last commit, the
 * engine's packages installed (copied, without any cache), then `imdocs dev` started as `npm run dev` starts it
 * (the compiled engine, in its own process). Each run, in a fresh clone:
 *
 * 1. fresh clone (no build, no cache): until the first page is served; an edit of that page saved the moment it is
 *    served, until the server serves the new text; until every page is rendered; then edits after the background
 *    render (median and p95);
 * 2. `imdocs build`, then `imdocs dev` again: the same first page and edit, and how many pages the start rendered
 *    (the rest come from the build's page cache).
 *
 * `--long` adds a long session: 1,000 saves across 50 pages, the dev process's RSS after the first 50 and at the end.
 * Budgets (issue 28): first page ≤ 2 s after a build, ≤ 5 s fresh; the edit ≤ 1 s after a build, ≤ 1.5 s fresh;
 * an edit after the background render ≤ 300 ms; after a build, only pages changed since are rendered.
 *
 *   npm run bench:dev                      # two runs
 *   npm run bench:dev -- --runs 1 --long --json
 *   npm run bench:dev -- --no-prepare     # the clone's engine compiled by its first command, not by the install
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../', import.meta.url));
const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Number(option('--runs') ?? 2);
const edits = Number(option('--edits') ?? 12);
const long = args.includes('--long');
const json = args.includes('--json');
const PAGE = { file: 'content/guides/introduction/product.mdx', route: '/guides/introduction/product' };
const TIMEOUT_MS = 120_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A clone of the last commit, with the engine's packages copied in and its `prepare` run (as `npm ci` leaves it: no other cache). */
function freshClone(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-bench-dev-'));
  execFileSync('git', ['clone', '-q', '--no-hardlinks', repo, dir]);
  fs.cpSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'), {
    recursive: true,
    verbatimSymlinks: true,
    filter: (src) => path.basename(src) !== '.cache' || path.dirname(src) !== path.join(repo, 'node_modules'),
  });
  // What `npm install` / `npm ci` run after installing: the package's `prepare` script (the compiled engine).
  // `--no-prepare` leaves it to the first command, as an install with `--ignore-scripts` does.
  if (!args.includes('--no-prepare')) execFileSync('npm', ['run', '--silent', 'prepare'], { cwd: dir, stdio: 'ignore' });
  return dir;
}

interface Dev {
  child: ChildProcess;
  url: Promise<string>;
  /** Resolves with the start's summary line once every page is rendered. */
  allReady: Promise<string>;
  output: () => string;
}

function startDev(site: string): Dev {
  const child = spawn(process.execPath, ['bin/imdocs.mjs', 'dev', '--port', '0'], { cwd: site, env: { ...process.env, NO_COLOR: '1', CI: '1' } });
  let out = '';
  let onData = () => {};
  child.stdout!.on('data', (d: Buffer) => ((out += d.toString()), onData()));
  child.stderr!.on('data', (d: Buffer) => ((out += d.toString()), onData()));
  const when = (re: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const look = () => {
        const m = out.match(re);
        if (m) resolve(m);
      };
      const prev = onData;
      onData = () => (prev(), look());
      look();
      child.once('exit', (code) => reject(new Error(`imdocs dev exited (${code}):\n${out}`)));
    });
  return {
    child,
    url: when(/at (http:\/\/127\.0\.0\.1:\d+)/).then((m) => m[1]),
    allReady: when(/✔ all \d+ pages ready[^\n]*/).then((m) => m[0]),
    output: () => out,
  };
}

async function stopDev(dev: Dev): Promise<void> {
  if (dev.child.exitCode !== null) return;
  const exited = new Promise((r) => dev.child.once('exit', r));
  dev.child.kill('SIGINT');
  await Promise.race([exited, sleep(10_000).then(() => dev.child.kill('SIGKILL'))]);
}

/** Polls `url` until its body satisfies `ok`; the time it took (ms), or Infinity past the timeout. */
async function until(url: string, ok: (status: number, body: string) => boolean, from = performance.now()): Promise<number> {
  while (performance.now() - from < TIMEOUT_MS) {
    try {
      const res = await fetch(url);
      const body = await res.text();
      if (ok(res.status, body)) return performance.now() - from;
    } catch {
      /* not listening yet */
    }
    await sleep(20);
  }
  return Infinity;
}

let editCount = 0;
/** Appends a unique paragraph to `file`; its text, to look for in the page. */
function edit(site: string, file: string): string {
  const marker = `Bench edit ${++editCount} ${Date.now()}`;
  const abs = path.join(site, file);
  fs.writeFileSync(abs, `${fs.readFileSync(abs, 'utf8').trimEnd()}\n\n${marker}.\n`);
  return marker;
}

/** A start: until the first page is served, then an edit saved at that moment, until its text is served. */
async function startAndEdit(site: string): Promise<{ dev: Dev; firstPageMs: number; editMs: number }> {
  const started = performance.now();
  const dev = startDev(site);
  const base = await Promise.race([dev.url, sleep(TIMEOUT_MS).then(() => undefined)]);
  if (!base) throw new Error(`imdocs dev did not start:\n${dev.output()}`);
  const firstPageMs = await until(`${base}${PAGE.route}`, (status) => status === 200, started);
  const saved = performance.now();
  const marker = edit(site, PAGE.file);
  const editMs = await until(`${base}${PAGE.route}`, (_, body) => body.includes(marker), saved);
  return { dev, firstPageMs, editMs };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))];
}

/** Edits after the background render, one after the other (apart, like a person's saves: a watcher may fold saves of one file made within 50 ms). */
async function editsAfter(site: string, base: string, count: number, pages = [PAGE]): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const page = pages[i % pages.length];
    await sleep(120);
    const saved = performance.now();
    const marker = edit(site, page.file);
    times.push(await until(`${base}${page.route}`, (_, body) => body.includes(marker), saved));
  }
  return times;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

/** 50 pages of the real site's guides and SDK sections (route and file): plain ones, without a slug or an index name. */
function fiftyPages(site: string): { file: string; route: string }[] {
  const pages: { file: string; route: string }[] = [];
  for (const section of ['guides', 'sdks']) {
    const dir = path.join(site, 'content', section);
    for (const f of fs.readdirSync(dir, { recursive: true }).map(String).sort()) {
      const base = path.basename(f, '.mdx');
      if (!f.endsWith('.mdx') || base === 'index' || base.startsWith('_') || base === path.basename(path.dirname(f))) continue;
      if (/^slug:/m.test(fs.readFileSync(path.join(dir, f), 'utf8'))) continue;
      pages.push({
        file: path.join('content', section, f),
        route: `/${section}/${f
          .replace(/\.mdx$/, '')
          .split(path.sep)
          .join('/')}`,
      });
    }
  }
  return pages.slice(0, 50);
}

const results: Record<string, unknown>[] = [];
for (let run = 1; run <= runs; run++) {
  const site = freshClone();
  try {
    const fresh = await startAndEdit(site);
    const freshAll = await fresh.dev.allReady;
    const base = await fresh.dev.url;
    const after = await editsAfter(site, base, edits);
    let longSession: Record<string, number> | undefined;
    if (long) {
      const pages = fiftyPages(site);
      await editsAfter(site, base, 50, pages);
      const rss50 = rssMb(fresh.dev.child.pid!);
      const times = await editsAfter(site, base, 950, pages);
      const rssEnd = rssMb(fresh.dev.child.pid!);
      longSession = {
        saves: 1000,
        pages: pages.length,
        rssAfter50Mb: Math.round(rss50),
        rssAfter1000Mb: Math.round(rssEnd),
        growthPercent: Math.round(((rssEnd - rss50) / rss50) * 1000) / 10,
        unserved: times.filter((t) => t === Infinity).length,
        p95Ms: Math.round(percentile(times, 0.95)),
      };
    }
    await stopDev(fresh.dev);
    execFileSync(process.execPath, ['bin/imdocs.mjs', 'build'], { cwd: site, stdio: 'ignore', env: { ...process.env, CI: '1' } });
    const built = await startAndEdit(site);
    const builtAll = await built.dev.allReady;
    await stopDev(built.dev);
    const rendered = (line: string) => Number(/(\d+) rendered/.exec(line)?.[1] ?? 0);
    results.push({
      run,
      freshFirstPageMs: Math.round(fresh.firstPageMs),
      freshEditMs: Math.round(fresh.editMs),
      freshAll,
      afterRenderEditMedianMs: Math.round(percentile(after, 0.5)),
      afterRenderEditP95Ms: Math.round(percentile(after, 0.95)),
      builtFirstPageMs: Math.round(built.firstPageMs),
      builtEditMs: Math.round(built.editMs),
      builtAll,
      builtStartRendered: rendered(builtAll),
      ...(longSession ? { longSession } : {}),
    });
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
}

if (json) console.log(JSON.stringify(results));
else {
  const s = (ms: unknown) => (ms === null || ms === Infinity ? 'not served' : `${((ms as number) / 1000).toFixed(2)} s`);
  const row = (label: string, budget: string, pick: (r: Record<string, unknown>) => string) =>
    console.log(`| ${label} | ${budget} | ${results.map(pick).join(' | ')} |`);
  console.log(`imdocs dev on the real site, ${runs} run(s), each in a fresh clone (${os.availableParallelism()} cores, load ${os.loadavg()[0].toFixed(1)})\n`);
  console.log(`| case | budget | ${results.map((r) => `run ${r.run}`).join(' | ')} |`);
  console.log(`| --- | --- | ${results.map(() => '---').join(' | ')} |`);
  row('first page, after a build', '≤ 2 s', (r) => s(r.builtFirstPageMs));
  row('first page, fresh clone', '≤ 5 s', (r) => s(r.freshFirstPageMs));
  row('edit saved as the first page is served, after a build', '≤ 1 s', (r) => s(r.builtEditMs));
  row('the same, fresh clone', '≤ 1.5 s', (r) => s(r.freshEditMs));
  row(`edit after the background render (median / p95 of ${edits})`, '≤ 300 ms', (r) => `${r.afterRenderEditMedianMs} / ${r.afterRenderEditP95Ms} ms`);
  row('dev after a build: pages rendered at start', 'only changed (0)', (r) => String(r.builtStartRendered));
  row('fresh clone: every page rendered', '—', (r) => String(r.freshAll).replace('✔ ', ''));
  if (long)
    row('1,000 saves across 50 pages: RSS after 50 → 1,000 (growth), unserved', '≤ 20 %, 0', (r) => {
      const l = r.longSession as Record<string, number>;
      return `${l.rssAfter50Mb} → ${l.rssAfter1000Mb} MB (${l.growthPercent} %), ${l.unserved}`;
    });
}
