import path from 'node:path';
import { color, type Logger } from '../log.ts';
import { engineSources } from '../engine.ts';
import { migrateSite } from './migrateSite.ts';

/** This imdocs checkout (the new site's package.json depends on it), whichever engine runs (engine.ts). */
const engineDir = path.dirname(engineSources);

/** `imdocs migrate <docusaurus-site> [--out dir]`: writes the site, then lists what it could not carry over. */
export async function migrateCommand({ site, out, logger }: { site: string; out: string; logger: Logger }): Promise<void> {
  const from = path.resolve(site);
  const to = path.resolve(out);
  const { written, notCarried } = await migrateSite({ from, to, engineDir });
  logger.info(`${color.green('✔')} wrote an imdocs site with ${written.length} files to ${path.relative(process.cwd(), to) || '.'}`);
  if (notCarried.length) {
    logger.info(`\nNot carried over (${notCarried.length}):`);
    for (const note of notCarried) logger.info(`  - ${note}`);
  }
  const cd = path.relative(process.cwd(), to);
  logger.info(`\nNext:\n  ${cd ? `cd ${cd} && ` : ''}npm install && npm start\n(or, without installing, from the imdocs folder: npm run build -- --dir ${to})`);
}
