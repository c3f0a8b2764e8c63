import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../ui/i18n/i18n.ts';
import { ErrorBox, RetryButton } from '../../ui/error-box.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useServerText } from '../../ui/use-server-text.ts';
import { ApiError } from '../api/api-client.ts';
import { useLoginResp } from '../session/get-login-resp.ts';
import { appErrorText, isReady, type ReadyApp } from '../session/session.ts';
import './page.css';

/** The id focus moves to after each navigation. */
export const pageHeadingId = 'page-heading';

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

/** The page's one h1, which also names the browser tab. */
export function PageHeading({ title }: { title: string }) {
  const { data } = useLoginResp();
  const company = data?.config?.info.company;
  useEffect(() => {
    document.title = company ? `${title} – ${company}` : title;
  }, [title, company]);
  return (
    <h1 id={pageHeadingId} className="page-heading" tabIndex={-1}>
      {title}
    </h1>
  );
}

/**
 * What needs the config (docs/reference/screens.md#layout): a spinner while it loads, the error box when the app
 * cannot run, else the content.
 */
export function ConfigGate({ children }: { children: (app: ReadyApp) => ReactNode }) {
  const { t } = useTranslation();
  const query = useLoginResp();
  const shown = useServerText();

  if (query.data) {
    const error = appErrorText(query.data);
    if (error !== null) return <ErrorBox>{shown(error)}</ErrorBox>;
    if (!isReady(query.data)) return <ErrorBox>{t('loadFailed')}</ErrorBox>;
    return children(query.data);
  }
  if (query.isError) {
    const text = query.error instanceof ApiError && query.error.message ? shown(query.error.message) : t('loadFailed');
    return <ErrorBox action={<RetryButton onClick={() => void query.refetch()} />}>{text}</ErrorBox>;
  }
  return <Spinner />;
}

/** A screen: its heading right away, its content once the app is ready. */
export function Page({ title, children }: { title: string; children: (app: ReadyApp) => ReactNode }) {
  return (
    <div className="page">
      <PageHeading title={title} />
      <ConfigGate>{children}</ConfigGate>
    </div>
  );
}
