/**
 * Issue 30: every reference page names its task in the reader's words, in both locales (`Group member fields` /
 * `群成员信息字段` for `GroupMemberInfo`), so a reader who does not know the identifier still finds the page and
 * recognises it. The pages are read as written (each MDX page of content/ and i18n/zh-Hans/ that renders a reference
 * component), and the task comes from where the page takes it: the SDK catalogue and its translation, the OpenAPI
 * summary and its overlay. A webhook page is titled by its task, so its title is checked instead.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCatalogueFiles } from '../../../src/generator/reference/sdk/readCatalogue.ts';
import { resolveCatalogue } from '../../../src/generator/reference/sdk/resolveCatalogue.ts';
import { translateCatalogue } from '../../../src/generator/reference/sdk/translateCatalogue.ts';
import { restapiSource } from '../../../src/generator/reference/restapi/source.ts';
import type { SdkCatalogue } from '../../../src/shared/sdk/catalogue.ts';
import type { RestApiData } from '../../../src/shared/restapi/types.ts';
import { silentLogger } from '../../helpers/site.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const LOCALES = { en: 'content', 'zh-Hans': 'i18n/zh-Hans' } as const;
type Locale = keyof typeof LOCALES;

/** `<SdkModel name="GroupMemberInfo">` → the component and the entry it renders. */
const REFERENCE = /<(SdkFunction|SdkEvent|SdkEnum|SdkModel|SdkListener|Operation|Webhook) (?:name|id)="([^"]+)"/;

interface ReferencePage {
  file: string;
  kind: string;
  name: string;
  title: string;
}

function referencePages(locale: Locale): ReferencePage[] {
  const dir = path.join(root, LOCALES[locale]);
  const out: ReferencePage[] = [];
  for (const section of ['sdks', 'restapi'])
    for (const rel of fs.readdirSync(path.join(dir, section), { recursive: true }) as string[]) {
      if (!rel.endsWith('.mdx')) continue;
      const text = fs.readFileSync(path.join(dir, section, rel), 'utf8');
      const m = REFERENCE.exec(text);
      if (!m) continue;
      const title = /^title:\s*(.*)$/m.exec(text)?.[1].replace(/^(["'])(.*)\1$/, '$2') ?? '';
      out.push({ file: path.join(LOCALES[locale], section, rel), kind: m[1], name: m[2], title });
    }
  return out;
}

function sdkTask(cat: SdkCatalogue, kind: string, name: string): string | undefined {
  if (kind === 'SdkFunction') return cat.functions[name]?.task;
  if (kind === 'SdkEvent') return Object.values(cat.events).find((e) => e.name === name || e.id === name)?.task;
  if (kind === 'SdkEnum') return cat.enums[name]?.task;
  if (kind === 'SdkModel') return cat.models[name]?.task;
  if (kind === 'SdkListener') return cat.listeners[name]?.task;
  return undefined;
}

const HAN = /\p{Script=Han}/u;

test('every reference page has a task name in its reader language, in both locales', async () => {
  const en = resolveCatalogue(readCatalogueFiles(root)!);
  const catalogues: Record<Locale, SdkCatalogue> = { en, 'zh-Hans': translateCatalogue(root, 'zh-Hans', en).catalogue };
  const loaded = (await restapiSource.load({
    siteDir: root,
    config: { i18n: { defaultLocale: 'en', locales: ['en', 'zh-Hans'] } } as never,
    locales: ['en', 'zh-Hans'],
    logger: silentLogger(),
    keepThread: true,
  }))!;

  const problems: string[] = [];
  const counts: Record<string, number> = {};
  for (const locale of Object.keys(LOCALES) as Locale[]) {
    const rest = loaded.byLocale[locale] as RestApiData;
    for (const page of referencePages(locale)) {
      counts[`${locale} ${page.kind}`] = (counts[`${locale} ${page.kind}`] ?? 0) + 1;
      // A webhook page is titled by what happened (`After a user comes online on a platform`); the config key and
      // callback command sit in the endpoint line under it.
      const task =
        page.kind === 'Webhook'
          ? rest.webhooks[page.name]?.summary && page.title
          : page.kind === 'Operation'
            ? rest.operations[page.name]?.summary
            : sdkTask(catalogues[locale], page.kind, page.name);
      if (!task?.trim()) problems.push(`${page.file}: ${page.kind} ${page.name} has no task name`);
      else if (task === page.name) problems.push(`${page.file}: the task name of ${page.name} is the identifier itself`);
      else if (locale === 'en' && HAN.test(task)) problems.push(`${page.file}: the English task name of ${page.name} is not English (${task})`);
      else if (locale !== 'en' && !HAN.test(task)) problems.push(`${page.file}: the task name of ${page.name} is not translated (${task})`);
    }
  }
  assert.deepEqual(problems, []);
  // Every kind of reference page is covered, in both locales, so a renamed component cannot empty the check.
  for (const locale of Object.keys(LOCALES))
    for (const kind of ['SdkFunction', 'SdkEvent', 'SdkEnum', 'SdkModel', 'SdkListener', 'Operation', 'Webhook'])
      assert.ok((counts[`${locale} ${kind}`] ?? 0) > 0, `${locale}: no ${kind} page was read`);
  assert.equal(counts['en SdkModel'], Object.keys(en.models).length, 'one page per model');
  assert.equal(counts['zh-Hans SdkModel'], counts['en SdkModel']);
});
