/**
 * Identifier aliases inside indexed text. The build writes, right after an identifier Pagefind would
 * index under a spelling of its own (`/auth/get_user_token`), the keys every spelling shares, between two
 * invisible marks: `/auth/get_user_token ⁣ authgetusertoken getusertoken ⁤`
 * (src/generator/search/identifierAliases.ts). Pagefind drops the marks from words but keeps them in the
 * excerpts it returns, so the UI can take the aliases out again; the aliases are words of the page at the
 * identifier's place, so they count like it (in a heading, as a heading).
 */
export const ALIAS_OPEN = '\u2063';
export const ALIAS_CLOSE = '\u2064';

export function aliasGroup(keys: string[]): string {
  return ` ${ALIAS_OPEN} ${keys.join(' ')} ${ALIAS_CLOSE}`;
}

/** Text without its alias groups (headings, titles). */
export function stripAliases(text: string): string {
  if (!text.includes(ALIAS_OPEN) && !text.includes(ALIAS_CLOSE)) return text;
  return text.replace(/^[^\u2063]*\u2064/, '').replace(/\s*\u2063[^\u2064]*(\u2064|$)/g, '');
}

/**
 * An excerpt (escaped text with `<mark>`s) without its alias groups. A group the query matched marks the
 * identifier written before it instead, so the reader sees what matched. The excerpt may start or end
 * inside a group.
 */
export function excerptWithoutAliases(excerpt: string): string {
  const open = excerpt.indexOf(ALIAS_OPEN);
  const close = excerpt.indexOf(ALIAS_CLOSE);
  if (open === -1 && close === -1) return excerpt;
  let out = '';
  let inAlias = close !== -1 && (open === -1 || close < open);
  let marked = false;
  for (let i = 0; i < excerpt.length; i++) {
    const c = excerpt[i];
    if (inAlias) {
      if (c === ALIAS_CLOSE) {
        inAlias = false;
        if (marked) out = markLastWord(out);
        marked = false;
      } else if (excerpt.startsWith('<mark>', i)) marked = true;
      continue;
    }
    if (c === ALIAS_OPEN) {
      inAlias = true;
      out = out.replace(/\s+$/, '');
      continue;
    }
    out += c;
  }
  if (inAlias && marked) out = markLastWord(out);
  return out.replace(/^\s+/, '');
}

function markLastWord(text: string): string {
  if (text.endsWith('</mark>')) return text;
  const m = /(\S+)$/.exec(text);
  return m ? `${text.slice(0, m.index)}<mark>${m[1]}</mark>` : text;
}
