import type { SiteData } from '../shared/page-types.js';
import type { showChunkError as ShowChunkError } from './chunk-error.js';
import { markScrollableRegions } from './scroll-regions.js';
import type { DiagramStyle } from './mermaid/mermaid-entry.js';

interface MermaidChunk {
  renderDiagrams: (blocks: HTMLElement[], mode: 'light' | 'dark', style: DiagramStyle) => Promise<void>;
}

let chunk: Promise<MermaidChunk> | undefined;
let attempt = 0;
let watching = false;
let observer: IntersectionObserver | undefined;

const colourMode = (): 'light' | 'dark' => (document.documentElement.getAttribute('data-theme') === 'light' ? 'light' : 'dark');

/** The site's own colours (styles.css custom properties) and the article's text, for the diagrams in the current mode. */
function siteStyle(): DiagramStyle {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string) => style.getPropertyValue(name).trim();
  return {
    background: read('--c-surface'),
    nodeFill: read('--c-primary-soft'),
    nodeBorder: read('--c-primary'),
    text: read('--c-text'),
    line: read('--c-text-soft'),
    clusterFill: read('--c-bg-soft'),
    clusterBorder: read('--c-border-strong'),
    fontFamily: getComputedStyle(document.body).fontFamily,
    fontSize: getComputedStyle(document.querySelector('#main-content .markdown') ?? document.body).fontSize,
  };
}

/**
 * How far ahead of the viewport a diagram starts loading: half a screen. Drawing one takes Mermaid
 * 50 to 250 ms on a phone, far less than a reader takes to scroll half a screen, so it is drawn
 * before it is seen; a diagram further away costs a page that is only glanced at nothing (Mermaid
 * is about 1 MB of script and its layout runs in one long task).
 */
const AHEAD = '50% 0px 50% 0px';

/**
 * The page's ```mermaid diagrams (a lazy chunk: the failure UI comes in as a parameter). Mermaid is
 * its own chunk (`site.chunks.mermaid`), fetched only when a diagram comes within about a screen of
 * the viewport, and diagrams follow the colour mode.
 */
export function renderMermaid(site: SiteData, showChunkError: typeof ShowChunkError): void {
  const blocks = Array.from(document.querySelectorAll<HTMLElement>('#main-content [data-mermaid]'));
  if (!blocks.length || !site.chunks.mermaid) return;
  watchColourMode(site, showChunkError);
  observer?.disconnect();
  observer = new IntersectionObserver(
    (entries) => {
      const near = entries.filter((e) => e.isIntersecting).map((e) => e.target as HTMLElement);
      for (const block of near) observer?.unobserve(block);
      if (near.length) void draw(near, site, showChunkError);
    },
    { rootMargin: AHEAD },
  );
  for (const block of blocks) observer.observe(block);
}

async function draw(blocks: HTMLElement[], site: SiteData, showChunkError: typeof ShowChunkError): Promise<void> {
  const url = site.chunks.mermaid!;
  for (const block of blocks) block.querySelector(':scope > .chunk-error')?.remove();
  let loaded: MermaidChunk;
  try {
    // A retry gets its own URL: browsers may remember a failed module fetch for the page's lifetime.
    chunk ??= import(/* @vite-ignore */ attempt ? `${url}?retry=${attempt}` : url) as Promise<MermaidChunk>;
    loaded = await chunk;
  } catch (error) {
    chunk = undefined;
    attempt++;
    console.warn('[docsgen] The diagram renderer failed to load.', error);
    for (const block of blocks) showChunkError(block, { message: 'This diagram could not be loaded.', onRetry: () => void draw(blocks, site, showChunkError) });
    return;
  }
  await loaded.renderDiagrams(blocks, colourMode(), siteStyle());
  // A diagram drawn wider than the article scrolls: it gets a tab stop and the fade on its side.
  markScrollableRegions();
}

/** A new colour mode redraws the diagrams already drawn; the others are drawn in it when they come near. */
function watchColourMode(site: SiteData, showChunkError: typeof ShowChunkError): void {
  if (watching) return;
  watching = true;
  new MutationObserver(() => {
    const drawn = Array.from(document.querySelectorAll<HTMLElement>('#main-content [data-mermaid][data-rendered]'));
    if (drawn.length) void draw(drawn, site, showChunkError);
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
}
