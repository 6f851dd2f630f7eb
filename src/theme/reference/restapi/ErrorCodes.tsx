import { useT } from '../../context.tsx';
import { DescriptionText } from './DescriptionText.tsx';
import { useRestApi } from './useRestApi.ts';

/** `<ErrorCodes/>`: every code of the document's root `x-error-codes`, each row with the anchor `#<code>`. */
export function ErrorCodes() {
  const t = useT();
  const data = useRestApi();
  return (
    <div className="table-wrap" tabIndex={0}>
      <table className="api-list api-errcodes">
        <thead>
          <tr>
            <th scope="col">{t('theme.restapi.col.code')}</th>
            <th scope="col">{t('theme.restapi.col.name')}</th>
            <th scope="col">{t('theme.restapi.col.message')}</th>
            <th scope="col">{t('theme.restapi.col.meaning')}</th>
          </tr>
        </thead>
        <tbody>
          {data.errorCodes.map((c) => (
            <tr key={c.code} id={String(c.code)}>
              <td>
                <a className="api-code-anchor" href={`#${c.code}`}>
                  <code data-pagefind-weight="10">{c.code}</code>
                </a>
              </td>
              <td>
                <code>{c.name}</code>
              </td>
              <td>{c.message ? <code>{c.message}</code> : null}</td>
              <td>
                <DescriptionText text={c.meaning} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
