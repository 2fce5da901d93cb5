import type { SiteData } from '../shared/page-types.js';
import type { showChunkError as ShowChunkError } from './chunk-error.js';

interface MermaidChunk {
  renderDiagrams: (blocks: HTMLElement[], mode: 'light' | 'dark') => Promise<void>;
}

let chunk: Promise<MermaidChunk> | undefined;
let attempt = 0;
let watching = false;

const colourMode = (): 'light' | 'dark' => (document.documentElement.getAttribute('data-theme') === 'light' ? 'light' : 'dark');

/**
 * Renders the page's ```mermaid diagrams (a lazy chunk: the failure UI comes in as a parameter). Mermaid is its own chunk (`site.chunks.mermaid`), fetched
 * only by pages that have a diagram, and diagrams follow the colour mode.
 */
export async function renderMermaid(site: SiteData, showChunkError: typeof ShowChunkError): Promise<void> {
  const blocks = Array.from(document.querySelectorAll<HTMLElement>('#main-content [data-mermaid]'));
  const url = site.chunks.mermaid;
  if (!blocks.length || !url) return;
  for (const block of blocks) block.querySelector(':scope > .chunk-error')?.remove();
  watchColourMode(() => void renderMermaid(site, showChunkError));
  let loaded: MermaidChunk;
  try {
    // A retry gets its own URL: browsers may remember a failed module fetch for the page's lifetime.
    chunk ??= import(/* @vite-ignore */ attempt ? `${url}?retry=${attempt}` : url) as Promise<MermaidChunk>;
    loaded = await chunk;
  } catch (error) {
    chunk = undefined;
    attempt++;
    console.warn('[docsgen] The diagram renderer failed to load.', error);
    for (const block of blocks) showChunkError(block, { message: 'This diagram could not be loaded.', onRetry: () => void renderMermaid(site, showChunkError) });
    return;
  }
  await loaded.renderDiagrams(blocks, colourMode());
}

function watchColourMode(rerender: () => void): void {
  if (watching) return;
  watching = true;
  new MutationObserver(rerender).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
}
