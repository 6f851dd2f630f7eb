import type { Logger } from '../log.ts';
import type { SiteConfig, Warning } from '../types.ts';
import type { ReferencesByLocale } from '../../shared/reference.ts';
import { restapiSource } from './restapi/source.ts';
import { sdkSource } from './sdk/source.ts';

export interface ReferenceLoadContext {
  siteDir: string;
  config: SiteConfig;
  locales: string[];
  logger: Logger;
  /** Where a source may keep results between builds (absent: no cache). */
  cacheDir?: string;
  /** Whether a source that loads on a thread of its own keeps it for the next load (`imdocs dev`). */
  keepThread?: boolean;
}

/** What one source produced. */
export interface LoadedReference {
  /** locale → the data MDX components of that locale read through `useReference(name)`. */
  byLocale: Record<string, unknown>;
  warnings: Warning[];
  /** Files published into the build, by output path (`restapi/openapi.json`) → content. */
  files?: Record<string, string | Buffer>;
  /** locale → human-readable keys of source strings with no translation (for `imdocs check`'s coverage). */
  untranslated?: Record<string, string[]>;
}

/** A structured source of reference pages. */
export interface ReferenceSource {
  /** Key under which components find the data. */
  name: string;
  /** Paths relative to the site folder (files or folders) whose change reloads the source in `imdocs dev`. */
  watch: string[];
  /** Whether the site has this source (else `load` resolves to undefined at once). */
  present(siteDir: string): boolean;
  /**
   * Whether `load` does its work on a thread of its own: `startReferences` then starts it before the content scan,
   * which the main thread does meanwhile.
   */
  ahead?: boolean;
  /** Loads and validates the source; undefined when the site has none. Bad input throws a `UserError`. */
  load(ctx: ReferenceLoadContext): Promise<LoadedReference | undefined>;
}

export const referenceSources: ReferenceSource[] = [restapiSource, sdkSource];

export interface References {
  data: ReferencesByLocale;
  warnings: Warning[];
  files: Record<string, string | Buffer>;
  untranslated: Record<string, Record<string, string[]>>;
  /** Watched paths of every source (relative to the site). */
  watch: string[];
}

/** Whether the site has reference sources to load (the stage "load references" takes seconds on this repository's site). */
export function hasReferenceSources(siteDir: string): boolean {
  return referenceSources.some((source) => source.present(siteDir));
}

/** Loads of `ahead` sources under way (`startReferences`), by source. */
export type StartedLoads = Map<ReferenceSource, Promise<LoadedReference | undefined>>;

/**
 * Starts the sources that load on a thread of their own (`ahead`); `loadReferences` takes their results. A
 * failure waits for `loadReferences` to report it.
 */
export function startReferences(ctx: ReferenceLoadContext): StartedLoads {
  const loads: StartedLoads = new Map();
  for (const source of referenceSources) {
    if (!source.ahead) continue;
    const load = source.load(ctx);
    load.catch(() => undefined);
    loads.set(source, load);
  }
  return loads;
}

/** Stage: loads every reference source of the site (taking over the loads `ahead` started). */
export async function loadReferences(ctx: ReferenceLoadContext, ahead?: StartedLoads): Promise<References> {
  const out: References = { data: Object.fromEntries(ctx.locales.map((l) => [l, {}])), warnings: [], files: {}, untranslated: {}, watch: [] };
  // Every source at once (one on its thread while the others load here); results and errors in the sources' order.
  const results = await Promise.allSettled(referenceSources.map((source) => ahead?.get(source) ?? source.load(ctx)));
  for (const [i, source] of referenceSources.entries()) {
    out.watch.push(...source.watch);
    const result = results[i];
    if (result.status === 'rejected') throw result.reason;
    const loaded = result.value;
    if (!loaded) continue;
    for (const locale of ctx.locales) if (loaded.byLocale[locale] !== undefined) out.data[locale][source.name] = loaded.byLocale[locale];
    out.warnings.push(...loaded.warnings);
    Object.assign(out.files, loaded.files ?? {});
    if (loaded.untranslated) out.untranslated[source.name] = loaded.untranslated;
  }
  return out;
}
