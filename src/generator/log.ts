import { formatUserError, UserError, UserErrors, causeChain, systemError } from './errors.ts';

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  debug(message: string): void;
  /** Transient progress line (TTY only). */
  progress?(message: string): void;
  done?(): void;
  /** Print stacks and causes of content errors too. */
  verbose?: boolean;
}

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code: number) => (s: string) => (useColor ? `\u001b[${code}m${s}\u001b[0m` : s);
export const color = { red: paint(31), yellow: paint(33), green: paint(32), dim: paint(2), bold: paint(1), cyan: paint(36) };

export function createLogger({ verbose = false, quiet = false }: { verbose?: boolean; quiet?: boolean } = {}): Logger {
  // Under bin/supervise.mjs stderr is a pipe to the parent, which passes it on to its terminal.
  const tty = Boolean(process.stderr.isTTY || process.env.IMDOCS_STDERR_TTY === '1') && !process.env.CI;
  let progressShown = false;
  const clear = () => {
    if (progressShown) {
      process.stderr.write('\r\u001b[2K');
      progressShown = false;
    }
  };
  return {
    verbose,
    info: (m) => {
      if (!quiet) {
        clear();
        console.log(m);
      }
    },
    warn: (m) => {
      clear();
      console.warn(`${color.yellow('warn')}  ${m}`);
    },
    error: (m) => {
      clear();
      console.error(`${color.red('error')} ${m}`);
    },
    debug: (m) => {
      if (verbose) {
        clear();
        console.log(color.dim(`  ${m}`));
      }
    },
    progress: (m) => {
      if (!tty || quiet) return;
      process.stderr.write(`\r\u001b[2K${color.cyan('…')} ${m}`);
      progressShown = true;
    },
    done: clear,
  };
}

/** One place that prints any error: user errors without a stack, internal ones with it and their causes. */
export function reportError(logger: Logger, error: unknown): void {
  if (error instanceof UserErrors) {
    for (const e of error.errors) {
      logger.error(formatUserError(e));
      if (logger.verbose) printCauses(e);
    }
    logger.error(`${error.errors.length} error${error.errors.length === 1 ? '' : 's'}; the previous build was left untouched.`);
    return;
  }
  if (error instanceof UserError) {
    logger.error(formatUserError(error));
    if (logger.verbose) printCauses(error);
    return;
  }
  const system = systemError(error);
  if (system) {
    logger.error(formatUserError(system));
    return;
  }
  const chain = causeChain(error);
  logger.error(`Internal error: ${chain[0]}`);
  chain.slice(1).forEach((c, i) => logger.error(`  ${i + 1}. caused by: ${c}`));
  if (error instanceof Error && error.stack) console.error(color.dim(error.stack));
}

/** With --verbose: where a content error really came from (the stack of each cause). */
function printCauses(error: Error): void {
  let cause = error.cause;
  while (cause instanceof Error) {
    console.error(color.dim(`  caused by: ${cause.stack ?? cause.message}`));
    cause = cause.cause;
  }
}
