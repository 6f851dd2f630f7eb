/** The error and its `cause` chain, as a list of messages (the terminal, the dev overlay and island crash screens show it). */
export function causeChain(error: unknown): string[] {
  const chain: string[] = [];
  let current: unknown = error;
  const seen = new Set<unknown>();
  while (current && !seen.has(current)) {
    seen.add(current);
    chain.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}
