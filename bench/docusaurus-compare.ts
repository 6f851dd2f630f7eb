/**
 * `npm run bench:docusaurus -- <docusaurus-site>…`: builds each Docusaurus site twice — with Docusaurus itself
 * (its own `npm ci`, pinned Yarn, Bun or `npm install`, then `docusaurus build`) and with `imdocs migrate` + `imdocs build` — times both
 * cold builds with the peak RSS of their process trees, then compares the two outputs page by page (routes,
 * sidebars, title, headings, text, code, links, images: bench/docusaurus/compare.ts) and prints a table per site
 * and the differences grouped by cause.
 *
 *   npm run bench:docusaurus -- /work/sites/metro/website [--work /tmp/imdocs-docusaurus] [--locale en]
 *     [--reuse-docusaurus] [--no-install] [--json results.json]
 *
 * `--no-install` skips installing the Docusaurus site's packages when it has node_modules already.
 *
 * `--reuse-docusaurus` keeps an earlier Docusaurus build (and its timing) of the same commit when there is one:
 * Docusaurus builds are slow, the comparison is what changes. A page that fails to compile in imdocs fails the
 * whole build; the bench then sets the pages named by the errors aside, builds again (up to 5 rounds) and counts
 * them as not built, so one bad page does not hide the other figures.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { watchPeakRss } from './procTree.ts';
import { readPage, type PageContent } from './docusaurus/pageContent.ts';
import { failingFiles } from './docusaurus/buildErrors.ts';
import { routesOf } from './docusaurus/buildRoutes.ts';
import { compareRoutes, comparePages, compareSidebars, counts, groupCauses, type Difference } from './docusaurus/compare.ts';

const repo = fileURLToPath(new URL('../', import.meta.url));
const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? undefined : args[i + 1];
};
const flag = (name: string) => args.includes(`--${name}`);
const valued = new Set(['--work', '--locale', '--json']);
const sites = args.filter((a, i) => !a.startsWith('--') && !valued.has(args[i - 1]));
const workRoot = path.resolve(opt('work') ?? '/tmp/imdocs-docusaurus');
const locale = opt('locale');
if (!sites.length) {
  console.error('Name at least one Docusaurus site folder: npm run bench:docusaurus -- <site> [<site>…]');
  process.exit(1);
}

interface Run {
  code: number;
  seconds: number;
  peakRss: number;
  output: string;
}

async function timed(cmd: string, argv: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<Run> {
  const started = performance.now();
  const child = spawn(cmd, argv, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: '1', ...env } });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const { code, peakRss } = await watchPeakRss(child);
  return { code, seconds: (performance.now() - started) / 1000, peakRss, output };
}

const tail = (s: string, n = 15) => s.trim().split('\n').slice(-n).join('\n');
const mib = (n: number) => `${(n / 1048576).toFixed(0)} MiB`;
const secs = (n: number) => `${n.toFixed(1)} s`;

function gitCommit(dir: string): string {
  const marker = [dir, path.dirname(dir)].map((d) => path.join(d, '.commit')).find((f) => fs.existsSync(f));
  if (marker) return fs.readFileSync(marker, 'utf8').trim().slice(0, 12);
  const r = spawnSync('git', ['-C', dir, 'rev-parse', 'HEAD'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim().slice(0, 12) : 'unknown';
}

/**
 * The Yarn that a site with a `yarn.lock` pins (`yarnPath` in the `.yarnrc.yml` of its folder or a parent), as
 * the site's maintainers run it: with Docusaurus, the lockfile is what makes an old site build (webpack and
 * friends moved on since).
 */
function pinnedYarn(dir: string): string | undefined {
  for (let d = dir; ; d = path.dirname(d)) {
    const rc = path.join(d, '.yarnrc.yml');
    const m = fs.existsSync(rc) ? /^yarnPath:\s*(\S+)/m.exec(fs.readFileSync(rc, 'utf8')) : null;
    if (m) return path.resolve(d, m[1]);
    if (path.dirname(d) === d || fs.existsSync(path.join(d, '.git'))) return undefined;
  }
}

/** The folder, from `dir` up to its repository's root, that holds one of `names`. */
function lockfileRoot(dir: string, names: string[]): string | undefined {
  for (let d = dir; ; d = path.dirname(d)) {
    if (names.some((n) => fs.existsSync(path.join(d, n)))) return d;
    if (path.dirname(d) === d || fs.existsSync(path.join(d, '.git'))) return undefined;
  }
}

