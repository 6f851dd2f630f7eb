import { FUNCTION_GROUPS, type PlatformId } from '../../../shared/sdk/catalogue.ts';
import { useT } from '../../context.tsx';
import { functionCoverage, type CoverageStatus } from './coverage.ts';
import { sdkRoutes } from './routes.ts';
import { SdkLink } from './SdkLink.tsx';
import { useSdkCatalogue } from './useSdkCatalogue.ts';

const MARK: Record<CoverageStatus, string> = { available: '✓', renamed: '≈', missing: '✗', unverified: '?' };

/** The platform coverage matrix: every core function × platform, available / under another name / missing / unverified, with totals. */
export function SdkCoverage() {
  const catalogue = useSdkCatalogue('SdkCoverage');
  const t = useT();
  const platforms = catalogue.platforms;
  const totals = Object.fromEntries(platforms.map((p) => [p.id, { available: 0, renamed: 0, missing: 0, unverified: 0 }])) as Record<
    PlatformId,
    Record<CoverageStatus, number>
  >;
  let count = 0;
  const label = (status: CoverageStatus, name?: string) =>
    status === 'available'
      ? t('theme.sdk.available')
      : status === 'renamed'
        ? t('theme.sdk.availableAs', { name: name ?? '' })
        : status === 'missing'
          ? t('theme.sdk.missing')
          : t('theme.sdk.notVerified');
  const rows = FUNCTION_GROUPS.flatMap((group) =>
    (catalogue.index.functionsByGroup[group] ?? []).map((name) => {
      const fn = catalogue.functions[name];
      count++;
      for (const [status, ids] of Object.entries(functionCoverage(fn)) as [CoverageStatus, PlatformId[]][]) for (const id of ids) totals[id][status]++;
      return (
        <tr key={name}>
          <th scope="row">
            <SdkLink to={sdkRoutes.function(group, name)} code>
              {name}
            </SdkLink>
          </th>
          {platforms.map((p) => {
            const impl = fn.platforms[p.id];
            const name2 = impl.status === 'renamed' ? impl.name : undefined;
            return (
              <td
                key={p.id}
                className={`sdk-cov sdk-cov--${impl.status}`}
                data-platform={p.id}
                data-status={impl.status}
                title={`${p.label}: ${label(impl.status, name2)}`}
              >
                <span aria-hidden="true">{MARK[impl.status]}</span>
                <span className="sr-only">{label(impl.status, name2)}</span>
                {name2 ? <code className="sdk-cov__name">{name2}</code> : null}
              </td>
            );
          })}
        </tr>
      );
    }),
  );
  return (
    <div className="sdk-ref sdk-coverage">
      <p className="sdk-note">{t('theme.sdk.coverage.legend')}</p>
      <div className="table-wrap" tabIndex={0}>
        <table className="sdk-coverage__table">
          <thead>
            <tr>
              <th scope="col">{t('theme.sdk.function')}</th>
              {platforms.map((p) => (
                <th key={p.id} scope="col">
                  {p.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{rows}</tbody>
          <tfoot>
            <tr data-total="any">
              <th scope="row">{t('theme.sdk.coverage.total')}</th>
              {platforms.map((p) => (
                <td key={p.id} data-platform={p.id}>
                  {totals[p.id].available + totals[p.id].renamed} / {count}
                </td>
              ))}
            </tr>
            <tr data-total="renamed">
              <th scope="row">{t('theme.sdk.coverage.renamed')}</th>
              {platforms.map((p) => (
                <td key={p.id} data-platform={p.id}>
                  {totals[p.id].renamed}
                </td>
              ))}
            </tr>
            <tr data-total="missing">
              <th scope="row">{t('theme.sdk.missing')}</th>
              {platforms.map((p) => (
                <td key={p.id} data-platform={p.id}>
                  {totals[p.id].missing}
                </td>
              ))}
            </tr>
            <tr data-total="unverified">
              <th scope="row">{t('theme.sdk.notVerified')}</th>
              {platforms.map((p) => (
                <td key={p.id} data-platform={p.id}>
                  {totals[p.id].unverified}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
