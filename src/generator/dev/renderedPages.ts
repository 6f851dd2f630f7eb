import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type { RenderJob, RenderResult } from '../render/renderJob.tsx';
import { routeToFile } from '../../shared/routes.ts';

/** Stable key of a render job: its output file. */
export function jobKey(job: RenderJob): string {
  if (job.kind === 'sidebar' || job.kind === 'notFound') return job.outFile;
  return routeToFile(job.page.route);
}

/** The source file a job renders (MDX and TSX pages). */
export function jobFile(job: RenderJob): string | undefined {
  return job.kind === 'mdx' || job.kind === 'tsx' ? job.file : undefined;
}

function fingerprint(job: RenderJob): string {
  return crypto.createHash('sha1').update(JSON.stringify(job)).digest('hex');
}

function linkTarget(href: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  const p = href.split(/[?#]/)[0];
  return p.length > 1 ? p.replace(/\/$/, '') : p;
}

/**
 * What `imdocs dev` knows of each page it wrote, by job key: the job it was rendered from (its fingerprint),
 * the links and warnings the render reported, and the files it read besides its source (partials, components,
 * JSON data: `RenderResult.deps`), so an edit of any of them renders again exactly the pages that read it.
 */
export class RenderedPages {
  private readonly fingerprints = new Map<string, string>();
  private readonly links = new Map<string, string[]>();
  private readonly warned = new Map<string, string[]>();
  private readonly deps = new Map<string, string[]>();

  record(job: RenderJob, result: RenderResult): void {
    const key = jobKey(job);
    this.fingerprints.set(key, fingerprint(job));
    this.links.set(key, result.links);
    this.warned.set(key, result.warnings);
    if (result.deps) this.deps.set(key, Object.keys(result.deps));
    else this.deps.delete(key);
  }

  /** A page whose render failed renders again on the next update, whatever changed. */
  failed(job: RenderJob): void {
    this.fingerprints.delete(jobKey(job));
  }

  /** Every fingerprint dropped: the next incremental update renders every page (after a full render's restart). */
  reset(): void {
    this.fingerprints.clear();
  }

  /** Whether `job` differs from the job its page was last rendered from. */
  changed(job: RenderJob): boolean {
    return this.fingerprints.get(jobKey(job)) !== fingerprint(job);
  }

  /** Whether the page links to a route `touched` holds (routes as `normalize` gives them). */
  linksTo(job: RenderJob, touched: Set<string>, normalize: (route: string) => string): boolean {
    return (this.links.get(jobKey(job)) ?? []).some((href) => {
      const t = linkTarget(href);
      return t !== undefined && touched.has(normalize(t));
    });
  }

  /** Whether the page's last render warned of a relative link to a missing file (it may exist now). */
  warnedOfMissingFile(job: RenderJob): boolean {
    return (this.warned.get(jobKey(job)) ?? []).some((w) => w.includes('missing file'));
  }

  /** Keys of the pages whose last render read one of `files` (absolute paths). */
  readers(files: string[]): Set<string> {
    const wanted = new Set(files.map((f) => path.resolve(f)));
    const keys = new Set<string>();
    for (const [key, read] of this.deps) if (read.some((f) => wanted.has(f))) keys.add(key);
    return keys;
  }

  /** Every file some page read (`RenderResult.deps`). */
  files(): Set<string> {
    return new Set([...this.deps.values()].flat());
  }

  /** Forgets, and deletes from `outDir`, the pages whose key `keep` does not hold (their route is gone). */
  removeStale(keep: Set<string>, outDir: string): void {
    for (const key of new Set([...this.fingerprints.keys(), ...this.links.keys()])) {
      if (keep.has(key)) continue;
      fs.rmSync(path.join(outDir, key), { force: true });
      this.fingerprints.delete(key);
      this.links.delete(key);
      this.warned.delete(key);
      this.deps.delete(key);
    }
  }
}
