/**
 * The order of `imdocs dev`'s updates: one change of the model at a time (a start, a config, messages or theme edit,
 * an update that adds or moves pages), each after the one before it. A full render holds the turn until its last
 * page is written, in the background: an edit of pages goes ahead of it without waiting (see `DevSite.update`).
 */
export class UpdateTurn {
  private last: Promise<unknown> = Promise.resolve();
  private holders = 0;
  private waiters: (() => void)[] = [];
  /** The render of every page (a start, or after a config or theme edit) while it runs. */
  private background?: Promise<unknown>;

  /** Whether every page is being rendered in the background. */
  get rendering(): boolean {
    return this.background !== undefined;
  }

  /** Runs `fn` after every update and start before it. */
  run<T>(fn: () => Promise<T>): Promise<T> {
    this.holders++;
    const run = this.last.then(fn).finally(() => {
      this.holders--;
      this.changed();
    });
    this.last = run.catch(() => undefined);
    return run;
  }

  /** Resolves once an edit may go ahead: nothing holds the turn, or what holds it renders in the background. */
  async editable(): Promise<void> {
    while (this.holders > 0 && !this.background) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  /** The render of every page, from now until it settles: edits may go ahead of it (see `editable`). */
  inBackground<T>(render: Promise<T>): Promise<T> {
    this.background = render;
    this.changed();
    return render.finally(() => {
      if (this.background === render) this.background = undefined;
    });
  }

  /** The turn was released, or a background render began. */
  private changed(): void {
    for (const resolve of this.waiters.splice(0)) resolve();
  }
}
