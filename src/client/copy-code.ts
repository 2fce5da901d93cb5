/** The code of a block as the reader sees it, one line per `.line` (line numbers are CSS, never copied). */
function codeText(block: Element): string {
  const lines = block.querySelectorAll('pre code .line');
  if (lines.length) return Array.from(lines, (line) => line.textContent ?? '').join('\n');
  return block.querySelector('pre')?.textContent ?? '';
}

function feedback(button: HTMLElement, text: string, className: string): void {
  const label = button.querySelector('.copy-button-label') ?? button;
  label.textContent = text;
  button.classList.add(className);
  button.setAttribute('aria-label', text);
  window.setTimeout(() => {
    label.textContent = 'Copy';
    button.classList.remove(className);
    button.setAttribute('aria-label', 'Copy code to clipboard');
  }, 2000);
}

/** Copies a code block's text and shows the outcome on its button for two seconds. */
export function copyCode(button: HTMLElement): void {
  const block = button.closest('.code-block');
  if (!block) return;
  navigator.clipboard.writeText(codeText(block)).then(
    () => feedback(button, 'Copied', 'copied'),
    () => feedback(button, 'Copy failed', 'copy-failed'),
  );
}
