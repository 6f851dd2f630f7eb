import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateConfig } from '../../../src/generator/config/loadConfig.ts';
import { UserError } from '../../../src/generator/errors.ts';

const minimal = {
  title: 'T',
  url: 'https://x.example',
  i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', htmlLang: 'en' } } },
  sections: [{ id: 'docs', path: 'docs', routeBasePath: 'docs', label: 'Docs', mainDocId: 'intro' }],
  navbar: { items: [] },
};

function errorOf(raw: unknown): string {
  try {
    validateConfig(raw);
  } catch (e) {
    assert.ok(e instanceof UserError);
    return e.message;
  }
  assert.fail('expected a config error');
}

test('a minimal config validates and gets defaults', () => {
  const config = validateConfig(minimal);
  assert.equal(config.baseUrl, '/');
  assert.equal(config.trailingSlash, false);
  assert.equal(config.colorMode.defaultMode, 'dark');
  assert.equal(config.colorMode.respectPrefersColorScheme, false);
  assert.equal(config.search.provider, 'local');
  assert.equal(config.search.searchPagePath, 'search');
  assert.equal(config.onBrokenLinks, 'throw');
  assert.equal(config.sections[0].breadcrumbs, false);
});

test('the real site.config.ts validates', async () => {
  const mod = await import('../../../site.config.ts');
  const config = validateConfig(mod.default);
  assert.deepEqual(config.i18n.locales, ['en', 'zh-Hans']);
  assert.deepEqual(
    config.sections.map((s) => s.id),
    ['guides', 'sdks', 'restapi', 'blog'],
  );
  assert.equal(config.version, '1.20.0');
  assert.deepEqual(
    config.scripts.map((s) => s.src),
    ['/embed.js'],
  );
  assert.deepEqual(config.markdown.additionalLanguages, ['dart', 'ruby', 'groovy', 'kotlin', 'java', 'swift', 'objectivec']);
  assert.equal(config.announcementBar, undefined);
});

test('an unknown key names its path', () => {
  const msg = errorOf({ ...minimal, navbar: { items: [], colour: 'red' } });
  assert.match(msg, /navbar\.colour: unknown key/);
});

test('a wrong type names the key path and the expected type', () => {
  const msg = errorOf({ ...minimal, title: 42 });
  assert.match(msg, /title: expected string/);
  const nested = errorOf({ ...minimal, colorMode: { defaultMode: 'blue' } });
  assert.match(nested, /colorMode\.defaultMode: .*"light"|colorMode\.defaultMode: .*dark/);
});

test('navbar items are checked by type', () => {
  const msg = errorOf({ ...minimal, navbar: { items: [{ type: 'doc', label: 'x' }] } });
  assert.match(msg, /navbar\.items\.0\.(docId|section)/);
  const unknown = errorOf({ ...minimal, navbar: { items: [{ type: 'carousel' }] } });
  assert.match(unknown, /navbar\.items\.0/);
});

test('the default locale must be one of the locales, and every locale needs a label', () => {
  assert.match(errorOf({ ...minimal, i18n: { ...minimal.i18n, defaultLocale: 'fr' } }), /i18n\.defaultLocale: "fr" is not in i18n\.locales/);
  assert.match(errorOf({ ...minimal, i18n: { ...minimal.i18n, locales: ['en', 'de'] } }), /i18n\.localeConfigs\.de: missing/);
});

test('algolia search needs its keys', () => {
  assert.match(errorOf({ ...minimal, search: { provider: 'algolia' } }), /search\.algolia: required/);
  assert.match(errorOf({ ...minimal, search: { provider: 'local', algolia: { appId: 'A' } } }), /search\.algolia\.apiKey/);
});
