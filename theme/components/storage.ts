/** localStorage that never throws: private modes and blocked storage only cost a warning. */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    console.warn(`[docsgen] localStorage is unavailable; "${key}" is not remembered.`, error);
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`[docsgen] localStorage is unavailable; "${key}" is not remembered.`, error);
  }
}
