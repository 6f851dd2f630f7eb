/**
 * Debian's nginx serving a folder with deploy/nginx.conf, for the tests: started on a free localhost port as a
 * foreground process with its own prefix, pid, log and temp folders (nothing of the system's nginx is touched),
 * and stopped by `close()`. Brotli is on when Debian's libnginx-mod-http-brotli-filter is installed.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { repoRoot } from './site.ts';

export const NGINX = '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

export interface RunningNginx {
  url: string;
  brotli: boolean;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** deploy/nginx.conf with its `listen` and `root` pointed at `port` and `root`, and the brotli snippet included. */
export function siteConfig(root: string, port: number, brotli: string | undefined): string {
  let conf = fs.readFileSync(path.join(repoRoot, 'deploy', 'nginx.conf'), 'utf8');
  for (const [from, to] of [
    ['listen 80;', `listen 127.0.0.1:${port};`],
    ['root /srv/imdocs/build;', `root ${root};`],
  ]) {
    if (!conf.includes(from)) throw new Error(`deploy/nginx.conf no longer says "${from}"`);
    conf = conf.replace(from, to);
  }
  if (brotli) {
    const end = conf.lastIndexOf('}');
    conf = `${conf.slice(0, end)}    include ${brotli};\n${conf.slice(end)}`;
  }
  return conf;
}

export async function startNginx(root: string): Promise<RunningNginx> {
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx (.ci/run installs it)`);
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-nginx-'));
  const brotli = fs.existsSync(BROTLI_MODULE);
  const port = await freePort();
  fs.copyFileSync('/etc/nginx/mime.types', path.join(prefix, 'mime.types'));
  if (brotli) fs.copyFileSync(path.join(repoRoot, 'deploy', 'nginx-brotli.conf'), path.join(prefix, 'brotli.conf'));
  fs.writeFileSync(path.join(prefix, 'site.conf'), siteConfig(fs.realpathSync(root), port, brotli ? path.join(prefix, 'brotli.conf') : undefined));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${path.join(prefix, t)};`).join('\n');
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `${brotli ? `load_module ${BROTLI_MODULE};\n` : ''}daemon off;\nworker_processes 1;\npid ${path.join(prefix, 'nginx.pid')};\n` +
      `error_log ${path.join(prefix, 'error.log')} warn;\nevents { worker_connections 128; }\n` +
      `http {\n  access_log off;\n${temp}\n  include ${path.join(prefix, 'site.conf')};\n}\n`,
  );
  const args = ['-p', `${prefix}/`, '-e', path.join(prefix, 'error.log'), '-c', path.join(prefix, 'nginx.conf')];
  const check = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child = spawn(NGINX, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Up when the port accepts a connection.
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${stderr}${fs.readFileSync(path.join(prefix, 'error.log'), 'utf8')}`);
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (up) break;
    if (i > 200) throw new Error('nginx did not answer within 10 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    brotli,
    close: async () => {
      // QUIT: finish what is in flight, then exit (the master takes its worker with it).
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
