import { useTheme } from '../context.tsx';

/**
 * The task a reference page is about, in the reader's words (`Send a message` / `发送消息` for `sendMessage`),
 * shown right under the identifier, which stays the page's title: developers find and link a page by its
 * identifier (as Apple's and Agora's references title pages by symbol), while a reader who does not know the
 * name yet recognises the task (as Stripe heads each endpoint with "Create a customer"). The search index
 * reads it (`data-ref-task`, src/generator/search/searchMeta.ts) and weighs it like a title.
 *
 * `identifier`: the name the page is about. A page titled otherwise (most REST operation pages are titled by their
 * task, `Get users' online status per platform`) already says the task in its heading, so the line stays in the
 * page for the index but is not shown a second time.
 */
export const TASK_ATTRIBUTE = 'data-ref-task';

export function TaskName({ text, identifier }: { text: string | undefined; identifier?: string }) {
  const { page } = useTheme();
  if (!text) return null;
  const titledInWords = identifier !== undefined && page.title !== identifier;
  return (
    <p className="ref-task" hidden={titledInWords || undefined} {...{ [TASK_ATTRIBUTE]: '' }}>
      {text}
    </p>
  );
}
