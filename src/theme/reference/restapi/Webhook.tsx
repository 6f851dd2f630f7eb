import { useT } from '../../context.tsx';
import type { MessageId } from '../../messages.ts';
import { DescriptionText } from './DescriptionText.tsx';
import { Endpoint } from './Endpoint.tsx';
import { ExampleBlock } from './ExampleBlock.tsx';
import { FieldTable } from './SchemaFields.tsx';
import { RouteLink } from './RouteLink.tsx';
import { SectionHeading as Heading } from './SectionHeading.tsx';
import { useEntry, useRestApi } from './useRestApi.ts';
import { useTocEntries } from '../../toc/TocHeadings.tsx';

const ANSWER_TITLES: Record<string, MessageId> = {
  allow: 'theme.restapi.example.allow',
  reject: 'theme.restapi.example.reject',
  modify: 'theme.restapi.example.modify',
  default: 'theme.restapi.example.default',
};

/** `<Webhook id="beforeCreateGroup"/>`: the request the server sends, the answer it expects, and what happens on failure. */
export function Webhook({ id }: { id: string }) {
  const t = useT();
  const data = useRestApi();
  const hook = useEntry(data.webhooks, id, 'webhook');
  const example = hook.request?.examples[0];
  const effects = Object.entries(hook.responseEffect);
  useTocEntries([
    { depth: 2, id: 'request-body', value: t('theme.restapi.requestBody') },
    { depth: 2, id: 'answer', value: t('theme.restapi.webhook.answer') },
    ...(hook.failure ? [{ depth: 2, id: 'failure', value: t('theme.restapi.webhook.failure') }] : []),
    ...(hook.firedBy.length ? [{ depth: 2, id: 'fired-by', value: t('theme.restapi.webhook.firedBy') }] : []),
  ]);
  return (
    <section className="api-webhook" data-webhook={hook.id}>
      {hook.invoked ? <Endpoint method="POST" path={`/${hook.callbackCommand}`} prefix="{webhooks.yml url}" id={hook.configKey} /> : null}
      <p className="api-direction">
        {hook.invoked
          ? `${t('theme.restapi.webhook.direction')}. ${t('theme.restapi.webhook.url', { command: hook.callbackCommand })}.`
          : t('theme.restapi.webhook.neverCalled')}
      </p>
      <DescriptionText text={hook.description} block />
      <ul className="api-facts">
        <li>
          <strong>{t('theme.restapi.webhook.config')}:</strong> <code>webhooks.yml</code> → <code>{hook.configKey}</code> (<code>enable: true</code>)
        </li>
        <li>
          <span className={`api-badge api-badge--${hook.kind}`}>{hook.kind}</span>{' '}
          {t(hook.kind === 'before' ? 'theme.restapi.webhook.before' : 'theme.restapi.webhook.after')}
        </li>
      </ul>

      <Heading id="request-body">{t('theme.restapi.requestBody')}</Heading>
      {hook.request?.schema ? <FieldTable schema={hook.request.schema} /> : null}
      {example ? <ExampleBlock example={example} title={t('theme.restapi.requestExample')} /> : null}

      <Heading id="answer">{t('theme.restapi.webhook.answer')}</Heading>
      {hook.response?.schema ? <FieldTable schema={hook.response.schema} /> : null}
      {effects.length ? (
        <div className="table-wrap" tabIndex={0}>
          <table className="api-fields">
            <caption>{t('theme.restapi.webhook.effect')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('theme.restapi.col.field')}</th>
                <th scope="col">{t('theme.restapi.col.effect')}</th>
              </tr>
            </thead>
            <tbody>
              {effects.map(([field, effect]) => (
                <tr key={field}>
                  <td>
                    <code className="api-field">{field}</code>
                  </td>
                  <td>
                    <DescriptionText text={effect} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {hook.response?.examples.map((e) => (
        <ExampleBlock key={e.name} example={e} title={`${ANSWER_TITLES[e.name] ? t(ANSWER_TITLES[e.name]) : e.name}${e.summary ? ` — ${e.summary}` : ''}`} />
      ))}

      {hook.failure ? (
        <>
          <Heading id="failure">{t('theme.restapi.webhook.failure')}</Heading>
          <DescriptionText text={hook.failure} block />
        </>
      ) : null}

      {hook.firedBy.length ? (
        <>
          <Heading id="fired-by">{t('theme.restapi.webhook.firedBy')}</Heading>
          <ul className="api-hooks">
            {hook.firedBy.map((opId) => {
              const op = data.operations[opId];
              return (
                <li key={opId}>
                  <RouteLink route={op?.route}>
                    <code>{opId}</code>
                  </RouteLink>
                  {op ? (
                    <>
                      {' '}
                      —{' '}
                      <code data-pagefind-weight="0.2">
                        {op.method} {op.path}
                      </code>
                      {op.summary ? (
                        <>
                          : <DescriptionText text={op.summary} />
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
