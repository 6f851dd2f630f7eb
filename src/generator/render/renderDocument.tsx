import { renderToString, renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { ThemeProvider, type PageInfo, type SiteData, type ThemeContextValue } from '../../theme/context.tsx';
import { resetTabIds } from '../../theme/mdx/Tabs.tsx';
import type { Messages } from '../../theme/messages.ts';
import { escapeAttr } from '../../shared/html.ts';

export interface RenderedDocument {
  html: string;
  warnings: string[];
}

/**
 * Colour mode before first paint (an external file would block rendering or flash): reads
 * `localStorage.theme`, defaults to the configured mode, ignores the system preference; also marks
 * JavaScript as available and hides a dismissed announcement bar. After parsing it compares the URL with the
 * route the page was built for: a site served under another base path has broken assets (no CSS, no runtime),
 * so the banner must work from this inline script alone.
 */
export function colorModeScript(site: SiteData): string {
  const { defaultMode, respectPrefersColorScheme } = site.config.colorMode;
  const bar = site.config.announcementBar;
  const prefers = respectPrefersColorScheme ? `||(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light')` : '';
  return `(function(){var d=document.documentElement;d.classList.add('js');try{var t=localStorage.getItem('theme');d.setAttribute('data-theme',t==='light'||t==='dark'?t:(''${prefers}||${JSON.stringify(defaultMode)}));${bar ? `if(localStorage.getItem('imdocs.announcement.dismissed')===${JSON.stringify(bar.id)})d.setAttribute('data-announcement-dismissed','');` : ''}}catch(e){}document.addEventListener('DOMContentLoaded',function(){var r=d.getAttribute('data-route')||'/',p=decodeURI(location.pathname);if(p.slice(-5)==='.html')p=p.slice(0,-5);if(p.slice(-6)==='/index')p=p.slice(0,-6);if(p.length>1&&p.slice(-1)==='/')p=p.slice(0,-1);if(r.slice(-4)!=='/404'&&p!==r&&!(r==='/'&&p==='')){var b=document.querySelector('[data-base-url]');if(b)b.hidden=false}})})();`;
}

function headTags(site: SiteData, page: PageInfo): string {
  const { config } = site;
  const fullTitle = page.title && page.kind !== 'page' ? `${page.title} | ${config.title}` : page.title ? `${page.title} | ${config.title}` : config.title;
  const canonical = `${config.url}${page.fallbackOf ?? page.route}`;
  const lc = config.i18n.localeConfigs[page.locale];
  const tags: string[] = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeAttr(fullTitle)}</title>`,
  ];
  if (page.description) tags.push(`<meta name="description" content="${escapeAttr(page.description)}">`);
  if (page.keywords?.length) tags.push(`<meta name="keywords" content="${escapeAttr(page.keywords.join(', '))}">`);
  tags.push(`<link rel="canonical" href="${escapeAttr(canonical)}">`);
  if (page.noindex || page.fallbackOf) tags.push('<meta name="robots" content="noindex">');
  const alternates = Object.entries(page.alternates);
  if (!page.fallbackOf && alternates.length > 1) {
    for (const [locale, route] of alternates) {
      tags.push(
        `<link rel="alternate" hreflang="${escapeAttr(config.i18n.localeConfigs[locale]?.htmlLang ?? locale)}" href="${escapeAttr(config.url + route)}">`,
      );
    }
    const def = page.alternates[config.i18n.defaultLocale];
    if (def) tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeAttr(config.url + def)}">`);
  }
  tags.push(
    `<meta property="og:title" content="${escapeAttr(fullTitle)}">`,
    `<meta property="og:type" content="${page.doc?.date ? 'article' : 'website'}">`,
    `<meta property="og:url" content="${escapeAttr(canonical)}">`,
    `<meta property="og:site_name" content="${escapeAttr(config.title)}">`,
    `<meta property="og:locale" content="${escapeAttr((lc?.htmlLang ?? page.locale).replace('-', '_'))}">`,
  );
  if (page.description) tags.push(`<meta property="og:description" content="${escapeAttr(page.description)}">`);
  tags.push('<meta name="twitter:card" content="summary">');
  tags.push(`<meta name="docsearch:language" content="${escapeAttr(page.locale)}">`);
  if (page.doc) {
    tags.push(`<meta name="docsearch:docusaurus_tag" content="docs-${escapeAttr(page.doc.section)}-${escapeAttr(page.doc.version)}">`);
    tags.push(`<meta name="docsearch:section" content="${escapeAttr(page.doc.section)}">`);
  } else {
    tags.push('<meta name="docsearch:docusaurus_tag" content="default">');
  }
  if (config.favicon) tags.push(`<link rel="icon" href="${escapeAttr(config.favicon)}">`);
  if (config.search.provider === 'algolia' && config.search.algolia) {
    const host = config.search.algolia.host ?? `https://${config.search.algolia.appId}-dsn.algolia.net`;
    tags.push(`<link rel="preconnect" href="${escapeAttr(new URL(host).origin)}" crossorigin="anonymous">`);
  }
  tags.push(`<link rel="stylesheet" href="${site.assets.css}">`);
  if (site.assets.customCss) tags.push(`<link rel="stylesheet" href="${site.assets.customCss}">`);
  tags.push(`<script>${colorModeScript(site)}</script>`);
  tags.push(`<script type="module" src="${site.assets.runtime}"></script>`);
  for (const s of config.scripts) tags.push(`<script src="${escapeAttr(s.src)}"${s.defer ? ' defer' : ''}${s.async ? ' async' : ''}></script>`);
  return tags.join('\n');
}

/**
 * The skip link's target (`#main`): a page that has no element of that id (a site's React page, whose own markup
 * fills the wrapper) gets it on the wrapper of its content, so the link lands where Docusaurus' does.
 */
function withSkipTarget(bodyHtml: string): string {
  return / id="main"/.test(bodyHtml) ? bodyHtml : bodyHtml.replace('<div class="main-wrapper', '<div id="main" class="main-wrapper');
}

/** Renders a page body inside the theme and wraps it into a complete HTML document. */
export function renderDocument(site: SiteData, page: PageInfo, messages: Messages, body: ReactElement): RenderedDocument {
  resetTabIds();
  const ctx: ThemeContextValue = { site, page, messages, head: [], warnings: [] };
  const bodyHtml = withSkipTarget(renderToString(<ThemeProvider value={ctx}>{body}</ThemeProvider>));
  const extraHead = ctx.head.length ? renderToStaticMarkup(<>{ctx.head}</>) : '';
  const lc = site.config.i18n.localeConfigs[page.locale];
  let head = headTags(site, page);
  if (extraHead) {
    // A <title> from <Head> replaces the generated one.
    if (/<title>/.test(extraHead)) head = head.replace(/<title>[\s\S]*?<\/title>/, '');
    head += `\n${extraHead}`;
  }
  const section = page.doc?.section;
  const html = `<!doctype html>
<html lang="${escapeAttr(lc?.htmlLang ?? page.locale)}" dir="${lc?.direction ?? 'ltr'}" data-theme="${site.config.colorMode.defaultMode}" data-locale="${escapeAttr(page.locale)}"${section ? ` data-section="${escapeAttr(section)}" data-version="${escapeAttr(page.doc!.version)}"` : ''} data-route="${escapeAttr(page.route)}">
<head>
${head}
</head>
<body>
${bodyHtml}
</body>
</html>
`;
  return { html, warnings: ctx.warnings };
}
