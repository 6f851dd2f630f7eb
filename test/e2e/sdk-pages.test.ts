/**
 * The SDK reference on the real site build: every canonical page exists in both locales (translated, not a
 * fallback), and each rendered page shows what the catalogue holds - a function page has every platform tab
 * with that platform's signature or an explicit "not available", an event page every platform's name, an enum
 * page every value with its number, a model page every field key.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { serveRealSite, repoRoot } from '../helpers/site.ts';
import type { RunningServer } from '../../src/generator/serve/staticServer.ts';
import { sdkSource } from '../../src/generator/reference/sdk/source.ts';
import type { ReferenceLoadContext } from '../../src/generator/reference/loadReferences.ts';
import type { SdkCatalogue } from '../../src/shared/sdk/catalogue.ts';
import { catalogueRoutes, modelRoute, eventRoute, hasEventPage, sdkRoutes } from '../../src/theme/reference/sdk/routes.ts';

let server: RunningServer & { outDir: string };
let en: SdkCatalogue;
let zh: SdkCatalogue;

before(async () => {
  server = await serveRealSite();
  const ctx = { siteDir: repoRoot, locales: ['en', 'zh-Hans'], config: { i18n: { defaultLocale: 'en' } }, logger: console } as unknown as ReferenceLoadContext;
  const loaded = await sdkSource.load(ctx);
  assert.ok(loaded);
  en = loaded.byLocale.en as SdkCatalogue;
  zh = loaded.byLocale['zh-Hans'] as SdkCatalogue;
});

after(async () => {
  await server?.close();
});

const QUICKSTARTS = ['android', 'browser', 'electron', 'flutter', 'ios', 'miniProgram', 'reactNative', 'uniapp', 'unity'];

function page(route: string): string {
  const file = path.join(server.outDir, `${route}.html`);
  assert.ok(fs.existsSync(file), `${route} was built`);
  return fs.readFileSync(file, 'utf8');
}

/** The visible text of HTML (tags removed, entities decoded, whitespace collapsed). */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The HTML of one platform's tab panel inside the first platform tab group after `marker`. */
function panel(html: string, platform: string, marker = 'data-group="sdk-platform"'): string {
  const start = html.indexOf(marker);
  const open = html.indexOf(`role="tabpanel"`, html.indexOf(`data-value="${platform}"`, html.indexOf('role="tabpanel"', start)) - 200);
  const at = html.slice(start).search(new RegExp(`role="tabpanel"[^>]*data-value="${platform}"`));
  assert.ok(at >= 0 && open >= 0, `tab panel ${platform}`);
  const from = start + at;
  const next = html.indexOf('role="tabpanel"', from + 20);
  return html.slice(from, next === -1 ? undefined : next);
}

test('every canonical SDK page exists in both locales, the Chinese one translated (not a fallback)', () => {
  const routes = [...catalogueRoutes(en), '/sdks/introduction', '/sdks/faq', ...QUICKSTARTS.map((q) => `/sdks/quickstart/${q}`)];
  assert.ok(routes.length > 300, `${routes.length} routes`);
  const missing: string[] = [];
  for (const route of routes) {
    for (const r of [route, `/zh-Hans${route}`]) if (!fs.existsSync(path.join(server.outDir, `${r}.html`))) missing.push(r);
  }
  assert.deepEqual(missing, []);
  const fallbacks = routes.filter((r) => fs.readFileSync(path.join(server.outDir, `/zh-Hans${r}.html`), 'utf8').includes('notice--untranslated'));
  assert.deepEqual(fallbacks, []);
});

