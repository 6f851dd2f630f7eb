import path from 'node:path';
import type { Config, NormalizedProblem } from '@redocly/openapi-core';
import { UserError, UserErrors, codeFrame } from '../../errors.ts';
import { imdocsPlugin, RULE_ID } from './rules.ts';
import { resolveInsideSite } from '../../content/siteFiles.ts';
import { aliasBomb, ALIAS_BOMB } from '../../content/yamlText.ts';

/**
 * Redocly's built-in rules we hold the document to (structure against the OpenAPI 3.1 schema, every
 * `$ref` resolvable, unique operationIds, examples that match their schema) plus our extension rules.
 */
const RULES = {
  struct: 'error',
  'no-unresolved-refs': 'error',
  'operation-operationId-unique': 'error',
  'operation-operationId-url-safe': 'error',
  'no-identical-paths': 'error',
  'path-parameters-defined': 'error',
  'no-invalid-media-type-examples': 'error',
  'no-invalid-schema-examples': 'error',
  'no-example-value-and-externalValue': 'error',
  'spec-components-invalid-map-name': 'error',
  'security-defined': 'error',
  [RULE_ID]: 'error',
} as const;

type Redocly = typeof import('@redocly/openapi-core');
/** Loaded when a document is first validated: it takes ~0.4 s, and a warm build takes the document from its cache. */
let redocly: Redocly | undefined;

let configPromise: Promise<Config> | undefined;
async function config(): Promise<Config> {
  redocly ??= await import('@redocly/openapi-core');
  configPromise ??= redocly.createConfig({ rules: RULES } as never, { plugins: [imdocsPlugin] });
  return configPromise;
}

/** Turns one Redocly problem (of a validation under way: Redocly is loaded) into a sentence naming file:line:col and the JSON pointer. */
export function problemToError(problem: NormalizedProblem, siteDir: string): UserError {
  const loc = problem.location[0];
  if (!loc) return new UserError(`OpenAPI document: ${problem.message}`);
  const lc = redocly!.getLineColLocation(loc);
  const file = path.relative(siteDir, lc.source.absoluteRef) || lc.source.absoluteRef;
  const pointer = 'pointer' in loc && loc.pointer ? loc.pointer : undefined;
  const message = `${problem.message.replace(/\s+$/, '').replace(/([^.!?])$/, '$1.')}${pointer ? ` (JSON pointer ${pointer})` : ''} [${problem.ruleId}]`;
  let frame: string | undefined;
  try {
    // Never a frame of a file outside the site: it would print what the site must not read.
    if (file.startsWith('..') || path.isAbsolute(file)) throw new Error('outside');
    frame = codeFrame(lc.source.body, lc.start.line, lc.start.col);
  } catch {
    /* no body */
  }
  return new UserError(message, { location: { file, line: lc.start.line, column: lc.start.col }, frame });
}

/**
 * One YAML mistake in a file makes every `$ref` into that file fail too, and the references into what
 * it holds: keep the parse error, drop its echoes, and report each remaining problem once.
 */
function withoutEchoes(problems: NormalizedProblem[]): NormalizedProblem[] {
  const unparsable = problems
    .filter((p) => p.message.startsWith('Failed to parse'))
    .map((p) => p.location[0]?.source.absoluteRef)
    .filter(Boolean) as string[];
  const seen = new Set<string>();
  return problems.filter((p) => {
    if (p.message.startsWith("Can't resolve $ref") && unparsable.some((f) => p.message.includes(f))) return false;
    // Cross-references (x-fired-by, x-webhooks…) cannot be judged while part of the document is unreadable.
    if (unparsable.length && p.ruleId === RULE_ID && p.message.includes('which is not')) return false;
    const loc = p.location[0];
    const key = `${loc?.source.absoluteRef}\0${loc && 'pointer' in loc ? loc.pointer : ''}\0${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Redocly's resolver, held to the site: a `$ref` to a URL is never fetched (a build reads no network), and a file
 * `$ref` must resolve inside the site folder, symlinks included, before it is read — so neither its content nor
 * an error's code frame can publish `/proc/self/environ` or a file beside the site.
 */
function siteResolver(Base: Redocly['BaseResolver']) {
  return class SiteResolver extends Base {
    constructor(
      private readonly siteDir: string,
      config: ConstructorParameters<Redocly['BaseResolver']>[0],
    ) {
      super(config);
    }
    override async loadExternalRef(absoluteRef: string) {
      if (/^[a-z][a-z0-9+.-]*:\/\//i.test(absoluteRef)) {
        throw new Error(`${absoluteRef} is a URL; the document's $refs must name files inside the site (a build fetches nothing)`);
      }
      try {
        resolveInsideSite(this.siteDir, absoluteRef, 'The $ref');
      } catch (error) {
        throw new Error(
          `${(error as Error).message.replace(/; only files .*/, '')} (${path.relative(this.siteDir, absoluteRef)}); only files inside the site can be referenced`,
        );
      }
      const source = await super.loadExternalRef(absoluteRef);
      const bomb = aliasBomb(source.body);
      if (bomb) throw new Error(`${path.relative(this.siteDir, absoluteRef)}:${bomb.line}:${bomb.column}: ${ALIAS_BOMB}`);
      return source;
    }
  };
}

export interface ValidatedDocument {
  /** The bundled document: every external `$ref` inlined or moved into `components`, extensions kept. */
  document: Record<string, unknown>;
  warnings: string[];
  /** Every file the document is made of (for dev reloads and error messages). */
  files: string[];
}

/** Lints the document with our ruleset and bundles it; any error-level problem throws (all of them at once). */
export async function validateAndBundle(rootFile: string, siteDir: string): Promise<ValidatedDocument> {
  const cfg = await config();
  // One resolver for both passes: each file is read and parsed once (its cache), not once for the lint and again
  // for the bundle. The lint only reads the documents; the bundle, which rewrites them, comes second.
  const resolver = new (siteResolver(redocly!.BaseResolver))(siteDir, cfg.resolve);
  let problems: NormalizedProblem[];
  try {
    problems = await redocly!.lint({ ref: rootFile, config: cfg, externalRefResolver: resolver });
  } catch (error) {
    throw new UserError(`The OpenAPI document could not be read: ${(error as Error).message.split('\n')[0]}`, {
      location: { file: path.relative(siteDir, rootFile) },
    });
  }
  const errors = withoutEchoes(problems.filter((p) => p.severity === 'error' && !p.ignored));
  if (errors.length) {
    const list = errors.slice(0, 20).map((p) => problemToError(p, siteDir));
    throw list.length === 1 ? list[0] : new UserErrors(list);
  }
  const warnings = problems
    .filter((p) => p.severity === 'warn')
    .map((p) => {
      const e = problemToError(p, siteDir);
      return `${e.location!.file}:${e.location!.line ?? 1}:${e.location!.column ?? 1} - ${e.message}`;
    });
  const bundled = await redocly!.bundle({ ref: rootFile, config: cfg, dereference: false, externalRefResolver: resolver });
  const bundleErrors = bundled.problems.filter((p) => p.severity === 'error');
  if (bundleErrors.length) throw problemToError(bundleErrors[0], siteDir);
  return { document: bundled.bundle.parsed as Record<string, unknown>, warnings, files: [...bundled.fileDependencies] };
}
