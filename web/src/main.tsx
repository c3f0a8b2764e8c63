import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, loadStartLanguage } from './app/app.tsx';
import { applyBoot, readBoot } from './app/boot.ts';
import { preloadScreens } from './app/router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');
const rootElement = root;

/**
 * The control of the server's frame that has the focus, as a selector that finds the same control in the app's
 * render: the frame has the app's markup (docs/decisions/024-first-paint.md).
 */
function focusInFrame(): string | null {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || !rootElement.contains(focused)) return null;
  const attributes = ['id', 'class', 'href', 'lang'].map((name) => {
    const value = focused.getAttribute(name);
    return value === null ? '' : `[${name}="${CSS.escape(value)}"]`;
  });
  return focused.tagName.toLowerCase() + attributes.join('');
}

/** Runs once, when the app's first render is in the page: the frame has just gone. */
function OnFirstCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

// React's first render replaces the frame the server put in #root, in one go. It renders in a transition, in slices
// that leave the main thread free between them (a tap or a key on a slow phone is not held up behind one long task),
// with the frame on screen until the app's page takes its place. A visitor who tabbed into the frame meanwhile keeps
// the focus on the same control rather than losing it to the page's body.
function render() {
  let focused = focusInFrame();
  const followFocus = () => (focused = focusInFrame() ?? focused);
  rootElement.addEventListener('focusin', followFocus);
  const committed = () => {
    rootElement.removeEventListener('focusin', followFocus);
    // Only where the replacement took the focus away: a visitor who has gone on elsewhere keeps their place.
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (focused && lost) rootElement.querySelector<HTMLElement>(focused)?.focus();
  };
  const reactRoot = createRoot(rootElement);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <OnFirstCommit onCommit={committed}>
          <App />
        </OnFirstCommit>
      </StrictMode>,
    ),
  );
}

/**
 * Settles in a task of its own: the app's code has just run, and its first render in the same task would make one long
 * task that holds up a tap or a key on a slow phone.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// With the server's boot data the texts and the start reply are there: render once the code of the screen the page
// opens on is there too (the server's frame stays meanwhile, not a spinner in its place). Without (the dev server, a
// page the server could not fill), the first render waits for the start language's texts, a chunk of their own;
// should it fail to load, the page renders all the same (showing keys, the language picker loads again) rather than
// stay blank.
const boot = readBoot(document);
const ready = boot && applyBoot(boot) ? preloadScreens(window.location.pathname) : loadStartLanguage();
void ready.then(nextTask, nextTask).then(render);
