/** One file of the site's output, as a stage produces it: a path relative to the output root ('/'-separated) and its bytes. */
export interface OutputFile {
  path: string;
  data: string | Uint8Array;
}

export const byteLengthOf = (data: string | Uint8Array): number => (typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength);
