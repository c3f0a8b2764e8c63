import { useEffect, useState } from 'react';
import { headerDockScrollPx } from '#common/constants.ts';

/** True once the page has scrolled past the point where the header docks (SPEC §2, §9). */
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
