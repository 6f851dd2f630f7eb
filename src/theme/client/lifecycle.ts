/**
 * Page lifecycle of the client runtime. Modules register a setup function; it runs on first load and
 * again after every client-side navigation (with the swapped-in content), and may return a cleanup.
 */
type Setup = () => void | (() => void);

const setups: Setup[] = [];
let cleanups: (() => void)[] = [];

export function onPage(setup: Setup): void {
  setups.push(setup);
}

/** Runs every setup (after cleaning up the previous page's). */
export function runPageSetups(): void {
  for (const c of cleanups) c();
  cleanups = [];
  for (const setup of setups) {
    try {
      const c = setup();
      if (c) cleanups.push(c);
    } catch (error) {
      console.error(error);
    }
  }
}

/** `navigator.connection` says the reader wants to save data (save-data or a 2g connection). */
export function saveData(): boolean {
  const c = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return Boolean(c && (c.saveData || /(^|-)2g$/.test(c.effectiveType ?? '')));
}

export function storageGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function storageSet(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* private mode or disabled storage */
  }
}
