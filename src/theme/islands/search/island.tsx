/**
 * The search island: React, the modal and the search page UI. Loaded on first use by the runtime
 * (`src/theme/client/search.ts`), never before.
 */
import { createRoot, type Root } from 'react-dom/client';
import { loadSearchConfig } from './loadConfig.ts';
import { translator } from './messages.ts';
import { providerFor } from './providers/index.ts';
import { SearchModal } from './SearchModal.tsx';
import { SearchPageApp } from './SearchPageApp.tsx';
import { ErrorBoundary } from '../ErrorBoundary.tsx';

interface ModalState {
  host: HTMLElement;
  root?: Root;
  close(): void;
}
let modal: ModalState | undefined;

export function isSearchModalOpen(): boolean {
  return Boolean(modal);
}

export function closeSearchModal(): void {
  modal?.close();
}

/** Opens the dialog (or focuses it when already open). */
export async function openSearchModal(opts: { locale: string; config?: Promise<unknown>; query?: string }): Promise<void> {
  if (modal) {
    modal.host.querySelector<HTMLInputElement>('input')?.focus();
    return;
  }
  const trigger = document.activeElement as HTMLElement | null;
  const host = document.createElement('div');
  host.className = 'search-modal-host';
  document.body.append(host);
  const previousOverflow = document.body.style.overflow;
  const current: ModalState = {
    host,
    close() {
      if (modal !== current) return;
      modal = undefined;
      current.root?.unmount();
      host.remove();
      document.body.style.overflow = previousOverflow;
      if (trigger?.isConnected) trigger.focus({ preventScroll: true });
    },
  };
  modal = current;
  const config = await loadSearchConfig(opts.locale, opts.config);
  if ((modal as ModalState | undefined) !== current) return;
  const t = translator(config.messages, config.locale);
  document.body.style.overflow = 'hidden';
  current.root = createRoot(host);
  current.root.render(
    <ErrorBoundary title={t('theme.crash.title')} retryLabel={t('theme.crash.retry')}>
      <SearchModal config={config} provider={providerFor(config)} t={t} initialQuery={opts.query} onClose={current.close} />
    </ErrorBoundary>,
  );
}

/** Takes over `[data-search-page]` (the server-rendered form); returns the unmount function. */
export async function mountSearchPage(el: HTMLElement, opts: { locale: string; config?: Promise<unknown> }): Promise<() => void> {
  const typed = el.querySelector<HTMLInputElement>('input[name="q"]')?.value ?? '';
  const config = await loadSearchConfig(opts.locale, opts.config);
  const t = translator(config.messages, config.locale);
  const root = createRoot(el);
  root.render(
    <ErrorBoundary title={t('theme.crash.title')} retryLabel={t('theme.crash.retry')}>
      <SearchPageApp config={config} provider={providerFor(config)} t={t} initialQuery={typed} />
    </ErrorBoundary>,
  );
  el.setAttribute('data-search-mounted', '');
  return () => root.unmount();
}

/** Starts loading the engine (index metadata or the Algolia client) before the first keystroke. */
export async function warmSearch(opts: { locale: string; config?: Promise<unknown> }): Promise<void> {
  const config = await loadSearchConfig(opts.locale, opts.config);
  providerFor(config).warm();
}
