import { FUNCTION_GROUPS, PLATFORM_IDS, type FunctionGroup } from '../../../shared/sdk/catalogue.ts';
import { useT } from '../../context.tsx';
import { functionCoverage } from './coverage.ts';
import { InlineText } from './InlineText.tsx';
import { sdkRoutes } from './routes.ts';
import { SdkLink } from './SdkLink.tsx';
import { useSdkCatalogue } from './useSdkCatalogue.ts';

/** A group overview: every core function of the group, linked, with its summary and on how many platforms it exists. */
export function SdkGroup({ group }: { group: string }) {
  const catalogue = useSdkCatalogue('SdkGroup');
  const t = useT();
  if (!(FUNCTION_GROUPS as readonly string[]).includes(group))
    throw new Error(`<SdkGroup group="${group}"/>: the function groups are ${FUNCTION_GROUPS.join(', ')}.`);
  const names = catalogue.index.functionsByGroup[group as FunctionGroup] ?? [];
  return (
    <div className="sdk-ref sdk-group" data-sdk-group={group}>
      <div className="table-wrap" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th>{t('theme.sdk.function')}</th>
              <th>{t('theme.sdk.summary')}</th>
              <th>{t('theme.sdk.platforms')}</th>
            </tr>
          </thead>
          <tbody>
            {names.map((name) => {
              const fn = catalogue.functions[name];
              const c = functionCoverage(fn);
              return (
                <tr key={name}>
                  <td>
                    <SdkLink to={sdkRoutes.function(group, name)} code>
                      {name}
                    </SdkLink>
                  </td>
                  <td>
                    <InlineText text={fn.summary} />
                  </td>
                  <td>{t('theme.sdk.coverage.count', { count: c.available.length + c.renamed.length, total: PLATFORM_IDS.length })}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
