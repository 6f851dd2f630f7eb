import { color } from '../log.ts';
import type { CheckReport } from './checkCommand.ts';
import type { LinkProblem } from './checkLinks.ts';

const REASON: Record<LinkProblem['reason'], string> = {
  'missing-page': 'links to a missing page',
  'missing-anchor': 'links to a missing anchor',
  'cross-locale': 'links into another locale',
  external: 'external link is broken',
};

function list<T>(items: T[], show: (t: T) => string, max: number): string[] {
  const lines = items.slice(0, max).map((t) => `    ${show(t)}`);
  if (items.length > max) lines.push(color.dim(`    … and ${items.length - max} more (--verbose or --json lists all)`));
  return lines;
}

/** Broken links grouped by target; one broken on most pages is probably in the layout (navbar/sidebar/footer). */
export function formatLinkProblems(problems: LinkProblem[], totalPages: number, verbose: boolean): string[] {
  const groups = new Map<string, LinkProblem[]>();
  for (const p of problems) groups.set(`${p.reason}|${p.href}`, [...(groups.get(`${p.reason}|${p.href}`) ?? []), p]);
  const lines: string[] = [];
  for (const group of [...groups.values()].sort((a, b) => b.length - a.length)) {
    const p = group[0];
    const regions = [...new Set(group.map((g) => g.region))].join('/');
    const layout = group.length > 5 && group.length >= totalPages * 0.5 ? ` — on most pages: probably in the ${regions === 'body' ? 'layout' : regions}` : '';
    lines.push(
      `  ${color.red('✖')} "${p.href}" ${REASON[p.reason]} (${regions}${p.status ? `, HTTP ${p.status}` : ''})${layout}${p.detail && p.reason !== 'missing-page' ? color.dim(` — ${p.detail}`) : ''}`,
    );
    lines.push(...list(group, (g) => `on ${g.from}${g.source ? color.dim(` (${g.source})`) : ''}`, verbose ? Infinity : 3));
  }
  return lines;
}

export function formatReport(r: CheckReport, verbose: boolean): string {
  const out: string[] = [];
  out.push(color.bold(`imdocs check — ${r.buildDir} (${r.pages} pages${r.locales.length ? `, ${r.locales.join(', ')}` : ''})`));
  const hard = r.links.problems.filter((p) => p.reason !== 'external');
  const ext = r.links.problems.filter((p) => p.reason === 'external');
  out.push(
    '',
    color.bold('Links') + color.dim(` (${r.links.checked} checked${r.external ? ', external included' : ', internal only; --external checks the rest'})`),
  );
  if (!r.links.problems.length) out.push(`  ${color.green('✔')} no broken links or anchors, no cross-locale links`);
  else out.push(...formatLinkProblems([...hard, ...ext], r.pages, verbose));

  out.push('', color.bold('Translations'));
  if (!r.coverage.length) out.push('  (one locale)');
  for (const c of r.coverage) {
    const bad = c.fallbacks.filter((f) => !f.noindex || !f.canonicalToSource);
    out.push(
      `  ${c.locale}: ${c.percent}% translated (${c.translated}/${c.pages}); ${c.fallbacks.length} fallback page(s)${c.fallbacks.length ? (bad.length ? color.red(`, ${bad.length} without noindex + canonical`) : ', all noindex with a canonical to the source') : ''}`,
    );
    for (const u of c.untranslatedStrings ?? []) {
      if (!u.keys.length) {
        out.push(`    ${u.source}: every text translated`);
        continue;
      }
      out.push(`    ${u.source}: ${u.keys.length} text(s) without a translation${verbose ? '' : ' (--verbose lists them)'}`);
      if (verbose) for (const k of u.keys) out.push(color.dim(`      ${k}`));
    }
    out.push(
      ...list(
        c.fallbacks,
        (f) => `${f.route} → ${f.source}${f.noindex && f.canonicalToSource ? '' : color.red(' (missing noindex/canonical)')}`,
        verbose ? Infinity : 10,
      ),
    );
  }
  out.push('', color.bold('Content'));
  out.push(
    r.missingDescription.length
      ? `  ${color.yellow('⚠')} ${r.missingDescription.length} page(s) without a description`
      : `  ${color.green('✔')} every page has a description`,
  );
  out.push(...list(r.missingDescription, (x) => x, verbose ? Infinity : 10));
  out.push(
    r.imagesWithoutAlt.length
      ? `  ${color.yellow('⚠')} ${r.imagesWithoutAlt.length} image(s) without alt text`
      : `  ${color.green('✔')} every image has alt text`,
  );
  out.push(...list(r.imagesWithoutAlt, (x) => `${x.src} on ${x.route}`, verbose ? Infinity : 10));

  if (r.search) {
    out.push('', color.bold('Search recall'));
    out.push(`  ${r.search.ok ? color.green('✔') : color.red('✖')} ${r.search.summary}`);
  }
  if (r.browser) {
    const failing = r.browser.filter((b) => b.consoleErrors.length || b.axe.length || b.overBudget.length);
    const maxJs = Math.max(0, ...r.browser.map((b) => b.jsGzipBytes));
    const maxCss = Math.max(0, ...r.browser.map((b) => b.cssGzipBytes));
    out.push(
      '',
      color.bold('Browser') +
        color.dim(` (${r.browser.length} sitemap pages in Chromium; heaviest JS ${(maxJs / 1024).toFixed(1)} KiB, CSS ${(maxCss / 1024).toFixed(1)} KiB gzip)`),
    );
    if (!failing.length) out.push(`  ${color.green('✔')} no console errors, no serious/critical axe violations, all within the weight budget`);
    for (const b of failing.slice(0, verbose ? Infinity : 20)) {
      out.push(`  ${color.red('✖')} ${b.route}`);
      for (const e of b.consoleErrors) out.push(`    console: ${e}`);
      for (const a of b.axe) out.push(`    axe ${a.impact}: ${a.id} — ${a.help} (${a.nodes} node(s)${a.target ? `, e.g. ${a.target}` : ''})`);
      for (const w of b.overBudget) out.push(`    weight: ${w}`);
    }
    if (!verbose && failing.length > 20) out.push(color.dim(`    … and ${failing.length - 20} more pages`));
  }
  out.push('', r.ok ? color.green(`✔ check passed`) : color.red(`✖ check failed: ${r.failures.join('; ')}`));
  return out.join('\n');
}
