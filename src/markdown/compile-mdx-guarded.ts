import { createProcessor, type ProcessorOptions } from '@mdx-js/mdx';
import type { VFile } from 'vfile';

/**
 * `@mdx-js/mdx`'s `compile`, step by step: a plugin or the code generator that throws while
 * `compile` runs them in callbacks can escape its promise as an uncaught exception (taking the
 * dev server down); called here, every step's failure is this page's rejected promise.
 */
export async function compileMdxGuarded(file: VFile, options: ProcessorOptions): Promise<VFile> {
  const processor = createProcessor(options);
  const parsed = processor.parse(file);
  const tree = await processor.run(parsed as unknown as Parameters<typeof processor.run>[0], file);
  file.value = processor.stringify(tree, file);
  return file;
}
