import { useEffect, useState } from 'react';

/**
 * `@theme/BackToTopButton`: a button that appears once the reader has scrolled down a screen's worth
 * and takes them back to the top, as Docusaurus's does on long pages.
 */
export default function BackToTopButton() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > 300);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <button
      type="button"
      aria-label="Scroll back to top"
      className={`clean-btn theme-back-to-top-button back-to-top${shown ? ' back-to-top-shown' : ''}`}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      hidden={!shown}
    >
      ↑
    </button>
  );
}
