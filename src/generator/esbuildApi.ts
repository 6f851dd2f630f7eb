import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type * as Esbuild from 'esbuild';

/**
 * The esbuild API the engine bundles with. Normally the `esbuild` package, whose JavaScript drives esbuild's
 * native binary in a child process. In a contained build (`imdocs build --contained`, see contained/launch.ts)
 * the process may not start one, so the same API comes from `esbuild-wasm` (the same version, pinned) run in
 * this thread: its browser build, whose Go runtime is given Node's `fs` (as esbuild-wasm's own Node runner gives
 * it), so every file esbuild reads or writes goes through Node and its permission model.
 */
export type EsbuildApi = Pick<typeof Esbuild, 'build' | 'version'> & { stop(): Promise<void> };

/** Whether this process runs under Node's permission model without the right to start processes. */
export const cannotSpawn = (): boolean => {
  const permission = (process as { permission?: { has(scope: string): boolean } }).permission;
  return permission !== undefined && !permission.has('child');
};

let api: Promise<EsbuildApi> | undefined;

/** esbuild's API for this thread (loaded once). */
export function esbuildApi(): Promise<EsbuildApi> {
  api ??= cannotSpawn() ? wasmEsbuild() : (import('esbuild') as Promise<EsbuildApi>);
  return api;
}

/**
 * What Go's `syscall/js` file layer calls: Node's `fs`, except that esbuild's service talks to its JavaScript
 * side through file descriptors 0 (requests in) and 1 (responses out), which esbuild's browser glue provides by
 * assigning `read` and `writeSync` (kept apart here, for those descriptors only). A refusal of the permission
 * model (ERR_ACCESS_DENIED, unknown to Go, which would panic on it) reaches Go as EACCES.
 */
function goFs(): Record<string, unknown> {
  const denied = (error: NodeJS.ErrnoException | null) => {
    if (error?.code !== 'ERR_ACCESS_DENIED') return error;
    const refused = new Error(`${error.message} (${(error as { resource?: string }).resource ?? ''})`) as NodeJS.ErrnoException;
    refused.code = 'EACCES';
    return refused;
  };
  const out: Record<string, unknown> = { constants: fs.constants };
  for (const [name, fn] of Object.entries(fs)) {
    if (typeof fn !== 'function' || name.endsWith('Sync') || /^[A-Z]/.test(name)) continue;
    out[name] = (...args: unknown[]) => {
      const callback = args.at(-1);
      if (typeof callback !== 'function') return (fn as (...a: unknown[]) => unknown).apply(fs, args);
      args[args.length - 1] = (error: NodeJS.ErrnoException | null, ...rest: unknown[]) => callback(denied(error), ...rest);
      try {
        return (fn as (...a: unknown[]) => unknown).apply(fs, args);
      } catch (error) {
        callback(denied(error as NodeJS.ErrnoException));
      }
    };
  }
  type Read = (fd: number, ...rest: unknown[]) => void;
  type WriteSync = (fd: number, buffer: Uint8Array) => number;
  const fileRead = out.read as Read;
  const fileWrite = out.write as (fd: number, buffer: Uint8Array, offset: number, length: number, position: unknown, callback: Function) => void;
  let stdinRead: Read | undefined;
  let stdoutWrite: WriteSync | undefined;
  const service = (fd: number) => fd === 1 || fd === 2;
  Object.defineProperties(out, {
    read: {
      get:
        () =>
        (fd: number, ...rest: unknown[]) =>
          fd === 0 ? stdinRead!(fd, ...rest) : fileRead(fd, ...rest),
      set: (f: Read) => (stdinRead = f),
    },
    writeSync: {
      get: () => (fd: number, buffer: Uint8Array) => (service(fd) ? stdoutWrite!(fd, buffer) : fs.writeSync(fd, buffer)),
      set: (f: WriteSync) => (stdoutWrite = f),
    },
    write: {
      value: (fd: number, buffer: Uint8Array, offset: number, length: number, position: unknown, callback: Function) => {
        if (!service(fd)) return fileWrite(fd, buffer, offset, length, position, callback);
        try {
          callback(null, stdoutWrite!(fd, buffer.subarray(offset, offset + length)));
        } catch (error) {
          callback(error);
        }
      },
    },
  });
  return out;
}

/**
 * esbuild-wasm's browser build, evaluated with a `self` of its own (its Go glue copies its globals from `self`):
 * the glue's `fs` and `path` are Node's, and the process's globals stay as they were.
 */
async function wasmEsbuild(): Promise<EsbuildApi> {
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve('esbuild-wasm/package.json'));
  const self: Record<string, unknown> = { fs: goFs(), path };
  for (const name of Object.getOwnPropertyNames(globalThis))
    if (!(name in self)) Object.defineProperty(self, name, { get: () => (globalThis as Record<string, unknown>)[name] });
  const module = { exports: {} as typeof Esbuild & { initialize(o: object): Promise<void>; stop?(): void } };
  new Function('self', 'module', 'exports', 'require', fs.readFileSync(path.join(dir, 'lib', 'browser.js'), 'utf8'))(self, module, module.exports, require);
  const wasm = module.exports;
  await wasm.initialize({ wasmModule: await WebAssembly.compile(fs.readFileSync(path.join(dir, 'esbuild.wasm'))), worker: false });
  // The service runs on this thread's event loop until the process ends; `stop` would have to start it again.
  return { build: wasm.build, version: wasm.version, stop: async () => {} };
}
