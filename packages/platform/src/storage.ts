/** localStorage keys shared by the shell and every remote (see the interface doc). */
export const STORAGE_KEYS = { token: 'stol.token', user: 'stol.user', language: 'stol.lang' } as const;

/** localStorage access that never throws (private mode, quota, disabled storage). */
export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch (error) {
    console.warn(`Could not persist ${key}`, error);
  }
}
