/**
 * The "Try it" form of a REST operation, loaded on the first click of its button (no React: plain DOM).
 * Sends the operation's request to the server address the reader enters, with their token, which is kept
 * only in this browser's localStorage; shows the status, the response headers and the JSON body.
 */
import type { TryItLabels } from './labels.ts';

const SERVER_KEY = 'imdocs.restapi.server';
const TOKEN_KEY = 'imdocs.restapi.token';

function load(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function save(key: string, value: string): void {
  try {
    if (value) localStorage.setItem(key, value);
    else localStorage.removeItem(key);
  } catch {
    /* storage disabled */
  }
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> & { dataset?: Record<string, string> } = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  const { dataset, ...rest } = props;
  Object.assign(node, rest);
  if (dataset) Object.assign(node.dataset, dataset);
  node.append(...children);
  return node;
}

let counter = 0;

function field(label: string, control: HTMLInputElement | HTMLTextAreaElement): HTMLElement {
  control.id = `tryit-${++counter}`;
  return el('div', { className: 'api-tryit__field' }, [el('label', { htmlFor: control.id }, [label]), control]);
}

/** Builds the form inside `panel` for the operation described by the button's data attributes. */
export function mountTryIt(button: HTMLElement, panel: HTMLElement): void {
  const labels = JSON.parse(button.dataset.labels ?? '{}') as TryItLabels;
  const method = button.dataset.method ?? 'POST';
  const path = button.dataset.path ?? '/';
  const needsToken = button.dataset.token === 'true';
  const server = el('input', {
    type: 'url',
    value: load(SERVER_KEY),
    placeholder: 'http://your-server-ip:10002',
    required: true,
    dataset: { tryitServer: '' },
  });
  const token = el('input', { type: 'password', value: load(TOKEN_KEY), autocomplete: 'off', spellcheck: false, dataset: { tryitToken: '' } });
  const body = el('textarea', {
    rows: 10,
    spellcheck: false,
    value: JSON.stringify(JSON.parse(button.dataset.body ?? '{}'), null, 2),
    dataset: { tryitBody: '' },
  });
  const send = el('button', { type: 'submit', className: 'button', textContent: labels.send });
  const result = el('div', { className: 'api-tryit__result', dataset: { tryitResult: '' } });
  result.setAttribute('aria-live', 'polite');
  const form = el('form', { className: 'api-tryit__form', noValidate: false }, [
    field(labels.server, server),
    ...(needsToken ? [field(labels.token, token)] : []),
    field(labels.body, body),
    el('div', { className: 'api-tryit__actions' }, [send, el('code', { className: 'api-tryit__target' }, [`${method} ${path}`])]),
    result,
  ]);
  server.addEventListener('change', () => save(SERVER_KEY, server.value.trim()));
  token.addEventListener('change', () => save(TOKEN_KEY, token.value.trim()));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void run();
  });

  async function run(): Promise<void> {
    result.replaceChildren();
    let payload: string;
    try {
      payload = JSON.stringify(JSON.parse(body.value || '{}'));
    } catch (error) {
      result.append(el('p', { className: 'api-tryit__error', textContent: labels.badJson.replace('{error}', (error as Error).message) }));
      return;
    }
    const base = server.value.trim().replace(/\/+$/, '');
    save(SERVER_KEY, base);
    if (needsToken) save(TOKEN_KEY, token.value.trim());
    const headers: Record<string, string> = { 'Content-Type': 'application/json', operationID: String(Date.now()) };
    if (needsToken) headers.token = token.value.trim();
    send.disabled = true;
    send.textContent = labels.sending;
    try {
      const response = await fetch(`${base}${path}`, { method, headers, body: method === 'GET' ? undefined : payload });
      const text = await response.text();
      let shown = text;
      try {
        shown = JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        /* not JSON: shown as sent */
      }
      const headerLines = [...response.headers.entries()].map(([k, v]) => `${k}: ${v}`).join('\n');
      result.append(
        el('p', {}, [
          el('strong', {}, [`${labels.status}: `]),
          el('code', { dataset: { tryitStatus: '' } }, [`${response.status} ${response.statusText}`.trim()]),
        ]),
        el('p', {}, [el('strong', {}, [labels.headers])]),
        el('pre', { className: 'api-tryit__pre', dataset: { tryitHeaders: '' } }, [headerLines]),
        el('p', {}, [el('strong', {}, [labels.responseBody])]),
        el('pre', { className: 'api-tryit__pre', tabIndex: 0, dataset: { tryitResponse: '' } }, [shown]),
      );
    } catch (error) {
      result.append(el('p', { className: 'api-tryit__error', textContent: labels.failed.replace('{error}', (error as Error).message) }));
    } finally {
      send.disabled = false;
      send.textContent = labels.send;
    }
  }

  panel.replaceChildren(form);
}
