import type { Pluggable } from 'unified';
import type { PluginListName } from '../../shared/siteConfig.ts';
import { pluginName, pluginParts, type PluginEntry, type PluginLists } from '../config/sitePlugins.ts';
import { UserError } from '../errors.ts';

/** Which site plugins a page is compiled with: the config's key and the scope (see `pluginScopeOf`). */
export interface PluginsRef {
  siteDir: string;
  key: string;
  scope: string;
}

/** The site's plugin lists, loaded once per key (a render thread compiles many pages with them). */
const loaded = new Map<string, Promise<Record<string, PluginLists>>>();

/** The site plugins of a scope, each wrapped so that its failure names it (`sitePlugin`). */
export async function sitePluginsOf(ref: PluginsRef): Promise<Record<PluginListName, Pluggable[]>> {
  let scopes = loaded.get(ref.key);
  if (!scopes) {
    scopes = import('../config/loadConfig.ts').then(({ loadSitePlugins }) => loadSitePlugins(ref.siteDir, ref.key));
    loaded.set(ref.key, scopes);
    scopes.catch(() => loaded.delete(ref.key));
  }
  const lists = (await scopes)[ref.scope] ?? {};
  const wrap = (name: PluginListName) => (lists[name] ?? []).map((entry, index) => sitePlugin(entry, `${name}[${index}] (${pluginName(entry)})`));
  return {
    beforeDefaultRemarkPlugins: wrap('beforeDefaultRemarkPlugins'),
    remarkPlugins: wrap('remarkPlugins'),
    beforeDefaultRehypePlugins: wrap('beforeDefaultRehypePlugins'),
    rehypePlugins: wrap('rehypePlugins'),
  };
}

/** Marks an error of a site plugin: the compiler reports it as the plugin's, not as a syntax error of the page. */
export class PluginFailure extends Error {
  constructor(
    readonly plugin: string,
    readonly original: unknown,
  ) {
    super(`the site plugin ${plugin} failed: ${(original as Error)?.message?.split('\n')[0] ?? String(original)}`);
  }
}

/**
 * A site plugin that names itself when it throws: while it is set up, or while it transforms a page (synchronously,
 * by a rejected promise or through the callback).
 */
function sitePlugin(entry: PluginEntry, name: string): Pluggable {
  const { fn, options } = pluginParts(entry);
  function attacher(this: unknown, ...settings: unknown[]) {
    let transformer: unknown;
    try {
      transformer = fn.apply(this, settings);
    } catch (error) {
      throw new PluginFailure(name, error);
    }
    if (typeof transformer !== 'function') return transformer;
    const run = transformer as (...args: unknown[]) => unknown;
    const fail = (error: unknown) => {
      throw error instanceof PluginFailure ? error : new PluginFailure(name, error);
    };
    const call = (args: unknown[]) => {
      try {
        const result = run(...args);
        return result instanceof Promise ? result.catch(fail) : result;
      } catch (error) {
        return fail(error);
      }
    };
    // unified passes a callback only to transformers that declare a third parameter: keep the same arity.
    if (run.length >= 3)
      return (tree: unknown, file: unknown, next: (error?: unknown, ...rest: unknown[]) => void) =>
        call([tree, file, (error?: unknown, ...rest: unknown[]) => next(error ? new PluginFailure(name, error) : error, ...rest)]);
    return (tree: unknown, file: unknown) => call([tree, file]);
  }
  Object.defineProperty(attacher, 'name', { value: name });
  return [attacher, ...options] as Pluggable;
}

/** A compile error of a site plugin, as one sentence at the page. */
export function pluginError(error: PluginFailure, file: string): UserError {
  return new UserError(error.message, {
    location: { file },
    hint: 'the plugin is listed in site.config.ts; fix or remove it, or install the package it needs',
    cause: error.original,
  });
}
