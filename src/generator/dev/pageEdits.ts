import fs from 'node:fs';
import crypto from 'node:crypto';
import { parseFrontmatter } from '../content/frontmatter.ts';
import { contentTitle } from '../content/contentTitle.ts';
import { planPages } from '../build/planPages.ts';
import type { SiteModel } from '../content/siteModel.ts';
import type { RenderJob } from '../render/renderJob.tsx';
import type { Doc } from '../types.ts';
import type { Messages } from '../../theme/messages.ts';
import { jobFile } from './renderedPages.ts';

/**
 * The jobs of pages whose text was edited, planned again with their new text (the model's docs take it), in every
 * locale that shows them; undefined when the edit may change the model (frontmatter, title, a file no longer there):
 * then `imdocs dev` recomputes the model instead.
 */
export function pageEditJobs(model: SiteModel, files: string[], lastUpdated: Map<string, number>, messages: Record<string, Messages>): RenderJob[] | undefined {
  const byFile = new Map<string, Doc[]>();
  for (const doc of [...model.docs, ...model.pageDocs]) {
    if (!files.includes(doc.file)) continue;
    byFile.set(doc.file, [...(byFile.get(doc.file) ?? []), doc]);
  }
  const updates: { docs: Doc[]; source: string; body: string; bodyLine: number }[] = [];
  for (const file of files) {
    const docs = byFile.get(file);
    if (!docs || !fs.existsSync(file)) return undefined;
    const source = fs.readFileSync(file, 'utf8');
    let parsed;
    try {
      parsed = parseFrontmatter(source, file);
    } catch {
      return undefined; // the full model path reports the error with its location
    }
    const old = docs[0];
    if (JSON.stringify(parsed.frontmatter) !== JSON.stringify(old.frontmatter)) return undefined;
    if ((parsed.frontmatter.title ?? contentTitle(parsed.body) ?? old.title) !== old.title) return undefined;
    if (/^#\s/m.test(parsed.body) !== /^#\s/m.test(old.body)) return undefined;
    updates.push({ docs, source, body: parsed.body, bodyLine: parsed.bodyLine });
  }
  const changed = new Set<string>();
  for (const u of updates) {
    for (const doc of u.docs) {
      doc.body = u.body;
      doc.bodyLine = u.bodyLine;
      doc.hash = crypto.createHash('sha1').update(u.source).digest('hex').slice(0, 16);
      changed.add(doc.file);
    }
  }
  const docs = model.docs.filter((d) => changed.has(d.file));
  const pageDocs = model.pageDocs.filter((d) => changed.has(d.file));
  const subset: SiteModel = { ...model, docs, pageDocs, pages: [], sidebars: new Map() };
  // planJobs looks fallbacks up in model.docs: a fallback shares its file with its source, so both are here.
  return planPages(subset, lastUpdated, messages).filter((j) => changed.has(jobFile(j) ?? ''));
}
