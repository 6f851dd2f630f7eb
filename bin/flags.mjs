import v8 from 'node:v8';

/**
 * Process-wide settings of every `imdocs` command, set before the engine loads (bin/imdocs.mjs, bin/imdocs.ts).
 *
 * React's production build renders several times faster than its development build.
 *
 * V8 grows a heap by a factor it picks from the collector's speed, and on a machine with memory to spare it lets
 * the render threads' heaps (mostly garbage between pages) grow by up to 4x. A fixed factor of 2 keeps them
 * smaller: the 2 x 400 corpus's cold build peaked at 676-789 MiB instead of 859-943 MiB, in the same time
 * (25-26 s, four runs each). The flag is read at every collection, by the worker threads started later too.
 * A render thread allocates mostly short-lived parser and renderer objects: with a young generation of 32 MB
 * semi-spaces instead of V8's default, fewer of them survive a scavenge to be copied and promoted. The
 * 2 x 400 corpus's render stage took 16.7-17.9 s instead of 21.8-23.8 s (alternated runs, on two threads), for
 * 20-40 MB more peak memory; 64 MB semi-spaces were no faster and cost 170 MB. Worker threads start with it.
 */
export function setFlags() {
  process.env.NODE_ENV ??= 'production';
  v8.setFlagsFromString('--heap-growing-percent=100');
  v8.setFlagsFromString('--max-semi-space-size=32');
}
