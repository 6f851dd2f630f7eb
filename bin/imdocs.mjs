#!/usr/bin/env node
// The `imdocs` command on plain Node: the engine compiled to JavaScript (engine.mjs), compiled first when its
// sources changed. `imdocs dev` runs on the sources themselves, through tsx, so that an edit of the theme
// reloads the render threads with it (bin/imdocs.ts runs every command that way). So does any command when the
// engine cannot be compiled (a read-only install): slower to start, otherwise the same.
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { setFlags } from './flags.mjs';
import { compiledEngine } from './engine.mjs';

setFlags();
let engine;
if (process.argv[2] !== 'dev') {
  try {
    engine = await compiledEngine();
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
