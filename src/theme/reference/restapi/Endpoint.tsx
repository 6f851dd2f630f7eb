import { useT } from '../../context.tsx';

/**
 * Method badge, path and operationId. The path sits in a code frame (`data-code-block` + `pre`), so the runtime's
 * code-copy behaviour copies it: no extra client code.
 */
export function Endpoint({ method, path, prefix, id }: { method: string; path: string; prefix?: string; id?: string }) {
  const t = useT();
  return (
    <div className="api-endpoint" data-code-block="">
      <span className={`api-method api-method--${method.toLowerCase()}`}>{method}</span>
      {/* Weighted for search (on elements the index keeps: spans are stripped): the path or operationId typed into search lands here first. */}
      <pre className="api-endpoint__path" tabIndex={0}>
        <code data-pagefind-weight="10">
          {prefix ? <span className="api-endpoint__prefix">{prefix}</span> : null}
          <span className="line">{path}</span>
        </code>
      </pre>
      {id ? (
        <code className="api-endpoint__id" title="operationId" data-pagefind-weight="10">
          {id}
        </code>
      ) : null}
      <button
        type="button"
        className="code-block__button api-endpoint__copy"
        data-copy=""
        aria-label={t('theme.restapi.copyPath')}
        title={t('theme.restapi.copyPath')}
        data-copied={t('theme.code.copied')}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="9" y="9" width="12" height="12" rx="2" />
          <path d="M5 15V5a2 2 0 0 1 2-2h10" />
        </svg>
      </button>
    </div>
  );
}
