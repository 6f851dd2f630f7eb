import * as runtime from 'react/jsx-runtime';
import type { ComponentProps } from 'react';

/** Links and images of an excerpt that only make sense next to the post's file are kept as text / left out. */
const relative = (url?: string) => !!url && !/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(url);

const components = {
  a: ({ href, children, ...rest }: ComponentProps<'a'>) =>
    relative(href) ? (
      <>{children}</>
    ) : (
      <a href={href} {...rest}>
        {children}
      </a>
    ),
  img: ({ src, alt, ...rest }: ComponentProps<'img'>) => (relative(typeof src === 'string' ? src : undefined) ? null : <img src={src} alt={alt} {...rest} />),
};

/**
 * The HTML of a post's excerpt (the text before `<!--truncate-->`) for list pages. It is read as Markdown
 * (GFM), not MDX: imports and JSX components are left out, and links or images relative to the post are
 * kept as text or dropped — the excerpt is a summary that links to the full post.
 */
export async function renderExcerpt(markdown: string): Promise<string> {
  const text = markdown
    .split('\n')
    .filter((line) => !/^(import|export)\s/.test(line))
    .join('\n');
  // Loaded on the first excerpt: most builds have none (only a post with `<!--truncate-->` has one).
  const [{ evaluate }, { default: remarkGfm }, { renderToStaticMarkup }] = await Promise.all([
    import('@mdx-js/mdx'),
    import('remark-gfm'),
    import('react-dom/server'),
  ]);
  const mod = await evaluate(text, { ...runtime, format: 'md', remarkPlugins: [remarkGfm] });
  return renderToStaticMarkup(<mod.default components={components} />);
}