/**
 * Installs a site's packages the way its lockfile says: Bun for a Bun workspace, `npm ci` (`npm install` when this npm finds the lockfile out of
 * sync), its pinned Yarn, Yarn 1, else `npm install`.
 */
async function install(dir: string): Promise<Run> {
  // A Bun workspace (`bun.lock` in the site's folder or the repository root above it): Bun, from that root, as its
  // maintainers install it (`npm i -g bun` puts it on the PATH).
  const bunRoot = lockfileRoot(dir, ['bun.lock', 'bun.lockb']);
  if (bunRoot) return timed('bun', ['install'], bunRoot);
  if (fs.existsSync(path.join(dir, 'package-lock.json'))) {
    // npm 11's `npm ci` refuses a lockfile that npm 10 wrote without an optional platform package (fsevents) as out of
    // sync; `npm install` then installs what the same lockfile pins, as a maintainer would.
    const ci = await timed('npm', ['ci', '--no-audit', '--no-fund'], dir);
    if (ci.code === 0 || !/EUSAGE[\s\S]*in sync/.test(ci.output)) return ci;
    const again = await timed('npm', ['install', '--no-audit', '--no-fund'], dir);
    return { ...again, seconds: ci.seconds + again.seconds, output: `${ci.output}\n(lockfile out of sync for this npm: npm install)\n${again.output}` };
  }
  if (fs.existsSync(path.join(dir, 'yarn.lock'))) {
    const yarn = pinnedYarn(dir);
    if (yarn) return timed(process.execPath, [yarn, 'install'], dir);
    return timed('npx', ['--yes', 'yarn@1', 'install', '--frozen-lockfile', '--non-interactive'], dir);
  }
  const npm = (extra: string[]) => timed('npm', ['install', '--no-audit', '--no-fund', ...extra], dir);
  const first = await npm([]);
  if (first.code === 0 || !/ERESOLVE/.test(first.output)) return first;
  const again = await npm(['--legacy-peer-deps']);
  return { ...again, seconds: first.seconds + again.seconds, output: `${first.output}\n(retried with --legacy-peer-deps)\n${again.output}` };
}

interface DocusaurusResult {
  commit: string;
  install?: number;
  build: Omit<Run, 'output'>;
  tail: string;
}

