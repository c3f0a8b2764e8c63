// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollRestoration } from './use-scroll-restoration.ts';

// jsdom lays nothing out: the page's scroll is a number the test sets, and scrolling is a call the test reads.
let scrollY = 0;
const scrollTo = vi.fn((_x: number, y: number) => {
  scrollY = y;
});

beforeEach(() => {
  scrollY = 0;
  scrollTo.mockClear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The page's navigate, handed out once it rendered. */
function Page({ onNavigate }: { onNavigate: (navigate: NavigateFunction) => void }) {
  useScrollRestoration();
  const navigate = useNavigate();
  useEffect(() => {
    onNavigate(navigate);
  }, [navigate, onNavigate]);
  return null;
}

function open(path: string): NavigateFunction {
  let navigate: NavigateFunction | undefined;
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page onNavigate={(each) => (navigate = each)} />
    </MemoryRouter>,
  );
  if (!navigate) throw new Error('the page did not render');
  return navigate;
}

describe('the scroll of a page', () => {
  it('starts a new page at the top, and goes back to where the page before was left', async () => {
    const navigate = open('/cart');
    scrollY = 640;
    await act(() => navigate('/checkout'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollY = 120;
    await act(() => navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    await act(() => navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });

  it('keeps the scroll when only the query changes (a filter of the board)', async () => {
    const navigate = open('/admin');
    scrollY = 300;
    scrollTo.mockClear();
    await act(() => navigate('/admin?tab=new'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
