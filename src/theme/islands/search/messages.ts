import { formatMessage, type MessageId } from '../../messages.ts';

export type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

/** `t()` over the locale's catalogue from the search config (defaults fill anything missing). */
export function translator(messages: Record<string, string>, locale = 'en'): Translate {
  return (id, values) => formatMessage(messages, id, values, locale);
}
