import { useT } from '../../context.tsx';
import { RouteLink } from './RouteLink.tsx';
import { SectionHeading as Heading } from './SectionHeading.tsx';
import { Tabs, TabItem } from '../../mdx/Tabs.tsx';
import { CodeFrame } from '../../mdx/CodeFrame.tsx';
import { DescriptionText } from './DescriptionText.tsx';
import { Endpoint } from './Endpoint.tsx';
import { ExampleBlock } from './ExampleBlock.tsx';
import { FieldTable } from './SchemaFields.tsx';
import { TryIt } from './TryIt.tsx';
import { highlightReferenceCode } from '../highlight.ts';
import { useTocEntries } from '../../toc/TocHeadings.tsx';
import { useEntry, useRestApi } from './useRestApi.ts';
import { ERROR_CODES_ROUTE, type RestOperation } from '../../../shared/restapi/types.ts';
import { TaskName } from '../TaskName.tsx';

/** Tabs of request samples share one group across the site: picking Go once shows Go everywhere. */
export const SAMPLE_TABS_GROUP = 'restapi-sample';

export function Samples({ op }: { op: RestOperation }) {
  return (
    <Tabs groupId={SAMPLE_TABS_GROUP} className="api-samples">
      {op.samples.map((s) => (
        <TabItem key={s.id} value={s.id} label={s.label}>
          <CodeFrame lang={s.lang} html={highlightReferenceCode(s.code, s.lang)} />
        </TabItem>
      ))}
    </Tabs>
  );
}

/** `<Operation id="createGroup"/>`: everything an integrator needs to call one REST operation. */
export function Operation({ id }: { id: string }) {
  const t = useT();
  const data = useRestApi();
  const op = useEntry(data.operations, id, 'operation');
  const example = op.request?.examples[0];
  const codes = op.errorCodes.map((c) => data.errorCodes.find((e) => e.code === c) ?? { code: c, name: '', message: '', meaning: '' });
  useTocEntries([
    { depth: 2, id: 'headers', value: t('theme.restapi.headers') },
    { depth: 2, id: 'request-body', value: t('theme.restapi.requestBody') },
    { depth: 2, id: 'request-samples', value: t('theme.restapi.samples') },
    { depth: 2, id: 'response', value: t('theme.restapi.response') },
    ...(codes.length ? [{ depth: 2, id: 'error-codes', value: t('theme.restapi.errorCodes') }] : []),
    ...(op.webhooks.length ? [{ depth: 2, id: 'webhooks', value: t('theme.restapi.webhooks') }] : []),
  ]);
  return (
    <section className="api-operation" data-operation={op.id}>
      <TaskName text={op.summary} identifier={op.id} />
      <Endpoint method={op.method} path={op.path} id={op.id} />
      <DescriptionText text={op.description} block />
      {op.access ? (
        <p className="api-access">
          <strong>{t('theme.restapi.access')}:</strong> <span className={`api-badge api-badge--${op.access}`}>{op.access}</span>{' '}
          {t(`theme.restapi.access.${op.access}`)}
        </p>
      ) : null}

      <Heading id="headers">{t('theme.restapi.headers')}</Heading>
      <div className="table-wrap" tabIndex={0}>
        <table className="api-fields">
          <thead>
            <tr>
              <th scope="col">{t('theme.restapi.col.name')}</th>
              <th scope="col">{t('theme.restapi.col.required')}</th>
              <th scope="col">{t('theme.restapi.col.description')}</th>
            </tr>
          </thead>
          <tbody>
            {op.headers.map((h) => (
              <tr key={h.name}>
                <td>
                  <code className="api-field">{h.name}</code>
                </td>
                <td>{h.required ? <strong className="api-required">{t('theme.restapi.yes')}</strong> : t('theme.restapi.no')}</td>
                <td>
                  <DescriptionText text={h.description} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <Heading id="request-body">{t('theme.restapi.requestBody')}</Heading>
      {op.request?.schema ? <FieldTable schema={op.request.schema} /> : <p>{t('theme.restapi.noBody')}</p>}
      {example ? <ExampleBlock example={example} title={t('theme.restapi.requestExample')} /> : null}

      <Heading id="request-samples">{t('theme.restapi.samples')}</Heading>
      <Samples op={op} />
      <TryIt op={op} />

      <Heading id="response">{t('theme.restapi.response')}</Heading>
      {op.response?.schema ? <FieldTable schema={op.response.schema} /> : null}
      {op.response?.examples.map((e) => (
        <ExampleBlock key={e.name} example={e} title={e.summary ?? t('theme.restapi.responseExample')} />
      ))}

      {codes.length ? (
        <>
          <Heading id="error-codes">{t('theme.restapi.errorCodes')}</Heading>
          <p>{t('theme.restapi.errorCodesIntro')}</p>
          <ul className="api-codes">
            {codes.map((c) => (
              <li key={c.code}>
                <RouteLink route={`${ERROR_CODES_ROUTE}#${c.code}`}>
                  <code>{c.code}</code>
                </RouteLink>
                {c.name ? (
                  <>
                    {' '}
                    <code>{c.name}</code>
                  </>
                ) : null}
                {c.meaning ? (
                  <>
                    : <DescriptionText text={c.meaning} />
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {op.webhooks.length ? (
        <>
          <Heading id="webhooks">{t('theme.restapi.webhooks')}</Heading>
          <ul className="api-hooks">
            {op.webhooks.map((key) => {
              const hook = data.webhooks[key];
              return (
                <li key={key}>
                  <RouteLink route={hook?.route}>
                    <code>{key}</code>
                  </RouteLink>
                  {hook ? (
                    <>
                      {' '}
                      (<code>{hook.callbackCommand}</code>)
                      {hook.summary ? (
                        <>
                          : <DescriptionText text={hook.summary} />
                        </>
                      ) : null}
                    </>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}
