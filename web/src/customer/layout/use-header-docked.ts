import { useEffect, useState } from 'react';
import { headerDockScrollPx } from '#common/constants.ts';

/**
 * True once the page has scrolled past the point where the header docks (docs/reference/screens.md#layout,
 * docs/reference/constants.md).
 */
export function useHeaderDocked(): boolean {
  const [docked, setDocked] = useState(false);
  useEffect(() => {
    const update = () => setDocked(window.scrollY > headerDockScrollPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return docked;
}
