import { PLATFORM_IDS, type PlatformId, type SdkFunction } from '../../../shared/sdk/catalogue.ts';

export type CoverageStatus = 'available' | 'renamed' | 'missing' | 'unverified';

/** How many platforms have a function under the core name, under another name, not at all, or unverified. */
export function functionCoverage(fn: SdkFunction): Record<CoverageStatus, PlatformId[]> {
  const out: Record<CoverageStatus, PlatformId[]> = { available: [], renamed: [], missing: [], unverified: [] };
  for (const id of PLATFORM_IDS) out[fn.platforms[id].status].push(id);
  return out;
}
