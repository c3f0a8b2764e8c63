// The entry: the app's code is asked for once the server's frame has painted (docs/decisions/024-first-paint.md), so
// that on a slow connection the page and its stylesheet have the line to themselves first. A tab opened in the
// background paints nothing yet: it asks at once.
const loadApp = () => void import('./main.tsx');
if (document.visibilityState === 'hidden') loadApp();
else requestAnimationFrame(() => setTimeout(loadApp, 0));
