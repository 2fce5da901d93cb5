import type { OutputFile } from './output-file.js';
import type { Output } from './output.js';

/** An output seen from one of its folders: a locale's site writes `fr/…` without knowing it is not alone. */
export function prefixedOutput(output: Output, folder: string): Output {
  if (folder === '') return output;
  const prefix = `${folder.replace(/^\/+|\/+$/g, '')}/`;
  const moved = (file: OutputFile): OutputFile => ({ ...file, path: prefix + file.path.replace(/^\/+/, '') });
  return {
    write: (files) => output.write(Array.isArray(files) ? (files as readonly OutputFile[]).map(moved) : moved(files as OutputFile)),
    stats: () => output.stats(),
  };
}
