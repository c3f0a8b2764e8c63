// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadable } from './preloadable.tsx';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Welkom, {name}</p>;
}

const loadGreeting = () => Promise.resolve({ Greeting });

/** Renders at once, as the app's first render does (main.tsx), under a Suspense with its fallback. */
function renderNow(element: ReactElement): void {
  flushSync(() => {
    render(<Suspense fallback={<p>Laden…</p>}>{element}</Suspense>);
  });
}

describe('a preloadable component', () => {
  it('shows at its first render, without the fallback, once its code is preloaded', async () => {
    const Preloaded = preloadable(loadGreeting, 'Greeting');
    await Preloaded.preload();
    renderNow(<Preloaded name="Noord" />);
    expect(screen.getByText('Welkom, Noord')).toBeTruthy();
    expect(screen.queryByText('Laden…')).toBeNull();
  });

  it('shows the fallback until its code is there when it was not preloaded', async () => {
    const Lazy = preloadable(loadGreeting, 'Greeting');
    renderNow(<Lazy name="Noord" />);
    expect(screen.getByText('Laden…')).toBeTruthy();
    expect(await screen.findByText('Welkom, Noord')).toBeTruthy();
  });
});
