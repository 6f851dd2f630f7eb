#!/usr/bin/env -S node --import tsx
// The `imdocs` command on the engine's sources, through tsx (the tests, and `node --import tsx bin/imdocs.ts`);
// bin/imdocs.mjs runs the same engine compiled to JavaScript.
import { setFlags } from './flags.mjs';

setFlags();
const { run } = await import('../src/generator/cli.ts');

await run(process.argv);
