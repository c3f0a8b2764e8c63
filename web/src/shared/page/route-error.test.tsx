// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import '../../ui/i18n/test-texts.ts';
import { RouteErrorBoundary } from './route-error.tsx';

afterEach(cleanup);

function Broken(): never {
  throw new Error('the screen could not load');
}

function Screens() {
  const { pathname } = useLocation();
  return (
    <>
      <Link to="/faq">Info</Link>
      <RouteErrorBoundary pathname={pathname}>
        <Routes>
          <Route path="/cart" element={<Broken />} />
          <Route path="/faq" element={<p>De info</p>} />
        </Routes>
      </RouteErrorBoundary>
    </>
  );
}

describe('RouteErrorBoundary', () => {
  it('shows the error in place of a screen that failed, and the next screen again after a navigation', async () => {
    // React reports the caught error on the console; the test is about what the visitor sees.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/cart']}>
        <Screens />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Pagina is niet beschikbaar' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Pagina opnieuw laden' })).toBeDefined();

    await userEvent.click(screen.getByRole('link', { name: 'Info' }));
    expect(screen.getByText('De info')).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Pagina is niet beschikbaar' })).toBeNull();
  });
});
