/**
 * What the benchmark's query files share: the sections' route prefixes and the maker of a graded query (its `ref`
 * flag says whether it expects a reference page).
 */
import type { BenchQuery } from '../src/generator/search/relevanceBench.ts';

export const REST = '/restapi/apis';
export const WH = '/restapi/webhooks';
export const SDK = '/sdks/api';
export const CB = '/sdks/callback';
export const CLS = '/sdks/class';
export const MSG = '/sdks/class/message';
export const ENUM = '/sdks/enum';
export const LS = '/sdks/listener';
export const QS = '/sdks/quickstart';
export const G = '/guides/gettingStarted';
export const S = '/guides/solution';
export const I = '/guides/introduction';

/** Queries of one locale and held-out set: `(kind, query, expected routes)`. */
export const queryMaker =
  (locale: string, heldOut: BenchQuery['heldOut']) =>
  (kind: BenchQuery['kind'], q: string, expect: string[]): BenchQuery => ({
    locale,
    kind,
    q,
    expect,
    ref: expect.some((r) => /^\/(sdks|restapi)\//.test(r)),
    heldOut,
  });
