import path from 'node:path';
import { spawn } from 'node:child_process';
import { UserError } from '../errors.ts';
import { color, type Logger } from '../log.ts';
import { startDevServer, type DevServer } from './devServer.ts';
import { loadConfig } from '../config/loadConfig.ts';
import { pickLocales } from '../build/loadSite.ts';

export interface DevCommandOptions {
  dir: string;
  out: string;
  locale?: string[];
  verbose?: boolean;
  port: string | number;
  host: string;
  open?: boolean;
  logger: Logger;
}

function openBrowser(url: string): void {
  const cmd = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'cmd' : 'xdg-open';
  const args = process.platform === 'win32' ? ['/c', 'start', '', url] : [url];
  try {
    spawn(cmd, args, { stdio: 'ignore', detached: true })
      .on('error', () => {})
      .unref();
  } catch {
    /* no browser here: the URL is printed anyway */
  }
}

/**
 * `imdocs dev`: serves every locale from memory-fresh output, rebuilding only what a save affects. Runs until
 * Ctrl+C. (`--out` is accepted for symmetry with the other commands; dev writes to a private temp folder
 * so a running dev server never clobbers a release build.)
 */
export async function devCommand(opts: DevCommandOptions): Promise<DevServer> {
  const port = Number(opts.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UserError(`Invalid --port "${opts.port}"`, { hint: 'a number from 0 to 65535' });
  const siteDir = path.resolve(opts.dir);
  // A locale the site does not have is a usage error (exit 2), before anything starts.
  if (opts.locale?.length) pickLocales((await loadConfig(siteDir)).config, opts.locale);
  const started = performance.now();
  opts.logger.progress?.('starting dev server');
  let dev: DevServer;
  try {
    dev = await startDevServer({ siteDir, port, host: opts.host, locales: opts.locale, logger: opts.logger });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'EADDRINUSE') throw new UserError(`Port ${port} is already in use`, { hint: 'pass another --port' });
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
      throw new UserError(`Cannot bind to host "${opts.host}"`, { hint: 'use 127.0.0.1, or 0.0.0.0 to expose the server on the network' });
    throw error;
  }
  opts.logger.done?.();
  const model = dev.site.model;
  const pages = model ? model.routes.size : 0;
  const locales = model?.locales.join(', ') ?? '';
  opts.logger.info(
    `${color.green('✔')} dev server ready in ${((performance.now() - started) / 1000).toFixed(1)}s: ${pages} pages (${locales}) at ${color.cyan(dev.url)}`,
  );
  if (model) for (const l of model.locales.filter((l) => l !== model.config.i18n.defaultLocale)) opts.logger.info(`  ${l}: ${color.cyan(`${dev.url}/${l}`)}`);
  if (!['127.0.0.1', 'localhost', '::1'].includes(opts.host)) opts.logger.warn(`listening on ${opts.host}: the dev server is reachable from other machines`);
  opts.logger.info(color.dim('  watching content/, i18n/, static/, site.config.ts, the theme and the files pages read; Ctrl+C to stop'));
  if (opts.open) openBrowser(dev.url);
  const stop = () => {
    void dev.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return dev;
}
