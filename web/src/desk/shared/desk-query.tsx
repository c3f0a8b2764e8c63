import type { ReactNode } from 'react';
import { Spinner } from '../../ui/spinner.tsx';
import { DeskErrorBox } from './desk-page.tsx';

/** What `DeskQueryView` reads of a TanStack query. */
type Query<Data> = { data: Data | undefined; isError: boolean; error: unknown; refetch: () => unknown };

/** A desk call's reply once it is there; its failure in words with "try again" meanwhile, else the spinner. */
export function DeskQueryView<Data>({ query, children }: { query: Query<Data>; children: (data: Data) => ReactNode }) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) return <DeskErrorBox error={query.error} onRetry={() => void query.refetch()} />;
  return <Spinner />;
}
