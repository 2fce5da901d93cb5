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

/** Renders each diagram block (`[data-mermaid]` holding its source in `.mermaid-source`) in the given colour mode. */
export async function renderDiagrams(blocks: HTMLElement[], mode: 'light' | 'dark'): Promise<void> {
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: 'strict',
    theme: mode === 'dark' ? 'dark' : 'default',
    // Mermaid's dark edge labels (#ccc on #585858) fall short of 4.5:1; a darker label background passes.
    themeVariables: mode === 'dark' ? { edgeLabelBackground: '#262b36' } : {},
    // Errors are shown by us, readable and in place, instead of Mermaid's bomb icon at the end of the body.
    suppressErrorRendering: true,
    fontFamily: getComputedStyle(document.body).fontFamily,
  });
  for (const block of blocks) {
    const source = block.querySelector('.mermaid-source')?.textContent ?? '';
    let output = block.querySelector<HTMLElement>(':scope > .mermaid-output');
    if (!output) {
      output = document.createElement('div');
      output.className = 'mermaid-output';
      block.appendChild(output);
    }
    try {
      const { svg } = await mermaid.render(`docsgen-mermaid-${++rendered}`, source);
      output.innerHTML = svg;
      block.setAttribute('data-rendered', mode);
      block.removeAttribute('data-error');
    } catch (error) {
      output.replaceChildren(errorBox(error));
      block.setAttribute('data-error', '');
      block.removeAttribute('data-rendered');
    }
  }
}
