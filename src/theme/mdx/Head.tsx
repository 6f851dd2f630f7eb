import { Children, isValidElement, type ReactNode } from 'react';
import { useTheme } from '../context.tsx';

const ALLOWED = new Set(['title', 'meta', 'link', 'script', 'style', 'base']);

/** Adds tags to the page's `<head>`; anything but title, meta, link, script, style and base is dropped with a warning. */
export function Head({ children }: { children?: ReactNode }) {
  const ctx = useTheme();
  Children.forEach(children, (child) => {
    if (isValidElement(child) && typeof child.type === 'string' && ALLOWED.has(child.type)) ctx.head.push(child);
    else if (child !== null && child !== undefined && !(typeof child === 'string' && !child.trim())) {
      const name = isValidElement(child) ? (typeof child.type === 'string' ? `<${child.type}>` : 'a component') : `text "${String(child).slice(0, 30)}"`;
      ctx.warnings.push(`<Head> ignores ${name} on ${ctx.page.route}: only title, meta, link, script, style and base are allowed`);
    }
  });
  return null;
}
