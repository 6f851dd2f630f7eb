import { useT } from '../context.tsx';
import { SimplePage } from './SimplePage.tsx';

export function NotFound() {
  const t = useT();
  return (
    <SimplePage className="not-found">
      <h1>{t('theme.notFound.title')}</h1>
      <p>{t('theme.notFound.p1')}</p>
      <p>{t('theme.notFound.p2')}</p>
    </SimplePage>
  );
}
