import path from 'node:path';
import { UserError, UserErrors, formatLocation, causeChain } from '../errors.ts';

/** One error as the browser overlay shows it (the same text the terminal prints). */
export interface OverlayError {
  message: string;
  location?: string;
  frame?: string;
  hint?: string;
  stack?: string;
}

export function toOverlayErrors(errors: Iterable<Error>, siteDir: string): OverlayError[] {
  const out: OverlayError[] = [];
  const seen = new Set<string>();
  const rel = (loc?: UserError['location']) => (loc ? formatLocation({ ...loc, file: path.relative(siteDir, loc.file) || loc.file }) : undefined);
  const add = (e: Error) => {
    if (e instanceof UserErrors) return e.errors.forEach(add);
    const item: OverlayError =
      e instanceof UserError
        ? { message: e.message, location: rel(e.location), frame: e.frame, hint: e.hint }
        : { message: `Internal error: ${causeChain(e).join(' ← ')}`, stack: e.stack };
    const key = JSON.stringify(item);
    if (seen.has(key)) return;
    seen.add(key);
    out.push(item);
  };
  for (const e of errors) add(e);
  return out;
}

/** `</script>` and `<!--` inside JSON would end the script element early. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Injects the dev client (and the current errors, if any) into a page served by `imdocs dev`. Production
 * pages never carry it: the dev server rewrites HTML on the way out.
 */
export function injectDevClient(html: string, clientUrl: string, errors: OverlayError[]): string {
  const tags = `${errors.length ? `<script type="application/json" id="__imdocs_dev_errors">${scriptSafeJson(errors)}</script>` : ''}<script type="module" src="${clientUrl}"></script>`;
  const at = html.indexOf('</head>');
  if (at !== -1) return html.slice(0, at) + tags + html.slice(at);
  const body = html.lastIndexOf('</body>');
  return body === -1 ? html + tags : html.slice(0, body) + tags + html.slice(body);
}
