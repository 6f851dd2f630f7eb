/**
 * Mismatches the second read of the remaining guides and SDK quickstarts found against the sources the site documents
 * (open-im-server v3.8.3-patch.16, protocol v0.0.73-alpha.12, the platform SDK repositories), one entry each: what
 * the page must now say in both locales, and the earlier wording that contradicted the source, which must not return.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../helpers/site.ts';

type Locale = 'en' | 'zh-Hans';
interface Finding {
  /** The source file (and ref) the statement rests on. */
  source: string;
  /** The page, relative to content/ (and to i18n/zh-Hans/). */
  page: string;
  says: Record<Locale, RegExp[]>;
  not: Record<Locale, RegExp[]>;
}

const FINDINGS: Finding[] = [
  {
    // HarmonyOSPlatformID = 11 exists; AdminPlatformID = 10 is refused by GetUserToken, so no user session lives there.
    source: 'protocol v0.0.73-alpha.12 constant/platform_id_to_name.go; open-im-server internal/rpc/auth/auth.go',
    page: 'guides/solution/integrate.mdx',
    says: {
      en: [/9 iPad, 11 HarmonyOS/, /1–9 and 11/],
      'zh-Hans': [/9 iPad、11 鸿蒙（HarmonyOS）/, /1–9 和 11/],
    },
    not: { en: [/for each platform \(1–10\)/], 'zh-Hans': [/对每个平台（1–10）/] },
  },
  {
    // open-im-sdk-dotnet main (3e2b40b): only runtimes/win-x64 and runtimes/osx-arm64; Plugins/ and *.meta removed in 9fa957c.
    source: 'openimsdk/open-im-sdk-dotnet main tree; commit 9fa957c "delete unity branch"',
    page: 'sdks/quickstart/unity.mdx',
    says: {
      en: [/`win-x64\/native\/openimsdk\.dll`/, /no `\.meta` files and no `Plugins\/` folder/],
      'zh-Hans': [/`win-x64\/native\/openimsdk\.dll`/, /没有 `\.meta` 文件，也没有 `Plugins\/` 目录/],
    },
    not: {
      en: [/It contains the Unity `\.meta` files and `Plugins\/` folders/],
      'zh-Hans': [/仓库包含 Unity 的 `\.meta` 文件/],
    },
  },
  {
    // open-im-sdk-reactnative tag v3.8.3-patch.12.4: android/build.gradle pins io.openim:core-sdk:3.8.3-patch12+1.
    source: 'openimsdk/open-im-sdk-reactnative v3.8.3-patch.12.4 android/build.gradle',
    page: 'guides/introduction/version.mdx',
    says: {
      en: [/`3\.8\.3-patch\.12\.4` \| core 3\.8\.3-patch12\+1 \(Android\)/],
      'zh-Hans': [/`3\.8\.3-patch\.12\.4` \| 核心 3\.8\.3-patch12\+1（Android）/],
    },
    not: { en: [/core 3\.8\.3-patch12 \/ hotfix\.12 \|/], 'zh-Hans': [/核心 3\.8\.3-patch12 \/ hotfix\.12 \|/] },
  },
  {
    // PlatformID2class: HarmonyOS (11) is a class of its own, so policy 4 keeps one HarmonyOS session too.
    source: 'protocol v0.0.73-alpha.12 constant/platform_id_to_name.go PlatformID2class',
    page: 'guides/introduction/features.mdx',
    says: { en: [/Web, MiniWeb, HarmonyOS\. \|/], 'zh-Hans': [/Web、MiniWeb、HarmonyOS（鸿蒙）。 \|/] },
    not: { en: [/Web, MiniWeb\. \|/], 'zh-Hans': [/Web、MiniWeb。 \|/] },
  },
];

const file = (locale: Locale, page: string): string => path.join(repoRoot, locale === 'en' ? 'content' : 'i18n/zh-Hans', page);

for (const finding of FINDINGS) {
  for (const locale of ['en', 'zh-Hans'] as const) {
    test(`${finding.page} (${locale}) agrees with ${finding.source}`, () => {
      const text = fs.readFileSync(file(locale, finding.page), 'utf8');
      for (const re of finding.says[locale]) assert.match(text, re);
      for (const re of finding.not[locale]) assert.doesNotMatch(text, re);
    });
  }
}
