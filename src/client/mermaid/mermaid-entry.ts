// The lazily loaded diagram chunk: Mermaid plus the few lines that put its SVG into the page.
// Bundled on its own (see `bundle-mermaid.ts`) and fetched only by pages with a diagram.
import mermaid from 'mermaid';

let rendered = 0;

function errorBox(error: unknown): HTMLElement {
  const box = document.createElement('div');
  box.className = 'mermaid-error';
  box.setAttribute('role', 'alert');
  const title = document.createElement('p');
  title.className = 'mermaid-error-title';
  title.textContent = 'This diagram could not be rendered.';
  const detail = document.createElement('pre');
  detail.className = 'mermaid-error-detail';
  detail.textContent = error instanceof Error ? error.message : String(error);
  box.append(title, detail);
  return box;
}

/** The site's colours and text for a diagram (styles.css custom properties and the article's font, read by the loader). */
export interface DiagramStyle {
  background: string;
  nodeFill: string;
  nodeBorder: string;
  text: string;
  line: string;
  clusterFill: string;
  clusterBorder: string;
  fontFamily: string;
  /** The article's body text size, e.g. `16.32px`. */
  fontSize: string;
}

/** Mermaid's `base` theme in the site's colours instead of its lavender default; text at the article's size. */
function themeVariables(mode: 'light' | 'dark', c: DiagramStyle): Record<string, string | boolean> {
  return {
    darkMode: mode === 'dark',
    fontFamily: c.fontFamily,
    fontSize: c.fontSize,
    background: c.background,
    primaryColor: c.nodeFill,
    primaryTextColor: c.text,
    primaryBorderColor: c.nodeBorder,
    secondaryColor: c.clusterFill,
    tertiaryColor: c.clusterFill,
    mainBkg: c.nodeFill,
    nodeBorder: c.nodeBorder,
    clusterBkg: c.clusterFill,
    clusterBorder: c.clusterBorder,
    lineColor: c.line,
    textColor: c.text,
    titleColor: c.text,
    // Edge labels get the diagram's background, so a label never sits on a line.
    edgeLabelBackground: c.background,
    actorBkg: c.nodeFill,
    actorBorder: c.nodeBorder,
    actorTextColor: c.text,
    signalColor: c.line,
    signalTextColor: c.text,
    noteBkgColor: c.clusterFill,
    noteTextColor: c.text,
    noteBorderColor: c.clusterBorder,
  };
}

/** Shown at its own size (text as large as the body's); a diagram wider than the article scrolls sideways. */
function atNaturalSize(output: HTMLElement): void {
  const svg = output.querySelector('svg');
  const width = svg?.viewBox.baseVal?.width;
  if (!svg || !width) return;
  svg.setAttribute('width', String(Math.ceil(width)));
  svg.removeAttribute('height');
  svg.style.maxWidth = 'none';
}

/**
 * Puts the drawn diagram in place. When it is above the viewport (the reader followed a link to a
 * heading below it), the page is scrolled by exactly the change in its height in the same frame,
 * so what the reader is looking at does not move (no layout shift); where the browser's own scroll
 * anchoring already kept it still, the change measured is zero.
 */
function place(block: HTMLElement, fill: () => void): void {
  const before = block.getBoundingClientRect();
  fill();
  const after = block.getBoundingClientRect();
  if (before.top < 0 && after.bottom !== before.bottom) window.scrollBy(0, after.bottom - before.bottom);
}

/** Lets the browser handle input and paint between two diagrams: no task longer than one diagram's drawing. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Renders each diagram block (`[data-mermaid]` holding its source in `.mermaid-source`) in the given colour mode. */
export async function renderDiagrams(blocks: HTMLElement[], mode: 'light' | 'dark', style: DiagramStyle): Promise<void> {
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: 'strict',
    theme: 'base',
    themeVariables: themeVariables(mode, style),
    // Errors are shown by us, readable and in place, instead of Mermaid's bomb icon at the end of the body.
    suppressErrorRendering: true,
    fontFamily: style.fontFamily,
  });
  for (const block of blocks) {
    await nextTask();
    const source = block.querySelector('.mermaid-source')?.textContent ?? '';
    let output = block.querySelector<HTMLElement>(':scope > .mermaid-output');
    if (!output) {
      output = document.createElement('div');
      output.className = 'mermaid-output';
      block.appendChild(output);
    }
    const target = output;
    try {
      const { svg } = await mermaid.render(`docsgen-mermaid-${++rendered}`, source);
      place(block, () => {
        target.innerHTML = svg;
        atNaturalSize(target);
        block.setAttribute('data-rendered', mode);
        block.removeAttribute('data-error');
      });
    } catch (error) {
      place(block, () => {
        target.replaceChildren(errorBox(error));
        block.setAttribute('data-error', '');
        block.removeAttribute('data-rendered');
      });
    }
  }
}
