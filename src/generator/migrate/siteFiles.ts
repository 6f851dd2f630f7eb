import fs from 'node:fs';
import path from 'node:path';
import { resolveModuleFile } from '../mdx/resolveModule.ts';
import { aliasTargets, type PathAliases } from './tsconfigPaths.ts';

/**
 * What `imdocs migrate` needs to carry a Docusaurus site's code along with its content: the files a page, a
 * partial, a component or the config reaches through imports (`@site/…` and relative, resolved as webpack
 * does), and the relative references of a file that moved (docs/ → content/docs/) rewritten so they still
 * reach their targets.
 */

/** Webpack loader prefixes of a specifier (`!!raw-loader!`): the file follows them. */
const LOADERS = /^!*([\w-]+-loader!)+/;
const MARKDOWN = /\.mdx?$/i;
const CODE = /\.[cm]?[jt]sx?$/i;

/**
 * Calls `edit` on the parts of a Markdown file outside fenced code blocks (code examples keep their text), or on
 * the whole of a code file.
 */
function outsideFences(text: string, markdown: boolean, edit: (part: string) => string): string {
  if (!markdown) return edit(text);
  const lines = text.split('\n');
  const out: string[] = [];
  let prose: string[] = [];
  let fence: string | undefined;
  const flush = () => {
    if (prose.length) out.push(edit(prose.join('\n')));
    prose = [];
  };
  for (const line of lines) {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      out.push(line);
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && /^\s*(`+|~+)\s*$/.test(line)) fence = undefined;
    } else if (marker) {
      flush();
      out.push(line);
      fence = marker;
    } else prose.push(line);
  }
  flush();
  return out.join('\n');
}

/** Module specifiers: `from '…'`, `import '…'`, `import('…')`, `require('…')`, `require.resolve('…')`. */
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*|\brequire(?:\.resolve)?\s*\(\s*)(['"])([^'"\n]+)\2/g;
/** Markdown link and image destinations, reference definitions, and `src`/`href` attributes, when relative or `@site/…`. */
const REFERENCE = [
  /(\]\(\s*<?)((?:\.{1,2}|@site)\/[^)\s>]*)/g,
  /(^\s*\[[^\]\n]+\]:\s*<?)((?:\.{1,2}|@site)\/[^\s>]+)/gm,
  /(\b(?:src|href)=\{?['"])((?:\.{1,2}|@site)\/[^'"\n]*)/g,
];

/** The module specifiers a source file imports (code fences of Markdown files excepted). */
export function importsOf(file: string, text: string): string[] {
  const found: string[] = [];
  outsideFences(text, MARKDOWN.test(file), (part) => {
    for (const m of part.matchAll(SPECIFIER)) found.push(m[3]);
    return part;
  });
  return found;
}

/**
 * `text` of a file that moved from `fromRel` to `toRel` (site-relative, `/`-separated), with every relative
 * reference that leaves its folder and names a file of the site (`siteDir`) pointed at where that file is now
 * (`where` maps a source path to its new path), and so is a Markdown reference spelled `@site/…` that names a file.
 * References that resolve to the same place are left as written;
 * with `trailingSlash` (the Docusaurus option), a `../` link to a route (no file, no extension) loses one `../`.
 */
export function rewriteMovedReferences(
  text: string,
  fromRel: string,
  toRel: string,
  where: (rel: string) => string,
  siteDir: string,
  trailingSlash = false,
): string {
  const markdown = MARKDOWN.test(fromRel);
  if (!markdown && !CODE.test(fromRel)) return text;
  const rewrite = (spelled: string, module: boolean): string => {
    const loaders = LOADERS.exec(spelled)?.[0] ?? '';
    const ref = spelled.slice(loaders.length);
    // `@site/…` in a Markdown link or image (Docusaurus resolves it from the site folder; imdocs only in imports).
    const siteRef = !module && ref.startsWith('@site/');
    if (!ref.startsWith('../') && !siteRef) return spelled;
    const [target, rest = ''] = /^([^?#]*)(.*)$/.exec(ref)!.slice(1);
    const joined = siteRef ? path.posix.normalize(target.slice('@site/'.length)) : path.posix.join(path.posix.dirname(fromRel), target);
    // `../website/static/x.png` from docs beside the site (`../docs/a.md`) names `static/x.png` of the site.
    const source = joined.startsWith('../') ? path.relative(siteDir, path.resolve(siteDir, joined)).split(path.sep).join('/') : joined;
    // Outside the site and not carried (left to the build's own check), or no file: a URL relative to the page (`../api#x`).
    const file = path.join(siteDir, source);
    if (source.startsWith('../') && where(source) === source) return spelled;
    if (!(module ? resolveModuleFile(file) : fs.existsSync(file))) {
      if (siteRef) return spelled;
      // A URL relative to the page: with Docusaurus' `trailingSlash: true` it is resolved from the page's own
      // URL (`/docs/a/b/`), one level deeper than from imdocs' `/docs/a/b`.
      return trailingSlash && !module && !/\.\w+$/.test(target) ? loaders + ref.slice(3) : spelled;
    }
    let next = path.posix.relative(path.posix.dirname(toRel), where(source));
    if (!next.startsWith('.')) next = `./${next}`;
    if (target.endsWith('/') && !next.endsWith('/')) next += '/';
    return path.posix.normalize(path.posix.join(path.posix.dirname(toRel), next)) === path.posix.normalize(path.posix.join(path.posix.dirname(toRel), target))
      ? spelled
      : loaders + next + rest;
  };
  return outsideFences(text, markdown, (part) => {
    let out = part.replace(SPECIFIER, (whole, lead: string, quote: string, spec: string) => `${lead}${quote}${rewrite(spec, true)}${quote}`);
    if (markdown) for (const pattern of REFERENCE) out = out.replace(pattern, (whole, lead: string, ref: string) => `${lead}${rewrite(ref, false)}`);
    return out;
  });
}

/**
 * Every file of the site (`siteDir`-relative) that the files in `start` reach through imports, transitively:
 * `@site/…` and relative specifiers resolved as webpack resolves them, packages left out. `read` gives a file's
 * text. Files in `node_modules`, and files `readable` refuses (by default any outside the site), are not followed.
 * With the site's tsconfig `aliases`, a specifier they match (`@/components/x`) names a file too.
 */
export function reachedFiles(
  siteDir: string,
  start: string[],
  read: (rel: string) => string,
  readable: (rel: string) => boolean = (rel) => !rel.startsWith('../'),
  aliases?: PathAliases,
): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const rel = queue.pop()!;
    if (!MARKDOWN.test(rel) && !CODE.test(rel)) continue;
    let text: string;
    try {
      text = read(rel);
    } catch {
      continue;
    }
    for (const spec of importsOf(rel, text)) {
      // Webpack loader prefixes (`!!raw-loader!@site/…`) name a file too.
      const bare = spec.replace(LOADERS, '').replace(/[?#].*$/, '');
      const targets = bare.startsWith('@site/')
        ? [path.join(siteDir, bare.slice('@site/'.length))]
        : /^\.{1,2}(\/|$)/.test(bare)
          ? [path.join(siteDir, path.dirname(rel), bare)]
          : aliases
            ? aliasTargets(aliases, bare).map((target) => path.join(siteDir, target))
            : [];
      const file = targets.map((target) => resolveModuleFile(target)).find(Boolean);
      if (!file) continue;
      const found = path.relative(siteDir, file).split(path.sep).join('/');
      if (path.isAbsolute(found) || !readable(found) || found.split('/').includes('node_modules') || seen.has(found)) continue;
      seen.add(found);
      queue.push(found);
    }
  }
  return seen;
}
