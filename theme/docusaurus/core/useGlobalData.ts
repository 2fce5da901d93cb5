/** docsgen has no plugins with global data; hooks return empty data rather than fail. */
export default function useGlobalData(): Record<string, Record<string, unknown>> {
  return {};
}

export function usePluginData(_name: string, _id?: string): Record<string, unknown> {
  return {};
}

export function useAllPluginInstancesData(_name: string): Record<string, unknown> {
  return {};
}
