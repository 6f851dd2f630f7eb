import fs from 'node:fs';
import path from 'node:path';
import { algoliasearch } from 'algoliasearch';
import type { SiteConfig } from '../types.ts';
import { UserError } from '../errors.ts';
import { BUILD_MARKER } from '../build/writeSiteFiles.ts';
import type { Logger } from '../log.ts';
import { buildRecords, ALGOLIA_SETTINGS } from './algoliaRecords.ts';

export interface PushOptions {
  buildDir: string;
  config: SiteConfig;
  /** Admin (write) key; `imdocs index` reads it from ALGOLIA_ADMIN_KEY. */
  adminKey: string;
  logger: Logger;
  /** Records are written but not sent. */
  dryRun?: boolean;
}

export interface PushResult {
  pages: number;
  records: number;
  indexName: string;
  taskIDs: number[];
}

/** `{ url, protocol }` of the configured test host, for the admin client. */
function hostOption(host: string | undefined) {
  if (!host) return undefined;
  const u = new URL(host);
  return { hosts: [{ url: u.host, protocol: (u.protocol === 'http:' ? 'http' : 'https') as 'http' | 'https', accept: 'readWrite' as const }] };
}

/**
 * Pushes the build's records to Algolia, replacing the index atomically (records go to a temporary index
 * that is then moved over the live one, so searches never see a half-written index), and sets the
 * settings the search UI relies on.
 */
export async function pushToAlgolia({ buildDir, config, adminKey, logger, dryRun }: PushOptions): Promise<PushResult> {
  const algolia = config.search.algolia;
  if (!algolia)
    throw new UserError('`imdocs index --algolia` needs search.algolia in site.config.ts', {
      hint: 'add search: { provider: "algolia", algolia: { appId, apiKey, indexName } }',
    });
  if (!fs.existsSync(path.join(buildDir, BUILD_MARKER))) throw new UserError(`No build found in ${buildDir}`, { hint: 'run imdocs build first' });
  const labels = Object.fromEntries(config.sections.map((s) => [s.id, s.label]));
  const { records, pages } = buildRecords(buildDir, config.url, labels);
  logger.info(`search: ${records.length} records from ${pages} pages`);
  if (dryRun) {
    fs.writeFileSync(path.join(buildDir, '_imdocs', 'algolia-records.json'), JSON.stringify(records));
    return { pages, records: records.length, indexName: algolia.indexName, taskIDs: [] };
  }
  if (!adminKey)
    throw new UserError('ALGOLIA_ADMIN_KEY is not set', { hint: 'export ALGOLIA_ADMIN_KEY=<admin API key> (never the search-only key from site.config.ts)' });
  const client = algoliasearch(algolia.appId, adminKey, hostOption(algolia.host));
  const replaced = await client.replaceAllObjects({ indexName: algolia.indexName, objects: records as unknown as Record<string, unknown>[], batchSize: 1000 });
  const settings = await client.setSettings({ indexName: algolia.indexName, indexSettings: ALGOLIA_SETTINGS });
  await client.waitForTask({ indexName: algolia.indexName, taskID: settings.taskID });
  const taskIDs = [...replaced.batchResponses.map((b) => b.taskID), replaced.moveOperationResponse.taskID, settings.taskID];
  logger.info(`search: pushed ${records.length} records to Algolia index "${algolia.indexName}"`);
  return { pages, records: records.length, indexName: algolia.indexName, taskIDs };
}
