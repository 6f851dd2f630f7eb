import crypto from 'node:crypto';

/** What the search index needs to know of a written page without reading it again: its language and a hash of its HTML. */
export interface PageDigest {
  /** `<html lang>`, lower case (Pagefind's language of the page). */
  lang: string;
  /** SHA-1 of the page's HTML (part of its language's cache key). */
  sha1: string;
}

/** A page's `<html lang>` as written ('en' when it has none). */
export const htmlLang = (html: string): string => /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1] ?? 'en';

export function pageDigest(html: string): PageDigest {
  return {
    lang: htmlLang(html).toLowerCase(),
    sha1: crypto.createHash('sha1').update(html).digest('hex'),
  };
}
