// Worker bootstrap: Node 20 does not carry the parent's module loader (tsx) into worker threads, so the
// worker registers tsx itself, then loads the TypeScript module named in workerData.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.script);
