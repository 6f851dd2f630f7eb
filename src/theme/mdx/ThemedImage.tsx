import type { ImgHTMLAttributes } from 'react';
import { useMdxResolvers } from './MdxContext.tsx';

/**
 * `<ThemedImage sources={{ light, dark }} />`: both images are in the HTML and CSS shows the one of the current
 * colour mode (no JavaScript, no flash).
 */
export function ThemedImage({ sources, alt = '', className, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { sources: { light: string; dark: string } }) {
  const { resolveImage } = useMdxResolvers();
  return (
    <>
      {(['light', 'dark'] as const).map((mode) => (
        <img
          key={mode}
          {...rest}
          src={resolveImage(sources[mode])}
          alt={alt}
          className={`themed--${mode}${className ? ` ${className}` : ''}`}
          loading="lazy"
          decoding="async"
        />
      ))}
    </>
  );
}
