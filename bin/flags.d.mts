/** Process-wide settings of every `imdocs` command (flags.mjs). */
export function setFlags(): void;
