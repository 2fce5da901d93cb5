import { useEffect, type RefObject } from 'react';

function isEditing(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (!target) return false;
  return target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA';
}

export interface SearchKeys {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** A character typed while the search button has focus opens the modal with it. */
  onInput: (key: string) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * DocSearch v3's shortcuts (spec §2, §4): Ctrl/Cmd+K toggles the modal, '/' opens it unless the
 * reader is typing in a field, Escape closes it.
 */
export function useSearchKeys({ isOpen, onOpen, onClose, onInput, buttonRef }: SearchKeys): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const modK = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      if ((event.key === 'Escape' && isOpen) || modK || (event.key === '/' && !isOpen && !isEditing(event))) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (!isOpen && buttonRef.current === document.activeElement && event.key.length === 1 && /[\p{L}\p{N}]/u.test(event.key) && !event.metaKey && !event.ctrlKey && !event.altKey) {
        event.preventDefault();
        onInput(event.key);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, buttonRef]);
}
