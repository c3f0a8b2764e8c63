import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const storageKey = 'scroll-positions';
/** Where each page of this tab's history was left, by its history entry; kept over a reload of the tab. */
const positions = new Map<string, number>(readPositions());

function readPositions(): [string, number][] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(stored) ? (stored as [string, number][]) : [];
  } catch {
    return [];
  }
}

function savePositions(): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify([...positions]));
  } catch {
    // Storage full or refused: back and forward then start at the top.
  }
}

/**
 * What React Router's `ScrollRestoration` did in its data mode: a new page starts at the top, back and forward return
 * to where the page was left. A change of the query alone (a filter of the board) keeps the scroll.
 */
export function useScrollRestoration(): void {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', savePositions);
    return () => window.removeEventListener('pagehide', savePositions);
  }, []);

  useLayoutEffect(() => {
    const saved = positions.get(key);
    const newPage = shownPath.current !== pathname;
    shownPath.current = pathname;
    if (navigationType === 'POP') {
      if (saved !== undefined) window.scrollTo(0, saved);
    } else if (newPage) window.scrollTo(0, 0);
    return () => {
      positions.set(key, window.scrollY);
    };
  }, [key, pathname, navigationType]);
}
