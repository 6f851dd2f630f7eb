/**
 * The task a reference page is about, in the reader's words (`Send a message` / `发送消息` for `sendMessage`),
 * shown right under the identifier, which stays the page's title: developers find and link a page by its
 * identifier (as Apple's and Agora's references title pages by symbol), while a reader who does not know the
 * name yet recognises the task (as Stripe heads each endpoint with "Create a customer"). The search index
 * reads it (`data-ref-task`, src/generator/search/searchMeta.ts) and weighs it like a title.
 */
export const TASK_ATTRIBUTE = 'data-ref-task';

export function TaskName({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p className="ref-task" {...{ [TASK_ATTRIBUTE]: '' }}>
      {text}
    </p>
  );
}
