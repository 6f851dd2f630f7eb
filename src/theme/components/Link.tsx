import type { AnchorHTMLAttributes } from 'react';
import { useTheme, localizeRoute } from '../context.tsx';

/** An internal link (localised to the current locale) or an external one (new tab, no opener). */
export function Link({ to, href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string }) {
  const { site, page } = useTheme();
  const target = to ?? href ?? '#';
  const external = /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
  if (external) {
    const isWeb = /^https?:|^\/\//.test(target);
    return (
      <a href={target} {...(isWeb ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={localizeRoute(site, page.locale, target)} {...rest}>
      {children}
    </a>
  );
}
