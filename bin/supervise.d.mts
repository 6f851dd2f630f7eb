/** Runs `build`, `check` and `migrate` in a watched child process (supervise.mjs); undefined for other commands or in the child. */
export function supervise(script: string): Promise<number> | undefined;
export const GRACE_MS: number;
