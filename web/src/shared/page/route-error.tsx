import { Component, type ReactNode } from 'react';
import { useTranslation } from '../../ui/i18n/i18n.ts';
import { ErrorBox } from '../../ui/error-box.tsx';
import { PageHeading } from './page.tsx';

/** Shown in place of a screen that failed, for instance when its code could not be loaded after a new release. */
export function RouteError() {
  const { t } = useTranslation();
  const reload = (
    <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
      {t('reloadPage')}
    </button>
  );
  return (
    <div className="page">
      <PageHeading title={t('pageNotAvailable')} />
      <ErrorBox action={reload}>{t('routeError')}</ErrorBox>
    </div>
  );
}

type BoundaryProps = { pathname: string; children: ReactNode };
type BoundaryState = { failed: boolean; pathname: string };

/** Shows `RouteError` for a screen that threw, until the visitor goes to another path. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
