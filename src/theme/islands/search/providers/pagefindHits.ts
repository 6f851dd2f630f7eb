/** A Pagefind result's data as a hit of the search dialog. */
import { parseHighlighted, stripPrefix } from '../highlight.ts';
import { excerptWithoutAliases, stripAliases } from '../aliasText.ts';
import { toLocalPath } from '../localPath.ts';
import type { SearchGroup, SearchHit } from '../types.ts';
import type { PagefindData } from './pagefindApi.ts';

/** Headings shown under a page: the ones with most matches, best first, at most `max`. */
export function pickGroups(data: PagefindData, max = 3): SearchGroup[] {
  const subs = [...(data.sub_results ?? [])];
  subs.sort((a, b) => (b.locations?.length ?? 0) - (a.locations?.length ?? 0));
  return subs.slice(0, max).map((s) => {
    const heading = stripAliases(s.title);
    return { heading, url: toLocalPath(s.url), snippet: stripPrefix(parseHighlighted(excerptWithoutAliases(s.excerpt)), `${heading}. `) };
  });
}

export function toHit(data: PagefindData): SearchHit {
  const title = data.meta.title ? stripAliases(data.meta.title) : toLocalPath(data.url);
  return {
    url: toLocalPath(data.url),
    title,
    task: data.meta.task && data.meta.task !== title ? data.meta.task : undefined,
    section: data.filters?.section?.[0],
    snippet: stripPrefix(parseHighlighted(excerptWithoutAliases(data.excerpt)), `${title}. `),
    groups: pickGroups(data),
  };
}
