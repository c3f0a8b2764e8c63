import { useEffect } from 'react';

const countPrefix = /^\(\d+\) /;

/**
 * The unseen alerts in the tab's title, "(2) Ritten – Taxi Martini", over whatever title the page sets: the pages set
 * theirs on navigation (`PageHeading`), so the count is put back each time the title changes.
 */
export function useTitleCount(unseen: number): void {
  useEffect(() => {
    const apply = () => {
      const base = document.title.replace(countPrefix, '');
      const wanted = unseen > 0 ? `(${unseen}) ${base}` : base;
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    const title = document.querySelector('title');
    if (!title || typeof MutationObserver === 'undefined') return;
    const observer = new MutationObserver(apply);
    observer.observe(title, { childList: true, characterData: true, subtree: true });
    return () => {
      observer.disconnect();
      document.title = document.title.replace(countPrefix, '');
    };
  }, [unseen]);
}