async function docusaurusBuild(site: string, work: string): Promise<DocusaurusResult> {
  const out = path.join(work, 'docusaurus-build');
  const record = path.join(work, 'docusaurus.json');
  const commit = gitCommit(site);
  if (flag('reuse-docusaurus') && fs.existsSync(record) && fs.existsSync(out)) {
    const earlier = JSON.parse(fs.readFileSync(record, 'utf8')) as DocusaurusResult;
    if (earlier.commit === commit && earlier.build.code === 0) return earlier;
  }
  let installed: Run | undefined;
  if (!flag('no-install') || !fs.existsSync(path.join(site, 'node_modules'))) {
    installed = await install(site);
    if (installed.code !== 0) throw new Error(`npm install in ${site} failed:\n${tail(installed.output)}`);
  }
  // Cold: no cache of an earlier build.
  for (const cache of ['.docusaurus', 'node_modules/.cache']) fs.rmSync(path.join(site, cache), { recursive: true, force: true });
  fs.rmSync(out, { recursive: true, force: true });
  const bin = path.join(site, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  // Into the site's own build/, as its maintainers run it (some plugins write there in postBuild, e.g. metro's
  // docusaurus-plugin-internaldocs-fb), then moved to the work folder.
  const own = path.join(site, 'build');
  fs.rmSync(own, { recursive: true, force: true });
  const run = await timed(process.execPath, [bin, 'build', ...(locale ? ['--locale', locale] : [])], site);
  if (fs.existsSync(own)) {
    fs.cpSync(own, out, { recursive: true });
    fs.rmSync(own, { recursive: true, force: true });
  }
  const result: DocusaurusResult = {
    commit,
    install: installed?.seconds,
    build: { code: run.code, seconds: run.seconds, peakRss: run.peakRss },
    tail: tail(run.output, 30),
  };
  fs.writeFileSync(record, JSON.stringify(result, null, 2));
  return result;
}

interface ImdocsResult {
  migrate: Run;
  install?: Run;
  builds: Run[];
  /** Source files the bench set aside because the build named them in an error. */
  setAside: { file: string; error: string }[];
  /** Settings of the migrated config the bench changed to get a build (broken anchors only warn in Docusaurus). */
  relaxed: string[];
  ok: boolean;
}

async function imdocsBuild(site: string, work: string): Promise<ImdocsResult> {
  const dir = path.join(work, 'imdocs-site');
  fs.rmSync(dir, { recursive: true, force: true });
  const bin = path.join(repo, 'bin/imdocs.mjs');
  const migrate = await timed(process.execPath, [bin, 'migrate', site, '--out', dir, '--imdocs', repo], repo);
  const result: ImdocsResult = { migrate, builds: [], setAside: [], relaxed: [], ok: false };
  if (migrate.code !== 0) return result;
  result.install = await install(dir);
  const aside = path.join(work, 'set-aside');
  fs.rmSync(aside, { recursive: true, force: true });
  for (let round = 0; round < 5; round++) {
    fs.rmSync(path.join(dir, '.imdocs-cache'), { recursive: true, force: true });
    // From the site's folder, as `npm run build` runs it there (and Docusaurus builds in its site's folder): site
    // plugins read the working folder (remark-typescript-tools resolves the tsconfig it is given from it).
    const run = await timed(process.execPath, [bin, 'build', '--dir', dir, ...(locale ? ['--locale', locale] : [])], dir);
    result.builds.push(run);
    if (run.code === 0) {
      result.ok = true;
      break;
    }
    console.log(`imdocs build round ${round + 1} failed (${secs(run.seconds)}):\n${tail(run.output, 12).replace(/^/gm, '    ')}`);
    const failing = failingFiles(run.output, dir, repo);
    if (!failing.length && /links to a missing anchor|onBrokenLinks/.test(run.output) && !result.relaxed.length) {
      // Docusaurus only warns about broken anchors (onBrokenAnchors: 'warn' by default); imdocs checks them under
      // onBrokenLinks. Build again with warnings, and say so in the table.
      const config = path.join(dir, 'site.config.ts');
      const text = fs.readFileSync(config, 'utf8');
      const relaxed = /"onBrokenLinks":/.test(text)
        ? text.replace(/"onBrokenLinks":\s*"throw"/, '"onBrokenLinks": "warn"')
        : text.replace(/^(const config\b[^=]*=\s*\{)/m, '$1\n  "onBrokenLinks": "warn",');
      if (relaxed !== text) {
        fs.writeFileSync(config, relaxed);
        result.relaxed.push('onBrokenLinks: warn');
        continue;
      }
    }
    if (!failing.length) break;
    for (const f of failing) {
      const to = path.join(aside, path.relative(dir, f.file));
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.renameSync(f.file, to);
      result.setAside.push({ file: path.relative(dir, f.file), error: f.error });
    }
  }
  return result;
}

interface SiteReport {
  name: string;
  commit: string;
  pages: number;
  built: number;
  matching: number;
  redirects: { docusaurus: number; imdocs: number };
  routesOnlyDocusaurus: string[];
  routesOnlyImdocs: string[];
  /** imdocs' own search page, when Docusaurus has none (a known difference, not counted above). */
  ownSearch: string[];
  sidebarPages: number;
  sidebarIdentical: number;
  docusaurus: DocusaurusResult;
  imdocs: {
    migrateSeconds: number;
    build?: Omit<Run, 'output'>;
    ok: boolean;
    setAside: ImdocsResult['setAside'];
    relaxed: string[];
    notCarried: string[];
    error?: string;
  };
  causes: ReturnType<typeof groupCauses>;
  byKind: Record<string, { pages: number; built: number; matching: number }>;
}

function compareBuilds(docuDir: string, imDir: string, origin: string | undefined) {
  const docuRoutes = routesOf(docuDir);
  const imRoutes = fs.existsSync(imDir) ? routesOf(imDir, true) : new Map<string, string>();
  const read = (file: string, route: string): PageContent => readPage(fs.readFileSync(file, 'utf8'), route, origin);
  const docuPages = new Map([...docuRoutes].map(([r, f]) => [r, read(f, r)]));
  const imPages = new Map([...imRoutes].map(([r, f]) => [r, read(f, r)]));
  const realDocu = [...docuPages].filter(([, p]) => !p.redirect);
  const realIm = [...imPages].filter(([, p]) => !p.redirect);
  const routes = compareRoutes(
    realDocu.map(([r]) => r),
    realIm.map(([r]) => r),
  );
  const perPage: { route: string; kind: string; built: boolean; match: boolean; differences: Difference[] }[] = [];
  const sidebarDiffs: { route: string; differences: Difference[] }[] = [];
  let sidebarPages = 0;
  let sidebarIdentical = 0;
  for (const [route, docu] of realDocu) {
    const im = imPages.get(route);
    if (!im || im.redirect) {
      perPage.push({ route, kind: docu.kind, built: false, match: false, differences: [] });
      continue;
    }
    const c = comparePages(docu, im);
    perPage.push({ route, kind: docu.kind, built: true, match: c.match, differences: c.differences });
    if (docu.sidebar || im.sidebar) {
      sidebarPages++;
      const s = compareSidebars(docu.sidebar, im.sidebar);
      if (s.identical) sidebarIdentical++;
      else sidebarDiffs.push({ route, differences: [{ aspect: 'sidebar', score: 0, missing: s.differences, extra: [] }] });
    }
  }
  const byKind: SiteReport['byKind'] = {};
  for (const p of perPage) {
    const k = (byKind[p.kind] ??= { pages: 0, built: 0, matching: 0 });
    k.pages++;
    if (p.built) k.built++;
    if (p.match) k.matching++;
  }
  const notBuilt = perPage.filter((p) => !p.built);
  const causes = groupCauses([...perPage.filter((p) => p.built), ...sidebarDiffs]);
  if (notBuilt.length)
    causes.unshift({
      cause: 'not built',
      pages: notBuilt.length,
      top: [...counts(notBuilt.map((p) => p.kind))].map(([kind, n]) => ({ item: `kind ${kind}`, pages: n })),
      examples: notBuilt.slice(0, 6).map((p) => p.route),
    });
  return {
    pages: realDocu.length,
    built: perPage.filter((p) => p.built).length,
    matching: perPage.filter((p) => p.match).length,
    redirects: { docusaurus: docuPages.size - realDocu.length, imdocs: imPages.size - realIm.length },
    routesOnlyDocusaurus: routes.onlyDocusaurus,
    routesOnlyImdocs: routes.onlyImdocs,
    ownSearch: routes.ownSearch,
    sidebarPages,
    sidebarIdentical,
    causes,
    byKind,
  };
}

/** The site's own URL from the migrated config, so absolute links to itself compare as paths. */
function siteOrigin(imdocsSite: string): string | undefined {
  try {
    const src = fs.readFileSync(path.join(imdocsSite, 'site.config.ts'), 'utf8');
    return /"url":\s*"([^"]+)"/.exec(src)?.[1];
  } catch {
    return undefined;
  }
}

