import { publishedGlobalData, type GlobalData } from '../../../src/shared/global-data.js';

/** Every plugin's data, by plugin name then instance id. */
export default function useGlobalData(): GlobalData {
  return publishedGlobalData();
}

/**
 * One plugin instance's data. Docusaurus throws for a plugin the site does not have; docsgen gives `{}`,
 * so a component whose data is missing (a plugin that failed, with a warning) still renders what it can.
 */
export function usePluginData(name: string, id = 'default'): unknown {
  return publishedGlobalData()[name]?.[id] ?? {};
}

export function useAllPluginInstancesData(name: string): Record<string, unknown> {
  return publishedGlobalData()[name] ?? {};
}
