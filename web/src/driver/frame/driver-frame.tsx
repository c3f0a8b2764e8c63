import { useEffect, type MouseEvent } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { LanguagePicker } from '../../shared/page/language-picker.tsx';
import { useFocusOnNavigation } from '../../shared/page/page.tsx';
import { useLoginResp } from '../../shared/session/get-login-resp.ts';
import { Feedback, useFeedback } from '../../ui/feedback.tsx';
import { useTranslation } from '../../ui/i18n/i18n.ts';
import { addDriverTexts } from '../../ui/i18n/driver-texts.ts';
import { PushControl } from '../notifications/components/push-control.tsx';
import { useDriverMe, useDriverSignOut } from '../shared/driver-api.ts';
import { registerDriverWorker } from '../shared/service-worker.ts';
import './driver-frame.css';

// The driver's texts come with the driver's code (docs/decisions/040-driver-sign-in-and-statuses.md).
addDriverTexts();

const mainId = 'main';

function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(mainId)?.focus();
}

/**
 * The driver's frame, `/driver` (docs/reference/screens.md#driver): a skip link, the operator's name, the language
 * picker and, signed in, who and "Sign out"; then the page, and signed in the notifications' switch. No customer menu,
 * no cart. It registers the driver's service worker.
 */
export function DriverFrame() {
  const { t } = useTranslation();
  useFocusOnNavigation();
  const company = useLoginResp().data?.config?.info.company;
  const me = useDriverMe();
  const signOut = useDriverSignOut();
  // The signed-out message stays a minute: the page below it has nothing else to say.
  const feedback = useFeedback(60_000);
  const navigate = useNavigate();
  // The worker keeps the page and the day's jobs for offline, and shows pushes (docs/decisions/045-driver-offline-and-push.md).
  useEffect(() => {
    void registerDriverWorker();
  }, []);
  return (
    <div className="driver">
      <a className="skip-link" href={`#${mainId}`} onClick={skipToMain}>
        {t('skipToContent')}
      </a>
      <header className="driver-header">
        <p className="driver-header__title">
          {company && <span className="driver-header__company">{company}</span>}
          <span className="driver-header__side">{t('driver')}</span>
        </p>
        <div className="driver-header__actions">
          <LanguagePicker />
          {me.data && (
            <>
              <span className="driver-header__who">{t('driverSignedInAs', { name: me.data.name })}</span>
              <button
                type="button"
                className="button button--secondary"
                aria-disabled={signOut.isPending}
                onClick={() => {
                  if (signOut.isPending) return;
                  signOut.mutate(undefined, {
                    onSuccess: () => {
                      feedback.show(t('driverSignedOut'), 'success');
                      void navigate('/driver');
                    },
                    onError: () => feedback.show(t('driverError_other'), 'error'),
                  });
                }}
              >
                {t('driverSignOut')}
              </button>
            </>
          )}
        </div>
      </header>
      <main id={mainId} className="main driver__main" tabIndex={-1}>
        <Feedback message={feedback.message} />
        <Outlet />
        {me.data && <PushControl />}
      </main>
    </div>
  );
}
