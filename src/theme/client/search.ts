// Search entry point of the runtime (keyboard shortcuts, lazy island loading). Filled in by the search work.
export function initSearch(): void {}
