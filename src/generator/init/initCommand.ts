import path from 'node:path';
import { color, type Logger } from '../log.ts';
import { enginePackage } from '../engine.ts';
import { imdocsDependency } from './dependency.ts';
import { initSite } from './initSite.ts';

/** `imdocs init [dir] [--imdocs spec]`: writes the site, then says what to run next. */
export function initCommand({ dir, imdocs, logger }: { dir: string; imdocs?: string; logger: Logger }): void {
  const to = path.resolve(dir);
  const { written, keptPackageJson } = initSite({ dir: to, imdocs: imdocsDependency(imdocs, enginePackage().version) });
  const where = path.relative(process.cwd(), to) || '.';
  logger.info(`${color.green('✔')} wrote a two-locale imdocs site (${written.length} files) to ${where}`);
  if (keptPackageJson) logger.info(`  ${where}/package.json was already there and is left as it is: it needs imdocs among its dependencies.`);
  logger.info(`\nNext:\n  ${where === '.' ? '' : `cd ${where} && `}npm install && npm start`);
}
