/**
 * An SVG file imported by a page or a component (`import Logo from './logo.svg'`, `require('@site/static/img/x.svg')
 * .default`): as in Docusaurus (SVGR), a React component that renders the SVG inline, its props (className, width,
 * role, title…) on the `<svg>` element. Stylesheets' `url(x.svg)` and Markdown images stay URLs.
 */

/** React's name for an SVG attribute as written in the file (`stroke-width` → `strokeWidth`, `class` → `className`). */
function propName(name: string): string {
  if (name === 'class') return 'className';
  if (name === 'for') return 'htmlFor';
  if (/^(data|aria)-/.test(name)) return name;
  return name.replace(/[:-]([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** `fill:red; stroke-width:2` → `{ fill: 'red', strokeWidth: '2' }`. */
function styleObject(style: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of style.split(';')) {
    const i = rule.indexOf(':');
    if (i < 1) continue;
    const key = rule.slice(0, i).trim();
    out[key.startsWith('--') ? key : key.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = rule.slice(i + 1).trim();
  }
  return out;
}

function unescape(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The module source of the component for an SVG file's text; `url` is the file's hashed URL (also exported as `url`). */
export function svgComponentModule(svg: string, url: string): string {
  const root = /<svg\b([^>]*?)(\/?)>/i.exec(svg);
  const attrs: Record<string, unknown> = {};
  let inner = '';
  if (root) {
    for (const m of root[1].matchAll(/([^\s=/]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
      const value = unescape(m[3] ?? m[4] ?? '');
      attrs[propName(m[1])] = m[1] === 'style' ? styleObject(value) : value;
    }
    const end = svg.lastIndexOf('</svg>');
    inner = root[2] ? '' : svg.slice(root.index + root[0].length, end === -1 ? undefined : end);
  }
  return [
    `import { createElement } from 'react';`,
    `const attrs = ${JSON.stringify(attrs)};`,
    `const inner = ${JSON.stringify(inner)};`,
    `const escape = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;');`,
    `export const url = ${JSON.stringify(url)};`,
    `export function ReactComponent({ title, titleId, ...props }) {`,
    `  const head = title ? '<title' + (titleId ? ' id="' + escape(titleId).replace(/"/g, '&quot;') + '"' : '') + '>' + escape(title) + '</title>' : '';`,
    `  return createElement('svg', { ...attrs, ...(titleId ? { 'aria-labelledby': titleId } : {}), ...props, dangerouslySetInnerHTML: { __html: head + inner } });`,
    `}`,
    `export default ReactComponent;`,
    ``,
  ].join('\n');
}
