import type { ReferenceData } from '../../shared/reference.ts';
import type { RenderShared } from './renderJob.tsx';

/**
 * The reference data one page's MDX components see (`useReference(name)` reads it through `ReferenceContext`),
 * recording which data sets the page read: the page cache keys the page by those alone (`PageCache.store`). While
 * the references still load (`RenderShared.referencesLoading`: `imdocs dev` renders the pages that read none before
 * they are there), a read throws, and `wanted` tells the render to put the page off (`RenderResult.deferred`) even
 * if a component caught the error.
 */
export class ReferenceReads {
  readonly names = new Set<string>();
  wanted = false;
  readonly value: ReferenceData;

  constructor(shared: RenderShared, locale: string) {
    const data = shared.references?.[locale] ?? {};
    const loading = shared.referencesLoading === true;
    this.value = new Proxy(data, {
      get: (target, name, receiver) => {
        if (typeof name === 'string') {
          if (loading) {
            this.wanted = true;
            throw new Error(`The reference data "${name}" is still loading`);
          }
          this.names.add(name);
        }
        return Reflect.get(target, name, receiver) as unknown;
      },
    });
  }

  /** The data sets read, for the page's result (none: undefined). */
  read(): string[] | undefined {
    return this.names.size ? [...this.names].sort() : undefined;
  }
}
