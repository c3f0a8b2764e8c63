import { Navigate, Outlet, useLocation } from 'react-router';
import { DeskErrorBox } from '../shared/desk-page.tsx';
import { loginPathFor } from '../shared/desk-paths.ts';
import { useDeskSession } from '../shared/desk-session.ts';
import { Spinner } from '../../ui/spinner.tsx';

/**
 * The desk's pages behind its login (docs/reference/screens.md#desk): without a desk session, the login, which leads
 * back here after the code.
 */
export function RequireDeskSession() {
  const location = useLocation();
  const session = useDeskSession();
  if (session.data) return <Outlet />;
  if (session.data === null) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  if (session.isError) return <DeskErrorBox error={session.error} onRetry={() => void session.refetch()} />;
  return <Spinner />;
}
