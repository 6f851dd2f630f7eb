/**
 * Highlighted snippets without HTML. Pagefind excerpts and Algolia snippets arrive as escaped text with
 * `<mark>` … `</mark>` around matches; only those two exact tags are honoured, everything else is decoded
 * to plain text, so the UI renders text nodes and `<mark>` elements it creates itself, never markup it
 * received (a page whose text contains `<img onerror>` shows those characters).
 */
export interface Segment {
  text: string;
  mark: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[body.toLowerCase()] ?? m;
  });
}

/** Splits an excerpt into plain and marked segments (adjacent marks merged, empty segments dropped). */
export function parseHighlighted(excerpt: string): Segment[] {
  const out: Segment[] = [];
  let mark = false;
  for (const part of excerpt.split(/(<mark>|<\/mark>)/)) {
    if (part === '<mark>') {
      mark = true;
      continue;
    }
    if (part === '</mark>') {
      mark = false;
      continue;
    }
    if (!part) continue;
    const text = decodeEntities(part);
    const last = out[out.length - 1];
    if (last && last.mark === mark) last.text += text;
    else out.push({ text, mark });
  }
  return out;
}

/** Drops a leading `prefix` (Pagefind starts a heading's excerpt with "Heading. ") from the segments. */
export function stripPrefix(segments: Segment[], prefix: string): Segment[] {
  const full = segments.map((s) => s.text).join('');
  if (!prefix || !full.startsWith(prefix)) return segments;
  let remaining = prefix.length;
  const out: Segment[] = [];
  for (const s of segments) {
    if (remaining >= s.text.length) {
      remaining -= s.text.length;
      continue;
    }
    out.push(remaining ? { text: s.text.slice(remaining), mark: s.mark } : s);
    remaining = 0;
  }
  return out;
}

export function plainText(segments: Segment[]): string {
  return segments.map((s) => s.text).join('');
}
