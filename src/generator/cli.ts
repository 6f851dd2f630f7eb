import path from 'node:path';
import { Command, InvalidArgumentError, Option } from 'commander';
import { UsageError } from './errors.ts';
import { createLogger, reportError, color, type Logger } from './log.ts';
import { build, type BuildStats } from './build/build.ts';
import { containedBuild } from './contained/launch.ts';
import { enginePackage } from './engine.ts';

/** Exit codes (also listed in the README). */
export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;

/** A whole number within [min, max], for commander's argument parsing (a bad value is a usage error: exit 2). */
function integer(min: number, max: number) {
  return (value: string): number => {
    const n = Number(value);
    if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < min || n > max)
      throw new InvalidArgumentError(`expected a whole number from ${min} to ${max}.`);
    return n;
  };
}

interface CommonOptions {
  dir: string;
  out: string;
  locale?: string[];
  verbose?: boolean;
}

function common(cmd: Command): Command {
  return cmd
    .option('--dir <path>', 'site folder (holds site.config.ts)', '.')
    .option('--out <path>', 'output folder, relative to the site folder', 'build')
    .option('--locale <locale...>', 'only these locales (default: all)')
    .option('--verbose', 'print phase timings and memory');
}

export function summarizeBuild(stats: BuildStats): string {
  const perLocale = Object.entries(stats.pagesPerLocale)
    .map(([l, n]) => `${l} ${n}`)
    .join(', ');
  const secs = (stats.durationMs / 1000).toFixed(2);
  const rate = (stats.pages / (stats.durationMs / 1000)).toFixed(0);
  const rss = (process.memoryUsage().rss / 1048576).toFixed(0);
  return `${color.green('✔')} built ${stats.pages} pages (${perLocale}) in ${secs}s, ${rate} pages/s, ${stats.fallbacks} untranslated fallback(s), ${stats.warnings.length} warning(s), rss ${rss} MB → ${path.relative(process.cwd(), stats.outDir) || '.'}`;
}

export function printWarnings(logger: Logger, stats: BuildStats, verbose?: boolean): void {
  const missing = stats.warnings.filter((w) => w.code === 'missing-translation');
  const others = stats.warnings.filter((w) => w.code !== 'missing-translation');
  for (const w of others) logger.warn(w.message);
  if (missing.length) {
    if (verbose || missing.length <= 10) for (const w of missing) logger.warn(w.message);
    else logger.warn(`${missing.length} pages have no translation and fall back to the default locale (--verbose lists them)`);
  }
}

export async function runBuild(
  opts: CommonOptions & { cache?: boolean; workers?: number; drafts?: boolean; search?: boolean },
  logger: Logger,
): Promise<BuildStats> {
  const stats = await build({
    siteDir: path.resolve(opts.dir),
    outDir: opts.out,
    locales: opts.locale,
    cache: opts.cache,
    workers: opts.workers,
    includeDrafts: opts.drafts,
    search: opts.search,
    logger,
  });
  logger.done?.();
  printWarnings(logger, stats, opts.verbose);
  if (opts.verbose) for (const [name, ms] of Object.entries(stats.timings)) logger.info(color.dim(`  ${name.padEnd(28)} ${ms.toFixed(0).padStart(6)} ms`));
  logger.info(summarizeBuild(stats));
  return stats;
}

/** `imdocs build --contained`: the same build, in a contained process (contained/launch.ts). */
function runContained(opts: CommonOptions & { cache?: boolean; workers?: number; drafts?: boolean; search?: boolean }): Promise<number> {
  const siteDir = path.resolve(opts.dir);
  const outDir = path.resolve(siteDir, opts.out);
  const args = ['--dir', siteDir, '--out', outDir];
  if (opts.locale) args.push('--locale', ...opts.locale);
  if (opts.verbose) args.push('--verbose');
  if (opts.cache === false) args.push('--no-cache');
  if (opts.search === false) args.push('--no-search');
  if (opts.workers !== undefined) args.push('--workers', String(opts.workers));
  if (opts.drafts) args.push('--drafts');
  return containedBuild({ siteDir, outDir, args });
}

