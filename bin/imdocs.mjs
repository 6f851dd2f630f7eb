#!/usr/bin/env node
// The `imdocs` command on plain Node: the engine compiled to JavaScript (engine.mjs), compiled first when its
// sources changed. `imdocs dev` runs on the sources themselves, through tsx, so that an edit of the theme
// reloads the render threads with it (bin/imdocs.ts runs every command that way).
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { setFlags } from './flags.mjs';
import { compiledEngine } from './engine.mjs';

setFlags();
let cli;
if (process.argv[2] === 'dev') {
  const { register } = await import('tsx/esm/api');
  register();
  cli = await import('../src/generator/cli.ts');
} else {
  cli = await import(pathToFileURL(path.join(await compiledEngine(), 'src', 'generator', 'cli.js')).href);
}
await cli.run(process.argv);
