import type { PlatformId, SdkCatalogue } from '../../../shared/sdk/catalogue.ts';
import { useT } from '../../context.tsx';

/** An optional heading and a platform → name table (class names, enum declarations, listener setters); nothing when no platform has one. */
export function PlatformNameTable({
  catalogue,
  names,
  id,
  heading,
  column,
}: {
  catalogue: SdkCatalogue;
  names: Partial<Record<PlatformId, string>>;
  id?: string;
  heading?: string;
  column?: string;
}) {
  const t = useT();
  const platforms = catalogue.platforms.filter((p) => names[p.id]);
  if (!platforms.length) return null;
  return (
    <>
      {heading ? <h2 id={id}>{heading}</h2> : null}
      <div className="table-wrap" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th>{t('theme.sdk.platform')}</th>
              <th>{column ?? t('theme.sdk.name')}</th>
            </tr>
          </thead>
          <tbody>
            {platforms.map((p) => (
              <tr key={p.id}>
                <td>{p.label}</td>
                <td>
                  <code>{names[p.id]}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
