import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { deskIdParamsSchema } from '#common/contracts/desk-trips.ts';
import { DeskError } from '../../../shared/desk/desk-api.ts';
import { DeskErrorBox, DeskPage } from '../../../shared/desk/desk-page.tsx';
import { roleAbilities } from '#common/contracts/admin.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { useTripDetail } from '../api/get-trip-detail.ts';
import { TripActions } from './trip-actions-bar.tsx';
import { TripDetail } from './trip-detail.tsx';
import './desk-trip.css';

/**
 * One trip on the desk, `/admin/trips/:id` (docs/reference/screens.md#desk-trip): everything the customer entered, the
 * order and its payment, the mails and the history, and what the member's role may do with it now.
 */
export function TripDetailScreen() {
  const { t } = useTranslation();
  const params = deskIdParamsSchema.safeParse(useParams());
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
  const detail = useTripDetail(tripId);
  if (detail.data) {
    return (
      <>
        <TripActions detail={detail.data} abilities={abilities} refresh={() => detail.refetch()} />
        <TripDetail detail={detail.data} abilities={abilities} />
      </>
    );
  }
  if (detail.isError) return <DeskErrorBox error={detail.error} onRetry={() => void detail.refetch()} />;
  return <Spinner />;
}
