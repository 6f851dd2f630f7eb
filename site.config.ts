import { defineConfig } from './src/generator/config/schema.ts';

const editBase = 'https://github.com/openimsdk/docs/edit/main';

export default defineConfig({
  title: 'OpenIM Docs',
  tagline: 'Open-source instant messaging you deploy yourself: a Go server and client SDKs for every platform.',
  url: 'https://docs.openim.io',
  baseUrl: '/',
  trailingSlash: false,
  favicon: '/img/favicon.svg',
  version: '1.20.0',
  repoUrl: 'https://github.com/openimsdk/docs',
  communityUrl: 'https://join.slack.com/t/openimsdk/shared_invite/zt-2ijy1ys1f-O0aEDCr7ExRZ7mwsHAVg9A',
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'zh-Hans'],
    localeConfigs: {
      en: { label: 'English', htmlLang: 'en' },
      'zh-Hans': { label: '简体中文', htmlLang: 'zh-Hans' },
    },
  },
  sections: [
    {
      id: 'guides',
      path: 'guides',
      routeBasePath: 'guides',
      label: 'Guides',
      mainDocId: 'introduction',
      editUrl: `${editBase}/content/guides`,
      showLastUpdateTime: true,
      breadcrumbs: false,
    },
    {
      id: 'sdks',
      path: 'sdks',
      routeBasePath: 'sdks',
      label: 'Client SDKs',
      mainDocId: 'introduction',
      editUrl: `${editBase}/content/sdks`,
      showLastUpdateTime: true,
      breadcrumbs: false,
    },
    {
      id: 'restapi',
      path: 'restapi',
      routeBasePath: 'restapi',
      label: 'Server APIs',
      mainDocId: 'apis/introduction',
      editUrl: `${editBase}/content/restapi`,
      showLastUpdateTime: true,
      breadcrumbs: false,
    },
    {
      id: 'blog',
      path: 'blog',
      routeBasePath: 'blog',
      label: 'Blog',
      mainDocId: 'introduction',
      kind: 'blog',
      blog: { permalinks: 'flat', sidebar: 'folders', listPage: false },
      editUrl: `${editBase}/content/blog`,
      showLastUpdateTime: true,
      breadcrumbs: false,
    },
  ],
  navbar: {
    logo: { alt: 'OpenIM', src: '/img/logo-light.svg', srcDark: '/img/logo-dark.svg', width: 107.5, height: 32 },
    hideOnScroll: false,
    items: [
      { type: 'doc', section: 'guides', docId: 'introduction', label: 'Guides', position: 'left' },
      { type: 'doc', section: 'sdks', docId: 'introduction', label: 'Client SDKs', position: 'left' },
      { type: 'doc', section: 'restapi', docId: 'apis/introduction', label: 'Server APIs', position: 'left' },
      { type: 'doc', section: 'blog', docId: 'introduction', label: 'Blog', position: 'left' },
      { type: 'search', position: 'right' },
      {
        type: 'default',
        href: 'https://github.com/openimsdk',
        label: 'GitHub',
        ariaLabel: 'OpenIM source code on GitHub',
        className: 'navbar-github',
        position: 'right',
      },
      { type: 'localeDropdown', position: 'right' },
    ],
  },
  footer: {
    logo: { alt: 'OpenIM', src: '/img/logo-light.svg', srcDark: '/img/logo-dark.svg', height: 38, href: '/' },
    links: [
      { title: 'Product', items: [{ label: 'Business', href: 'https://www.openim.io' }] },
      {
        title: 'Company',
        items: [
          { label: 'About Us', href: 'https://www.openim.io' },
          { label: 'Contact Us', href: 'mailto:contact@openim.io' },
        ],
      },
      {
        title: 'Resources',
        items: [
          { label: 'Documentation', to: '/guides/introduction' },
          { label: 'Community', href: 'https://join.slack.com/t/openimsdk/shared_invite/zt-2ijy1ys1f-O0aEDCr7ExRZ7mwsHAVg9A' },
        ],
      },
    ],
    description:
      'OpenIM is a high-performance, lightweight and easily extended instant-messaging server with client SDKs for every platform. Deploy it on your own machines so your business data stays secure.',
    copyright: 'Copyright © OpenIM since 2023. All rights reserved.',
  },
  colorMode: { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false },
  search: { provider: 'local', searchPagePath: 'search' },
  markdown: { additionalLanguages: ['dart', 'ruby', 'groovy', 'kotlin', 'java', 'swift', 'objectivec'] },
  scripts: [{ src: '/embed.js', defer: true }],
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
});
