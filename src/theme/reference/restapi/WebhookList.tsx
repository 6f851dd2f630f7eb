import { useT } from '../../context.tsx';
import { DescriptionText } from './DescriptionText.tsx';
import { RouteLink } from './RouteLink.tsx';
import { useRestApi } from './useRestApi.ts';

/** `<WebhookList group="group"/>`: the hooks of one page group (config key linked to its page, command, kind). */
export function WebhookList({ group }: { group?: string }) {
  const t = useT();
  const data = useRestApi();
  const hooks = Object.values(data.webhooks).filter((h) => !group || h.group === group);
  if (!hooks.length) throw new Error(t('theme.restapi.missing', { kind: 'webhook group', id: group ?? '' }));
  return (
    <div className="table-wrap" tabIndex={0}>
      <table className="api-list">
        <thead>
          <tr>
            <th scope="col">{t('theme.restapi.col.hook')}</th>
            <th scope="col">{t('theme.restapi.col.command')}</th>
            <th scope="col">{t('theme.restapi.col.kind')}</th>
            <th scope="col">{t('theme.restapi.col.summary')}</th>
          </tr>
        </thead>
        <tbody>
          {hooks.map((h) => (
            <tr key={h.id}>
              <td>
                <RouteLink route={h.route}>
                  <code>{h.configKey}</code>
                </RouteLink>
              </td>
              <td>{h.callbackCommand ? <code>{h.callbackCommand}</code> : '—'}</td>
              <td>
                <span className={`api-badge api-badge--${h.kind}`}>{h.kind}</span>
              </td>
              <td>
                <DescriptionText text={h.summary} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
