import path from 'node:path';
import { color, type Logger } from '../log.ts';
import { enginePackage } from '../engine.ts';
import { imdocsDependency } from '../init/dependency.ts';
import { migrateSite } from './migrateSite.ts';

/**
 * `imdocs migrate <docusaurus-site> [--out dir] [--imdocs spec] [--root dir]`: writes the site, then lists what it could not
 * carry over. The new site depends on this version of imdocs, or on `--imdocs` (a tarball, a folder, a range).
 */
export async function migrateCommand({
  site,
  out,
  imdocs,
  root,
  logger,
}: {
  site: string;
  out: string;
  imdocs?: string;
  root?: string;
  logger: Logger;
}): Promise<void> {
  const from = path.resolve(site);
  const to = path.resolve(out);
  const engine = enginePackage();
  const { written, notCarried } = await migrateSite({ from, to, engineDir: engine.dir, imdocs: imdocsDependency(imdocs, engine.version), root });
  logger.info(`${color.green('✔')} wrote an imdocs site with ${written.length} files to ${path.relative(process.cwd(), to) || '.'}`);
  if (notCarried.length) {
    logger.info(`\nNot carried over (${notCarried.length}):`);
    for (const note of notCarried) logger.info(`  - ${note}`);
  }
  const cd = path.relative(process.cwd(), to);
  logger.info(`\nNext:\n  ${cd ? `cd ${cd} && ` : ''}npm install && npm start\n(or, without installing, from the imdocs folder: npm run build -- --dir ${to})`);
}
