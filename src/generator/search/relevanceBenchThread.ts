/**
 * A thread of `runRelevanceBench({ threads })`: runs its share of the queries against the build, with its own
 * loopback server, and posts the outcomes (or the error's message) back.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { runQueries, type BenchQuery } from './relevanceBench.ts';

const { buildDir, queries, defaultLocale } = workerData as { buildDir: string; queries: BenchQuery[]; defaultLocale: string };
try {
  parentPort!.postMessage({ outcomes: await runQueries(buildDir, queries, defaultLocale) });
} catch (error) {
  parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
