#!/usr/bin/env node
// The `imdocs` command on plain Node: the engine compiled to JavaScript (engine.mjs), compiled first when its
// sources changed. (`imdocs dev` compiles again when its theme is edited, and restarts its render threads on
// that copy.) A command whose engine cannot be compiled (a read-only install) runs on the sources through tsx,
// as bin/imdocs.ts runs every command: slower to start, otherwise the same.
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { setFlags } from './flags.mjs';
import { compiledEngine, markInUse } from './engine.mjs';

setFlags();
let engine;
try {
  engine = await compiledEngine();
  markInUse(engine);
} catch (error) {
  process.stderr.write(`imdocs: the engine could not be compiled (${error.message.split('\n')[0]}); running on its sources instead.\n`);
}
let cli;
if (engine) cli = await import(pathToFileURL(path.join(engine, 'src', 'generator', 'cli.js')).href);
else {
  const { register } = await import('tsx/esm/api');
  register();
  cli = await import('../src/generator/cli.ts');
}
await cli.run(process.argv);
