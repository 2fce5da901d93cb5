/**
 * Docusaurus's global data (what plugins publish for components: `usePluginData`, `@generated/globalData`),
 * by plugin name then instance id. Components are bundled apart from the theme (a copy of its modules per
 * page module), so the data lives on `globalThis`: set by the server before each page renders, and by the
 * browser from the site's data module before it hydrates.
 */
export type GlobalData = Record<string, Record<string, unknown>>;

interface GlobalDataHolder {
  __docsgen_global_data?: GlobalData;
}

export function publishGlobalData(data: GlobalData): void {
  (globalThis as GlobalDataHolder).__docsgen_global_data = data;
}

/** The site's global data (empty when the site has none, or before the browser has loaded it). */
export function publishedGlobalData(): GlobalData {
  return (globalThis as GlobalDataHolder).__docsgen_global_data ?? {};
}

/** The browser module holding a site's global data: one per site, written once, loaded before hydrating. */
export function globalDataModule(data: GlobalData): string {
  // JSON.parse of a string is faster to evaluate than the same object literal.
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(data))});\n`;
}
