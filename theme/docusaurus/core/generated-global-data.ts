import { publishedGlobalData, type GlobalData } from '../../../src/shared/global-data.js';

/**
 * `@generated/globalData`: the data Docusaurus plugins publish (the project's own plugins, run when its
 * config loads), by plugin name then instance id. Read when used, so a module evaluated before the browser
 * has the data still sees it later. A plugin the site does not have reads as `{}`: a component reading
 * `globalData['some-plugin'].default` gets `undefined` (and its fallback), never a crash.
 */
const globalData: GlobalData = new Proxy({} as GlobalData, {
  get: (_, key) => (typeof key === 'string' ? (publishedGlobalData()[key] ?? {}) : undefined),
  has: (_, key) => typeof key === 'string' && key in publishedGlobalData(),
  ownKeys: () => Reflect.ownKeys(publishedGlobalData()),
  getOwnPropertyDescriptor: (_, key) => {
    const data = publishedGlobalData();
    return typeof key === 'string' && key in data ? { value: data[key], enumerable: true, configurable: true, writable: false } : undefined;
  },
});
export default globalData;
