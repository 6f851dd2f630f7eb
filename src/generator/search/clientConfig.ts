import fs from 'node:fs';
import path from 'node:path';
import type { SiteModel } from '../content/siteModel.ts';
import { loadMessages } from '../content/loadMessages.ts';
import type { SearchClientConfig } from '../../theme/islands/search/searchConfig.ts';
import type { SynonymGroup } from '../../theme/islands/search/synonyms.ts';
import { clientSynonyms, pagefindIds } from './synonyms.ts';

const MESSAGE_PREFIXES = ['theme.search.', 'theme.crash.'];

/** Sections the search UI can filter by, with the docsearch tag the Algolia records carry. */
function sectionsOf(model: SiteModel, messages: Record<string, string>): SearchClientConfig['sections'] {
  return model.config.sections.map((s) => ({ id: s.id, label: messages[`theme.section.${s.id}`] ?? s.label, tag: `docs-${s.id}-${s.lastVersion}` }));
}

/** A few queries to offer after a miss: titles of the sections' main docs, then other short doc titles. */
function suggestionsOf(model: SiteModel, locale: string): string[] {
  const docs = model.docs.filter((d) => d.locale === locale && d.translated && d.version === 'current');
  const main = model.config.sections.map((s) => docs.find((d) => d.section === s.id && d.id === s.mainDocId)?.title);
  const others = docs
    .map((d) => d.title)
    .filter((t) => t.length <= 24)
    .sort((a, b) => a.length - b.length);
  const out: string[] = [];
  for (const title of [...main, ...others]) {
    if (title && !out.includes(title)) out.push(title);
    if (out.length === 4) break;
  }
  return out;
}

export function searchClientConfig(
  model: SiteModel,
  locale: string,
  messages = loadMessages(model.siteDir, locale),
  vocabularies?: Record<string, string>,
  shards?: Record<string, string[]>,
  synonyms?: Record<string, SynonymGroup[]>,
): SearchClientConfig {
  const { config } = model;
  const prefix = locale === config.i18n.defaultLocale ? '' : `/${locale}`;
  const uiMessages: Record<string, string> = {};
  for (const [id, text] of Object.entries(messages)) if (MESSAGE_PREFIXES.some((p) => id.startsWith(p))) uiMessages[id] = text;
  const algolia = config.search.provider === 'algolia' ? config.search.algolia : undefined;
  return {
    locale,
    localePrefix: prefix,
    provider: algolia ? 'algolia' : 'local',
    algolia: algolia
      ? {
          appId: algolia.appId,
          apiKey: algolia.apiKey,
          indexName: algolia.indexName,
          contextualSearch: algolia.contextualSearch,
          ...(algolia.searchParameters ? { searchParameters: algolia.searchParameters } : {}),
          host: algolia.host,
        }
      : undefined,
    searchRoute: `${prefix}/${config.search.searchPagePath}`,
    issuesUrl: config.repoUrl && /github\.com|gitlab\./.test(config.repoUrl) ? `${config.repoUrl.replace(/\/$/, '')}/issues/new` : config.repoUrl,
    sections: sectionsOf(model, messages),
    suggestions: suggestionsOf(model, locale),
    vocabularies: algolia ? undefined : vocabularies,
    shards: algolia || !shards || !Object.keys(shards).length ? undefined : shards,
    synonyms: algolia || !synonyms || !Object.values(synonyms).some((g) => g.length) ? undefined : synonyms,
    messages: uiMessages,
  };
}

/**
 * Each locale's synonyms keyed by its Pagefind language (`<html lang>`, lower case, as `vocabularies`), with the
 * Pagefind ids of the pages they name, read from the index just written.
 */
function synonymsByLanguage(outDir: string, model: SiteModel): Record<string, SynonymGroup[]> {
  const locales = Object.keys(model.synonyms ?? {});
  if (!locales.length) return {};
  const ids = pagefindIds(path.join(outDir, 'pagefind'));
  const out: Record<string, SynonymGroup[]> = {};
  for (const locale of locales) out[(model.config.i18n.localeConfigs[locale]?.htmlLang ?? locale).toLowerCase()] = clientSynonyms(model.synonyms[locale], ids);
  return out;
}

/** Writes `_imdocs/search.<locale>.json` for every built locale (the search island fetches it). */
export function writeSearchClientConfig(outDir: string, model: SiteModel, vocabularies?: Record<string, string>, shards?: Record<string, string[]>): void {
  const dir = path.join(outDir, '_imdocs');
  fs.mkdirSync(dir, { recursive: true });
  const synonyms = vocabularies ? synonymsByLanguage(outDir, model) : undefined;
  for (const locale of model.locales) {
    fs.writeFileSync(path.join(dir, `search.${locale}.json`), JSON.stringify(searchClientConfig(model, locale, undefined, vocabularies, shards, synonyms)));
  }
}
