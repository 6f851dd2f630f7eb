import type { AnchorHTMLAttributes, ImgHTMLAttributes } from 'react';
import { useMdxResolvers } from './MdxContext.tsx';

/** Markdown links: relative `.md(x)` files become routes; external links open in a new tab. */
export function MdxAnchor({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { resolveHref } = useMdxResolvers();
  const resolved = resolveHref(href);
  const external = /^https?:\/\//.test(resolved);
  return (
    <a href={resolved} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}

/** Markdown images: relative files are copied with a content hash; lazy-loaded. */
export function MdxImage({ src = '', alt, ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  const { resolveImage } = useMdxResolvers();
  return <img src={resolveImage(String(src))} alt={alt ?? ''} loading="lazy" decoding="async" {...rest} />;
}

/** Tables scroll sideways inside their own box on small screens. */
export function MdxTable(props: React.TableHTMLAttributes<HTMLTableElement>) {
  return (
    <div className="table-wrap" tabIndex={0}>
      <table {...props} />
    </div>
  );
}
