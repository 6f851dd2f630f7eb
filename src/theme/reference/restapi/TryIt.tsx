import { useT } from '../../context.tsx';
import type { RestOperation } from '../../../shared/restapi/types.ts';
import type { TryItLabels } from '../../islands/tryit/labels.ts';

/**
 * The "Try it" button. Everything the form needs travels in data attributes; the form itself is a client
 * island (`islands/tryit`) the runtime loads on the first click, so the page carries no extra script.
 */
export function TryIt({ op }: { op: RestOperation }) {
  const t = useT();
  const labels: TryItLabels = {
    server: t('theme.restapi.tryIt.server'),
    token: t('theme.restapi.tryIt.token'),
    body: t('theme.restapi.tryIt.body'),
    send: t('theme.restapi.tryIt.send'),
    sending: t('theme.restapi.tryIt.sending'),
    status: t('theme.restapi.tryIt.status'),
    headers: t('theme.restapi.tryIt.headers'),
    responseBody: t('theme.restapi.tryIt.responseBody'),
    badJson: t('theme.restapi.tryIt.badJson'),
    failed: t('theme.restapi.tryIt.failed'),
    loadFailed: t('theme.restapi.tryIt.loadFailed'),
  };
  const token = op.headers.some((h) => h.name === 'token');
  return (
    <div className="api-tryit" data-tryit="">
      <button
        type="button"
        className="button api-tryit__open"
        data-tryit-open=""
        aria-expanded="false"
        data-method={op.method}
        data-path={op.path}
        data-token={token ? 'true' : 'false'}
        data-body={JSON.stringify(op.request?.examples[0]?.value ?? {})}
        data-labels={JSON.stringify(labels)}
      >
        {t('theme.restapi.tryIt')}
      </button>
      <div className="api-tryit__panel" data-tryit-panel="" hidden />
    </div>
  );
}
