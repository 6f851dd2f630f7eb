// Worker bootstrap: Node 20 does not carry the parent's module loader (tsx) into worker threads, so a worker
// of the engine's sources registers tsx itself, then loads the TypeScript module named in workerData. The
// compiled engine (bin/engine.mjs) names a JavaScript module, which needs no loader.
import { workerData } from 'node:worker_threads';

if (/\.tsx?$/.test(new URL(workerData.script).pathname)) {
  const { register } = await import('tsx/esm/api');
  register();
}
await import(workerData.script);
