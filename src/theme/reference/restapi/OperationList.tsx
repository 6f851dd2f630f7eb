import { useT } from '../../context.tsx';
import { DescriptionText } from './DescriptionText.tsx';
import { RouteLink } from './RouteLink.tsx';
import { useRestApi } from './useRestApi.ts';

/** `<OperationList tag="group"/>`: a group's operations (method, path linked to its page, summary, access). */
export function OperationList({ tag }: { tag: string }) {
  const t = useT();
  const data = useRestApi();
  const ops = Object.values(data.operations)
    .filter((op) => op.tags.includes(tag))
    .sort((a, b) => a.path.localeCompare(b.path));
  if (!ops.length) throw new Error(t('theme.restapi.missing', { kind: 'tag', id: tag }));
  return (
    <div className="table-wrap" tabIndex={0}>
      <table className="api-list">
        <thead>
          <tr>
            <th scope="col">{t('theme.restapi.col.path')}</th>
            <th scope="col">{t('theme.restapi.col.summary')}</th>
            <th scope="col">{t('theme.restapi.access')}</th>
          </tr>
        </thead>
        <tbody>
          {ops.map((op) => (
            <tr key={op.id}>
              <td>
                <span className={`api-method api-method--${op.method.toLowerCase()} api-method--small`}>{op.method}</span>{' '}
                <RouteLink route={op.route}>
                  <code data-pagefind-weight="0.2">{op.path}</code>
                </RouteLink>
              </td>
              <td>
                <DescriptionText text={op.summary} />
              </td>
              <td>{op.access ? <span className={`api-badge api-badge--${op.access}`}>{op.access}</span> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
