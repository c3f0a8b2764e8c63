import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { pageHeadingId } from '../../shared/page/page.tsx';

/** Moves focus to the new page's heading after a navigation, so screen readers announce where the visitor is. */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById(pageHeadingId)?.focus({ preventScroll: true });
  }, [pathname]);
}
