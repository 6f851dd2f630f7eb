#!/usr/bin/env -S node --import tsx
// React's production build renders several times faster than its development build.
process.env.NODE_ENV ??= 'production';
const { run } = await import('../src/generator/cli.ts');

await run(process.argv);
