// The bare build the first load is compared with (docs/figures.md, "Lighthouse (mobile)"): React 19 and React Router's data
// router with two routes, built and served as the SPA is, and nothing else.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router';

function Home() {
  return (
    <main>
      <h1>Book a taxi</h1>
      <p>A bare React 19 and React Router build: the floor of what a single-page app of this kind loads.</p>
      <Link to="/about">About</Link>
    </main>
  );
}

function About() {
  return (
    <main>
      <h1>About</h1>
      <Link to="/">Back</Link>
    </main>
  );
}

const router = createBrowserRouter([
  { path: '/', element: <Home /> },
  { path: '/about', element: <About /> },
]);

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
