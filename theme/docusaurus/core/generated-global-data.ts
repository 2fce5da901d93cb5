/**
 * `@generated/globalData`: the data Docusaurus plugins publish, by plugin name then instance id.
 * docsgen runs no Docusaurus plugins, so every plugin has instances with no data: a component that
 * reads `globalData['some-plugin'].default` gets `undefined` (and its fallback), never a crash.
 */
const globalData: Record<string, Record<string, unknown>> = new Proxy({} as Record<string, Record<string, unknown>>, { get: () => ({}) });
export default globalData;