export function createProgram(): Command {
  const program = new Command('imdocs')
    .description('Build, preview and check a documentation site')
    .version(enginePackage().version, '-v, --version', 'print the version of imdocs')
    .showHelpAfterError()
    .exitOverride();

  common(program.command('build'))
    .description('build the static site into the output folder')
    .option('--no-cache', 'ignore the compile cache')
    .option('--no-search', 'skip the search index')
    .option('--workers <n>', 'render threads, 1 to 64 (default: 1, or one per core up to 4 from 60 pages)', integer(1, 64))
    .option('--drafts', 'include draft pages')
    .option('--contained', "for untrusted pull requests: the site's code runs without the environment, child processes or writes outside the output")
    .addHelpText('after', '\nExample:\n  imdocs build --locale en --verbose')
    .action(async (opts) => {
      if (opts.contained) {
        process.exitCode = await runContained(opts);
        return;
      }
      const logger = createLogger({ verbose: opts.verbose });
      await runBuild(opts, logger);
    });

  common(program.command('serve'))
    .description('serve a finished build as a static host would')
    .addOption(new Option('--port <port>', 'port (0 picks a free one)').default(3000).argParser(integer(0, 65535)))
    .option('--host <host>', 'interface to bind', '127.0.0.1')
    .addHelpText('after', '\nExample:\n  imdocs serve --port 8080')
    .action(async (opts) => {
      const { serveCommand } = await import('./serve/serveCommand.ts');
      await serveCommand({ ...opts, logger: createLogger({ verbose: opts.verbose }) });
    });

  common(program.command('dev'))
    .description('build, serve and rebuild on change, reloading the browser')
    .addOption(new Option('--port <port>', 'port (0 picks a free one)').default(3000).argParser(integer(0, 65535)))
    .option('--host <host>', 'interface to bind', '127.0.0.1')
    .option('--open', 'open the browser')
    .addHelpText('after', '\nExample:\n  imdocs dev --locale zh-Hans --port 3001')
    .action(async (opts) => {
      const { devCommand } = await import('./dev/devCommand.ts');
      await devCommand({ ...opts, logger: createLogger({ verbose: opts.verbose }) });
    });

  common(program.command('index'))
    .description('push the built search records to a hosted engine (admin key from ALGOLIA_ADMIN_KEY)')
    .option('--algolia', 'replace the Algolia index configured in search.algolia with the records of the build')
    .option('--dry-run', 'write the records to <out>/_imdocs/algolia-records.json instead of sending them')
    .addHelpText('after', '\nExample:\n  ALGOLIA_ADMIN_KEY=… imdocs index --algolia')
    .action(async (opts) => {
      const { indexCommand } = await import('./search/indexCommand.ts');
      process.exitCode = await indexCommand({ ...opts, logger: createLogger({ verbose: opts.verbose }) });
    });

  common(program.command('check'))
    .description('build if needed, then check every link and anchor of the build')
    .option('--external', 'also check external links')
    .option('--browser', 'open every sitemap URL in Chromium: console errors, axe, page weight')
    .option('--json', 'print the report as JSON')
    .option('--no-build', 'check the existing build as is')
    .addHelpText(
      'after',
      '\nExit codes: 0 all good; 1 a broken link, anchor or cross-locale link, a failed build, a search\nrecall failure, or (with --browser) a console error, axe violation or page over the weight budget;\n2 bad usage.\n\nExample:\n  imdocs check --external --json > report.json',
    )
    .action(async (opts) => {
      const { checkCommand } = await import('./check/checkCommand.ts');
      const code = await checkCommand({ ...opts, logger: createLogger({ verbose: opts.verbose, quiet: opts.json }) });
      process.exitCode = code;
    });

  program
    .command('migrate')
    .description('convert a Docusaurus site into an imdocs site, listing what could not be carried over')
    .argument('<docusaurus-site>', 'folder of the Docusaurus site (holds docusaurus.config.js|ts|mjs)')
    .option('--out <path>', 'folder to write the imdocs site into (must not hold a site yet)', '.')
    .option('--imdocs <spec>', "the new package.json's imdocs dependency: a tarball or folder (file:), or a version range (default: this version)")
    .option('--root <dir>', 'the folder migrate may read files from besides the site, e.g. docs at ../docs (default: the git repository that holds the site)')
    .addHelpText('after', '\nExample:\n  imdocs migrate ../my-site --out my-imdocs && cd my-imdocs && npm install && npm start')
    .action(async (site: string, opts: { out: string; imdocs?: string; root?: string }) => {
      const { migrateCommand } = await import('./migrate/migrateCommand.ts');
      await migrateCommand({ site, out: opts.out, imdocs: opts.imdocs, root: opts.root, logger: createLogger() });
    });

  program
    .command('init')
    .description('write a new two-locale site (English and Simplified Chinese): config, docs with a sidebar, a blog post')
    .argument('[dir]', 'folder to write the site into (created if missing; must not hold a site yet)', '.')
    .option('--imdocs <spec>', "the new package.json's imdocs dependency: a tarball or folder (file:), or a version range (default: this version)")
    .addHelpText('after', '\nExample:\n  npx imdocs init my-docs && cd my-docs && npm install && npm start')
    .action(async (dir: string, opts: { imdocs?: string }) => {
      const { initCommand } = await import('./init/initCommand.ts');
      initCommand({ dir, imdocs: opts.imdocs, logger: createLogger() });
    });

  return program;
}

/**
 * A reader that closed the pipe (`imdocs check --json | head`, `imdocs build --help | head`) has read all it wanted:
 * the command stops quietly, with the exit code so far, instead of dying on the unhandled EPIPE of its next write.
 */
function stopWhenOutputCloses(stream: NodeJS.WriteStream & { imdocsEpipe?: true }): void {
  if (stream.imdocsEpipe) return;
  stream.imdocsEpipe = true;
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit();
  });
}

export async function run(argv: string[]): Promise<void> {
  stopWhenOutputCloses(process.stdout);
  stopWhenOutputCloses(process.stderr);
  const program = createProgram();
  try {
    await program.parseAsync(argv);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'commander.helpDisplayed' || code === 'commander.version' || code === 'commander.help') return;
    if (code?.startsWith('commander.')) {
      process.exitCode = EXIT.usage;
      return;
    }
    if (error instanceof UsageError) {
      console.error(`error: ${error.message}`);
      process.exitCode = EXIT.usage;
      return;
    }
    reportError(createLogger(), error);
    process.exitCode = EXIT.failure;
  }
}
