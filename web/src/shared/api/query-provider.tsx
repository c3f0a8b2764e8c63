import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';

/** One client for the app's life: what a screen cached is still there when the visitor comes back to it. */
export const queryClient = new QueryClient();

/**
 * The routes whose screens call through TanStack Query get it here, a lazy route that loads with the first of them:
 * the trip screen and the session do without it, so the first load carries none of it
 * (docs/decisions/026-first-load-budget.md).
 */
export function QueryOutlet() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
