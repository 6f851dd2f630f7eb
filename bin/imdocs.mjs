#!/usr/bin/env node
// The `imdocs` command on plain Node: the engine compiled to JavaScript. Installed from npm, the package's own
// (dist/, compiled before packing): nothing is compiled or hashed at start. In a checkout (src/ beside bin/),
// the copy bin/engine.mjs compiles when the sources changed. (`imdocs dev` compiles again when the checkout's
// theme is edited, and restarts its render threads on that copy.) A checkout whose engine cannot be compiled (a
// read-only folder) runs on the sources through tsx, as bin/imdocs.ts runs every command: slower to start,
// otherwise the same.
import fs from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { setFlags } from './flags.mjs';
import { supervise } from './supervise.mjs';

// `build`, `check` and `migrate` run in a child process watched from here (see supervise.mjs).
const supervised = supervise(fileURLToPath(import.meta.url));
if (supervised) process.exit(await supervised);
setFlags();
const root = fileURLToPath(new URL('../', import.meta.url));
let engine;
if (!fs.existsSync(path.join(root, 'src')) && fs.existsSync(path.join(root, 'dist', 'engine.json'))) engine = path.join(root, 'dist');
else {
  const { compiledEngine, markInUse } = await import('./engine.mjs');
  try {
    engine = await compiledEngine();
    markInUse(engine);
  } catch (error) {
    process.stderr.write(`imdocs: the engine could not be compiled (${error.message.split('\n')[0]}); running on its sources instead.\n`);
  }
}
let cli;
if (engine) cli = await import(pathToFileURL(path.join(engine, 'src', 'generator', 'cli.js')).href);
else {
  const { register } = await import('tsx/esm/api');
  register();
  cli = await import('../src/generator/cli.ts');
}
await cli.run(process.argv);