test('function pages: every platform tab, with its exact signature, its own name, or an explicit "not available"', () => {
  for (const [locale, catalogue, prefix] of [
    ['en', en, ''],
    ['zh-Hans', zh, '/zh-Hans'],
  ] as const) {
    for (const fn of Object.values(catalogue.functions)) {
      const html = page(`${prefix}${sdkRoutes.function(fn.group, fn.name)}`);
      const tabs = [...html.slice(html.indexOf('data-group="sdk-platform"')).matchAll(/role="tab"[^>]*data-value="([^"]+)"/g)]
        .map((m) => m[1])
        .slice(0, catalogue.platforms.length);
      assert.deepEqual(
        tabs,
        catalogue.platforms.map((p) => p.id),
        `${fn.name} tabs`,
      );
      for (const p of catalogue.platforms) {
        const impl = fn.platforms[p.id];
        const body = text(panel(html, p.id));
        if ('signatures' in impl) {
          for (const s of impl.signatures) assert.ok(body.includes(s.code.replace(/\s+/g, ' ').trim()), `${locale} ${fn.name} ${p.id}: signature ${s.code}`);
          if (impl.status === 'renamed' && impl.name) assert.ok(body.includes(impl.name), `${fn.name} ${p.id}: platform name`);
        } else if (impl.status === 'missing') {
          assert.ok(
            body.includes(locale === 'en' ? `Not available on ${p.label}.` : `${p.label} 不提供此函数。`),
            `${locale} ${fn.name} ${p.id}: not available`,
          );
        }
      }
      for (const param of fn.params) assert.ok(text(html).includes(param.name), `${fn.name}: parameter ${param.name}`);
      for (const id of fn.events) {
        const ev = catalogue.events[id];
        assert.ok(html.includes(`href="${prefix}${eventRoute(ev).replace(/#.*/, '')}`), `${locale} ${fn.name}: links the event ${id}`);
      }
    }
  }
});

test('event, listener, model and enum pages show what the catalogue holds, with links back', () => {
  for (const ev of Object.values(en.events)) {
    if (!hasEventPage(ev)) {
      assert.ok(page(sdkRoutes.listener(ev.listener)).includes(`id="event-${ev.name}"`), `${ev.id} on its listener page`);
      continue;
    }
    const html = page(eventRoute(ev));
    const body = text(html);
    for (const [platform, p] of Object.entries(ev.platforms)) if (p !== 'missing') assert.ok(body.includes(p.name), `${ev.id}: ${platform} name ${p.name}`);
    for (const fn of en.index.eventFiredBy[ev.id] ?? [])
      assert.ok(html.includes(`href="${sdkRoutes.function(en.functions[fn].group, fn)}"`), `${ev.id}: fired by ${fn}`);
  }
  for (const m of Object.values(en.models)) {
    const body = text(page(modelRoute(m)));
    for (const f of m.fields) assert.ok(body.includes(f.key ?? f.goField ?? ''), `${m.name}: field ${f.key}`);
  }
  for (const e of Object.values(en.enums)) {
    const html = page(sdkRoutes.enum(e.name));
    for (const v of e.values)
      assert.match(html, new RegExp(`id="value-${v.name}"><td><code>${v.value}</code></td><td><code>${v.name}</code>`), `${e.name}.${v.name} = ${v.value}`);
  }
  const errors = page(sdkRoutes.errors);
  for (const c of [...en.errors.sdk, ...en.errors.server]) assert.ok(errors.includes(`id="code-${c.code}"`), `error ${c.code}`);
  for (let code = 10000; code <= 10401; code++)
    if (errors.includes(`id="code-${code}"`))
      assert.ok(
        en.errors.sdk.some((c) => c.code === code),
        `code ${code} is in the catalogue`,
      );
});

test('the Chinese pages use the Chinese UI strings and link within the Chinese site', () => {
  const html = page('/zh-Hans/sdks/api/initialization/login');
  const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
  assert.ok(article.includes('<h2 id="platforms">各平台</h2>'));
  assert.ok(article.includes('href="/zh-Hans/sdks/callback/connection/onConnectSuccess"'));
  const leaving = [...article.matchAll(/href="(\/sdks\/[^"]*)"/g)].map((m) => m[1]);
  assert.deepEqual(leaving, [], 'no link in the article leaves the Chinese site');
});
