import path from 'node:path';
import { loadConfig } from '../config/loadConfig.ts';
import { UserError } from '../errors.ts';
import type { Logger } from '../log.ts';
import { pushToAlgolia } from './algoliaPush.ts';

export interface IndexCommandOptions {
  dir: string;
  out: string;
  algolia?: boolean;
  dryRun?: boolean;
  logger: Logger;
}

/** `imdocs index --algolia`: pushes the records of an existing build, admin key from ALGOLIA_ADMIN_KEY. */
export async function indexCommand(opts: IndexCommandOptions): Promise<number> {
  if (!opts.algolia)
    throw new UserError('Nothing to do: pass --algolia', { hint: 'imdocs index --algolia (the embedded Pagefind index is written by imdocs build)' });
  const siteDir = path.resolve(opts.dir);
  const { config } = await loadConfig(siteDir);
  await pushToAlgolia({
    buildDir: path.resolve(siteDir, opts.out),
    config,
    adminKey: process.env.ALGOLIA_ADMIN_KEY ?? '',
    logger: opts.logger,
    dryRun: opts.dryRun,
  });
  return 0;
}
