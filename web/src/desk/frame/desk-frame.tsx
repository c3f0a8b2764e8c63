import type { MouseEvent } from 'react';
import { useTranslation } from '../../ui/i18n/i18n.ts';
import { Outlet } from 'react-router';
import { useDeskEventStream } from '../shared/desk-events.ts';
import { useDeskSession } from '../shared/desk-session.ts';
import { useDeskHeartbeat } from '../shared/use-desk-heartbeat.ts';
import { useDeskSessionWatch } from '../shared/use-desk-session-watch.ts';
import { addDeskTexts } from '../../ui/i18n/desk-texts.ts';
import { useFocusOnNavigation } from '../../shared/page/page.tsx';
import { useScrollRestoration } from '../../shared/page/use-scroll-restoration.ts';
import { takeDeskBoot } from '../../shared/session/desk-boot-data.ts';
import { queryClient } from '../../shared/api/query-provider.tsx';
import { seedDeskBoot } from './desk-boot.ts';
import { DeskHeader } from './desk-header.tsx';
import './desk-frame.css';

// The desk's texts come with its code, not with the customer's first load (docs/decisions/021-desk-web.md).
addDeskTexts();
// The member and the board the server's page showed, there before the desk's first render (desk-boot.ts).
seedDeskBoot(queryClient, takeDeskBoot(), window.location.search);

const mainId = 'main';

// Focus instead of following the fragment: the URL stays clean and the router does not see a navigation.
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(mainId)?.focus();
}

/**
 * The desk's frame, the route `/admin` (docs/reference/screens.md#desk): a skip link, the desk's header, then the page;
 * no customer menu or cart.
 */
export function DeskFrame() {
  const { t } = useTranslation();
  useFocusOnNavigation();
  useScrollRestoration();
  useDeskSessionWatch();
  // Every desk page, not the board alone, hears the desk's events (the alerts) and keeps the session while visible.
  const loggedIn = Boolean(useDeskSession().data);
  useDeskEventStream(loggedIn);
  useDeskHeartbeat(loggedIn);
  return (
    <div className="desk">
      <a className="skip-link" href={`#${mainId}`} onClick={skipToMain}>
        {t('skipToContent')}
      </a>
      <DeskHeader />
      <main id={mainId} className="main desk__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
