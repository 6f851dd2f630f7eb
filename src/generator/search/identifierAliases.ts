import { aliasKeys, isIdentifier, trimToken } from '../../theme/islands/search/identifiers.ts';
import { aliasGroup } from '../../theme/islands/search/aliasText.ts';

/** Tokens that may be identifiers (a cheap pre-filter of isIdentifier over a whole page). */
export const IDENTIFIER_CANDIDATE = /\S*(?:[_/.:#-]|[a-z][A-Z]|[A-Z]{2}[a-z])\S*/g;

/**
 * HTML for the indexer with the alias keys of each identifier written right after it (aliasText.ts), so
 * `get_user_token`, `getUserToken` and `/auth/get_user_token` all find a page that uses any of them, with
 * the weight of the element they stand in. Only text between tags changes; identifiers Pagefind already
 * indexes under their key (camelCase) get no aliases.
 */
export function withIdentifierAliases(html: string): string {
  return html.replace(/>([^<]+)</g, (whole, text: string) => {
    let changed = false;
    const out = text.replace(IDENTIFIER_CANDIDATE, (token) => {
      const t = trimToken(token);
      if (t.length <= 3 || t.length > 120 || !isIdentifier(t)) return token;
      const keys = aliasKeys(t);
      if (!keys.length) return token;
      changed = true;
      return `${token}${aliasGroup(keys)}`;
    });
    return changed ? `>${out}<` : whole;
  });
}