const reports: SiteReport[] = [];
for (const siteArg of sites) {
  const site = path.resolve(siteArg);
  const name = path.basename(site) === 'website' ? path.basename(path.dirname(site)) : path.basename(site);
  const work = path.join(workRoot, name);
  fs.mkdirSync(work, { recursive: true });
  console.log(`\n== ${name} (${site}, commit ${gitCommit(site)})`);
  const docusaurus = await docusaurusBuild(site, work);
  console.log(`docusaurus build: exit ${docusaurus.build.code}, ${secs(docusaurus.build.seconds)}, ${mib(docusaurus.build.peakRss)}`);
  if (docusaurus.build.code !== 0) {
    console.log(`Docusaurus itself failed to build ${name}; nothing to compare:\n${docusaurus.tail}`);
    continue;
  }
  const im = await imdocsBuild(site, work);
  const last = im.builds.at(-1);
  const notCarried = im.migrate.output
    .split('\n')
    .filter((l) => /^ {2}- /.test(l))
    .map((l) => l.slice(4));
  console.log(
    `imdocs migrate: exit ${im.migrate.code}, ${secs(im.migrate.seconds)}; build: ${last ? `exit ${last.code}, ${secs(last.seconds)}, ${mib(last.peakRss)}` : 'not run'}` +
      (im.builds.length > 1 ? ` (round ${im.builds.length}; ${im.setAside.length} pages set aside)` : ''),
  );
  if (!im.ok) console.log(tail(last?.output ?? im.migrate.output));
  const cmp = compareBuilds(path.join(work, 'docusaurus-build'), path.join(work, 'imdocs-site', 'build'), siteOrigin(path.join(work, 'imdocs-site')));
  reports.push({
    name,
    commit: docusaurus.commit,
    ...cmp,
    docusaurus,
    imdocs: {
      migrateSeconds: im.migrate.seconds,
      build: last && { code: last.code, seconds: last.seconds, peakRss: last.peakRss },
      ok: im.ok,
      setAside: im.setAside,
      relaxed: im.relaxed,
      notCarried,
      error: im.ok ? undefined : tail(last?.output ?? im.migrate.output, 8),
    },
  });
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)} %` : '–');
console.log('\n| site (commit) | pages | built | matching | routes identical | sidebars identical | Docusaurus build | imdocs migrate + build |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of reports) {
  const routesSame = r.routesOnlyDocusaurus.length === 0 && r.routesOnlyImdocs.length === 0;
  const b = r.imdocs.build;
  console.log(
    `| ${r.name} (${r.commit}) | ${r.pages} | ${r.built} (${pct(r.built, r.pages)}) | ${r.matching} (${pct(r.matching, r.pages)}) | ` +
      `${routesSame ? 'yes' : `no: −${r.routesOnlyDocusaurus.length} +${r.routesOnlyImdocs.length}`}${r.ownSearch.length ? ` (+ ${r.ownSearch.join(' ')}: imdocs' search page)` : ''} | ${r.sidebarIdentical} / ${r.sidebarPages} | ` +
      `${secs(r.docusaurus.build.seconds)}, ${mib(r.docusaurus.build.peakRss)} | ${secs(r.imdocs.migrateSeconds)} + ${b ? `${secs(b.seconds)}, ${mib(b.peakRss)}${r.imdocs.ok ? '' : ' (failed)'}${r.imdocs.relaxed.length ? ` (with ${r.imdocs.relaxed.join(', ')})` : ''}` : 'not run'} |`,
  );
}
for (const r of reports) {
  console.log(`\n### ${r.name}: differences by cause (pages)`);
  for (const [kind, k] of Object.entries(r.byKind)) console.log(`  ${kind}: ${k.pages} pages, ${k.built} built, ${k.matching} matching`);
  if (r.routesOnlyDocusaurus.length)
    console.log(`  routes only Docusaurus has (${r.routesOnlyDocusaurus.length}): ${r.routesOnlyDocusaurus.slice(0, 12).join(' ')}`);
  if (r.ownSearch.length)
    console.log(
      `  known difference: imdocs' own search page ${r.ownSearch.join(' ')} (the Docusaurus site has no search page; not counted as a route difference)`,
    );
  if (r.routesOnlyImdocs.length) console.log(`  routes only imdocs has (${r.routesOnlyImdocs.length}): ${r.routesOnlyImdocs.slice(0, 12).join(' ')}`);
  console.log(`  redirect pages: Docusaurus ${r.redirects.docusaurus}, imdocs ${r.redirects.imdocs}`);
  if (r.imdocs.relaxed.length) console.log(`  imdocs built only with ${r.imdocs.relaxed.join(', ')} in the migrated config (see the first build's errors)`);
  for (const s of r.imdocs.setAside) console.log(`  set aside (build error): ${s.file}: ${s.error}`);
  if (r.imdocs.error) console.log(`  imdocs build failed:\n${r.imdocs.error.replace(/^/gm, '    ')}`);
  for (const c of r.causes) {
    console.log(`  - ${c.cause}: ${c.pages} pages (e.g. ${c.examples.join(', ')})`);
    for (const t of c.top) console.log(`      ${t.pages} × ${t.item}`);
  }
  if (r.imdocs.notCarried.length) console.log(`  migrate: not carried over: ${r.imdocs.notCarried.join(' | ')}`);
}
console.log(
  '\nTimes are wall-clock cold builds (no cache) on this machine, not counting npm install; memory is the peak RSS of the whole process tree. ' +
    'A page matches when its title and heading outline are the same, and its text (word trigrams), code lines, links and images are ≥ 95 % similar (bench/docusaurus/compare.ts).',
);
const json = opt('json');
if (json) fs.writeFileSync(path.resolve(json), JSON.stringify(reports, null, 2));
