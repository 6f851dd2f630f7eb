/** The site configuration schema lives in `src/shared/siteConfig.ts` (the theme reads its types too); this path stays for `site.config.ts` files that import `defineConfig` from here. */
export * from '../../shared/siteConfig.ts';
