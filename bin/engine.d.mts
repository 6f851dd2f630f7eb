/** The folder of the compiled engine for the sources as they are now (engine.mjs). */
export function compiledEngine(options?: { srcDir?: string; cacheDir?: string }): Promise<string>;
