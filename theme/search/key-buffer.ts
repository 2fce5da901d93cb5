/** The longest query the modal accepts (DocSearch's limit, spec §4). */
const MAX_QUERY = 64;

export interface KeyBuffer {
  /** Stops listening and returns what was typed since `startKeyBuffer`. */
  stop: () => string;
}

/**
 * Keeps what the reader types between the search shortcut and the modal's input existing: the
 * modal's code is fetched on the first open, and keys pressed meanwhile would go nowhere. The
 * listener runs in the capture phase so the page's own shortcuts do not see the typed characters.
 */
export function startKeyBuffer(): KeyBuffer {
  let typed = '';
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.metaKey || event.ctrlKey || event.altKey) return;
    if (event.key === 'Backspace') {
      event.preventDefault();
      typed = typed.slice(0, -1);
    } else if (event.key.length === 1 && typed.length < MAX_QUERY) {
      event.preventDefault();
      event.stopPropagation();
      typed += event.key;
    }
  };
  window.addEventListener('keydown', onKeyDown, true);
  return {
    stop: () => {
      window.removeEventListener('keydown', onKeyDown, true);
      return typed;
    },
  };
}
