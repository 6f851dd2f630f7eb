import path from 'node:path';
import fs from 'node:fs';
import { startStaticServer, type RunningServer } from './staticServer.ts';
import { UserError } from '../errors.ts';
import { BUILD_MARKER } from '../build/writeSiteFiles.ts';
import { color, type Logger } from '../log.ts';

export interface ServeOptions {
  dir: string;
  out: string;
  port: string | number;
  host: string;
  logger: Logger;
}

/** `imdocs serve`: previews a finished build exactly as a static host would serve it. */
export async function serveCommand(opts: ServeOptions): Promise<RunningServer> {
  const dir = path.resolve(opts.dir, opts.out);
  if (!fs.existsSync(path.join(dir, BUILD_MARKER))) throw new UserError(`No build in ${dir}`, { hint: 'run `imdocs build` first' });
  const port = Number(opts.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UserError(`Invalid --port "${opts.port}"`, { hint: 'a number from 0 to 65535' });
  let running: RunningServer;
  try {
    running = await startStaticServer({ dir, port, host: opts.host });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'EADDRINUSE') throw new UserError(`Port ${port} is already in use`, { hint: 'pass another --port' });
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
      throw new UserError(`Cannot bind to host "${opts.host}"`, { hint: 'use 127.0.0.1, or 0.0.0.0 to expose the server on the network' });
    throw error;
  }
  opts.logger.info(`${color.green('✔')} serving ${path.relative(process.cwd(), dir) || dir} at ${color.cyan(running.url)}  (Ctrl+C to stop)`);
  if (opts.host !== '127.0.0.1' && opts.host !== 'localhost' && opts.host !== '::1')
    opts.logger.warn(`listening on ${opts.host}: the site is reachable from other machines`);
  return running;
}
