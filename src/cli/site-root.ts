/**
 * Makes the site root the working folder, as when the project's own `npm run build` runs there: a
 * config reading `./versions.json` or calling `path.resolve('src/css/x.css')` finds its files
 * whichever folder docsgen was started from. Paths the user typed are resolved before this.
 */
export function enterSiteRoot(root: string): void {
  process.chdir(root);
}
