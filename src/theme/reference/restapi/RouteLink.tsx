import type { ReactNode } from 'react';
import { useTheme } from '../../context.tsx';
import { Link } from '../../components/Link.tsx';

/** A link to a route when the site has that page, else the plain label (pages may still be missing). */
export function RouteLink({ route, children }: { route?: string; children: ReactNode }) {
  const { site } = useTheme();
  return route && site.routes.has(route.split('#')[0]) ? <Link to={route}>{children}</Link> : <>{children}</>;
}
