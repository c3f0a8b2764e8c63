import { useEffect } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { useLocation, useNavigate, useParams } from 'react-router';
import { loginFeedbackMs } from '#common/constants.ts';
import { deskIdParamsSchema } from '#common/contracts/desk-trips.ts';
import { DeskError } from '../../shared/desk-api.ts';
import { DeskErrorBox, DeskPage } from '../../shared/desk-page.tsx';
import type { TripPageState } from '../../shared/desk-paths.ts';
import { roleAbilities } from '#common/contracts/admin.ts';
import { Feedback, useFeedback } from '../../../ui/feedback.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useTripDetail } from '../../shared/get-trip-detail.ts';
import { TripActions } from './trip-actions-bar.tsx';
import { TripDetail } from './trip-detail.tsx';
import './desk-trip.css';

/**
 * One trip on the desk, `/admin/trips/:id` (docs/reference/screens.md#desk-trip): everything the customer entered, the
 * order and its payment, the mails and the history, and what the member's role may do with it now.
 */
export function TripDetailScreen() {
  const { t } = useTranslation();
  // The id alone: the desk's routes sit below the shell's `/admin/*`, whose `*` is a parameter too.
  const params = deskIdParamsSchema.safeParse({ id: useParams().id });
  const tripId = params.success ? params.data.id : null;
  return (
    <DeskPage title={tripId === null ? t('deskTrip') : t('deskTripTitle', { number: tripId })} ability="board">
      {(me) =>
        tripId === null ? (
          <DeskErrorBox error={new DeskError('tripNotFound')} />
        ) : (
          <TripContent tripId={tripId} abilities={roleAbilities[me.role]} />
        )
      }
    </DeskPage>
  );
}

function TripContent({ tripId, abilities }: { tripId: number; abilities: (typeof roleAbilities)['admin'] }) {
  const { t } = useTranslation();
  const detail = useTripDetail(tripId);
  const location = useLocation();
  const navigate = useNavigate();
  // As long as the login's (docs/reference/states.md#browser): it comes with a new page, read after its heading.
  const { message, show } = useFeedback(loginFeedbackMs);
  const edited = (location.state as TripPageState)?.edited === true;
  // Come back from the edit page with a saved change: say so once; a reload of the page does not say it again.
  useEffect(() => {
    if (!edited) return;
    show(t('deskEditSaved'), 'success');
    void navigate(location.pathname, { replace: true, state: null });
  }, [edited, show, t, navigate, location.pathname]);
  const content = detail.data ? (
    <>
      <TripActions detail={detail.data} abilities={abilities} refresh={() => detail.refetch()} />
      <TripDetail detail={detail.data} abilities={abilities} />
    </>
  ) : detail.isError ? (
    <DeskErrorBox error={detail.error} onRetry={() => void detail.refetch()} />
  ) : (
    <Spinner />
  );
  return (
    <>
      <Feedback message={message} />
      {content}
    </>
  );
}
