import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';

/** Where Debian (and CI) put Chromium; looked at before PATH. */
export const KNOWN_BROWSERS = ['/usr/bin/chromium'];
/** Program names looked for on PATH, in this order. */
export const BROWSER_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

const runnable = (file: string): boolean => {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

export interface BrowserSearch {
  /** `--browser`: used as given, or refused. */
  explicit?: string;
  /** The PATH to look through (default: the process's). */
  pathEnv?: string;
  known?: readonly string[];
}

/** The Chromium or Chrome the book is printed with: `--browser`, else Debian's, else the first on PATH; or why there is none. */
export function findBrowser({ explicit, pathEnv = process.env.PATH ?? '', known = KNOWN_BROWSERS }: BrowserSearch = {}): { path: string } | { error: string } {
  if (explicit !== undefined) {
    const file = path.resolve(explicit);
    return runnable(file)
      ? { path: file }
      : { error: `docsgen pdf: --browser ${explicit} is not a program that can be run. Name the Chromium or Chrome executable, e.g. --browser /usr/bin/chromium.` };
  }
  const onPath = BROWSER_NAMES.flatMap((name) =>
    pathEnv
      .split(path.delimiter)
      .filter(Boolean)
      .map((dir) => path.join(dir, name)),
  );
  const found = [...known, ...onPath].find(runnable);
  if (found) return { path: found };
  return {
    error: `docsgen pdf: no Chromium or Chrome found (looked for ${[...known, ...BROWSER_NAMES].join(', ')}). Install Debian's chromium (apt-get install chromium) or pass --browser /path/to/chrome.`,
  };
}
