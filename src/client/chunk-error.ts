/**
 * The spec's UI for a chunk that failed to load (§8): an error text and a Retry button, added to
 * `host`. Plain DOM, so it also works where React is not mounted.
 */
export function showChunkError(host: Element, options: { message: string; onRetry: () => void }): HTMLElement {
  const box = document.createElement('div');
  box.className = 'chunk-error';
  box.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = options.message;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'chunk-error-retry';
  retry.textContent = 'Retry';
  retry.addEventListener(
    'click',
    () => {
      box.remove();
      options.onRetry();
    },
    { once: true },
  );
  box.append(text, retry);
  host.appendChild(box);
  return box;
}
