import { loadConfig } from '../config/loadConfig.ts';
import { buildSiteModel, type SiteModel } from '../content/siteModel.ts';
import { loadMessages } from '../content/loadMessages.ts';
import { gitCommitTimesAsync, readLastUpdated } from '../content/lastUpdated.ts';
import { loadReferences, startReferences, type References } from '../reference/loadReferences.ts';
import { stopThread } from './threadCall.ts';
import { UsageError } from '../errors.ts';
import type { Logger } from '../log.ts';
import type { SiteConfig } from '../types.ts';
import type { Messages } from '../../theme/messages.ts';
import { loadYamlMemo, saveYamlMemo } from '../content/yamlMemo.ts';

/** Stage "load site": config, content model, UI messages, reference data and last-update dates. */

export interface LoadedSite {
  config: SiteConfig;
  model: SiteModel;
  messages: Record<string, Messages>;
  references: References;
  lastUpdated: Map<string, number>;
}

export interface LoadSiteOptions {
  siteDir: string;
  /** Only these locales (default: all configured). */
  locales?: string[];
  includeDrafts?: boolean;
  /** Where reference sources may cache what they loaded (none: load afresh). */
  cacheDir?: string;
  /** Read last-update dates from git (off in dev after the first load: it is slow and rarely changes). */
  gitDates?: boolean;
  logger: Logger;
  /** Times each part (the build's `--verbose` timings). */
  time?: <T>(name: string, fn: () => Promise<T> | T) => Promise<T>;
  /** Called with the content model as soon as it exists, before the reference data loads. */
  onModel?: (model: SiteModel) => void;
  /** Keep the reference loader's thread for the next load (`imdocs dev`). */
  keepThread?: boolean;
  /**
   * Start loading the references once this settles, after the content scan, not before it (`imdocs dev`, which
   * renders pages without them meanwhile: on two cores, the reference thread and the SDK catalogue's parse on this
   * thread slowed the scan and the first page by seconds).
   */
  referencesAfter?: Promise<unknown>;
  /** Called with the config as soon as it is loaded (`imdocs dev` bundles the client meanwhile). */
  onConfig?: (config: SiteConfig) => void;
}

/** Locales to build: the requested ones, each of which must be configured. */
export function pickLocales(config: SiteConfig, wanted?: string[]): string[] {
  if (!wanted?.length) return config.i18n.locales;
  for (const l of wanted)
    if (!config.i18n.locales.includes(l)) throw new UsageError(`Unknown locale "${l}" (--locale); this site has: ${config.i18n.locales.join(', ')}`);
  return wanted;
}

/** The site without its reference data, and that data on its way (`imdocs dev` renders the other pages meanwhile). */
export interface LoadedContent extends Omit<LoadedSite, 'references'> {
  references: Promise<References>;
}

export async function loadSite(opts: LoadSiteOptions): Promise<LoadedSite> {
  const time = opts.time ?? (async (_name, fn) => fn());
  const content = await loadContent(opts);
  return { ...content, references: await time('load references', () => content.references) };
}

/**
 * The site's config, content model, UI messages and last-update dates; the reference sources load meanwhile, on a
 * thread of their own where they can, and `references` resolves once they have (it is the stage's error when one
 * fails).
 */
export async function loadContent(opts: LoadSiteOptions): Promise<LoadedContent> {
  const time = opts.time ?? (async (_name, fn) => fn());
  const { siteDir, logger } = opts;
  const { config } = await time('load config', () => loadConfig(siteDir));
  const locales = pickLocales(config, opts.locales);
  opts.onConfig?.(config);
  // The REST document loads on its own thread from here on, while this one scans the content.
  const referenceContext = { siteDir, config, locales, logger, cacheDir: opts.cacheDir, keepThread: opts.keepThread };
  const ahead = opts.referencesAfter ? undefined : startReferences(referenceContext);
  // git's history too, while this thread scans the content.
  const gitTimes = opts.gitDates === false ? undefined : gitCommitTimesAsync(siteDir);
  let model: SiteModel;
  let messages: Record<string, Messages>;
  try {
    model = await time('scan content', async () => {
      loadYamlMemo(opts.cacheDir);
      const scanned = await buildSiteModel({ siteDir, config, locales, includeDrafts: opts.includeDrafts });
      saveYamlMemo(opts.cacheDir);
      return scanned;
    });
    opts.onModel?.(model);
    messages = Object.fromEntries(locales.map((l) => [l, loadMessages(siteDir, l)]));
  } catch (error) {
    // A command that stops here does not wait for the thread's seconds of work.
    if (!opts.keepThread) stopThread();
    throw error;
  }
  const lastUpdated = gitTimes
    ? await time('read git history', async () =>
        readLastUpdated(
          siteDir,
          model.docs.map((d) => d.file),
          await gitTimes,
        ),
      )
    : new Map<string, number>();
  const references = opts.referencesAfter
    ? opts.referencesAfter.then(
        () => loadReferences(referenceContext),
        () => loadReferences(referenceContext),
      )
    : loadReferences(referenceContext, ahead);
  // Whoever takes this promise reports its error; meanwhile it is not an unhandled one.
  references.catch(() => undefined);
  return { config, model, messages, references, lastUpdated };
}
