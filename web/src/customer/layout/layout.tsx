import type { MouseEvent } from 'react';
import { useTranslation } from '../../ui/i18n/i18n.ts';
import { Outlet } from 'react-router';
import { Header } from './header.tsx';
import { useFocusOnNavigation } from '../../shared/page/page.tsx';
import { useScrollRestoration } from '../../shared/page/use-scroll-restoration.ts';

const mainId = 'main';

// Focus instead of following the fragment: the URL stays clean and the router does not see a navigation.
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(mainId)?.focus();
}

/** The layout route every screen lives in (docs/reference/screens.md#layout). */
export function Layout() {
  const { t } = useTranslation();
  useFocusOnNavigation();
  useScrollRestoration();
  return (
    <>
      <a className="skip-link" href={`#${mainId}`} onClick={skipToMain}>
        {t('skipToContent')}
      </a>
      <Header />
      <main id={mainId} className="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
