/** The folder of the compiled engine for the sources as they are now (engine.mjs). */
export function compiledEngine(options?: { srcDir?: string; cacheDir?: string }): Promise<string>;
/** The packages bundled into the compiled engine's `vendor/` folder (engine.mjs). */
export const VENDORED: readonly string[];
