import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { useParams } from 'react-router';
import { deskIdParamsSchema } from '#common/contracts/desk-trips.ts';
import { fieldDefinitions, type FieldDefinition } from '#common/fields/field-definition.ts';
import { DeskError } from '../../shared/desk-api.ts';
import { DeskErrorBox, DeskPage } from '../../shared/desk-page.tsx';
import { useTripDetail } from '../../shared/get-trip-detail.ts';
import { useLoginResp } from '../../../shared/session/get-login-resp.ts';
import { isReady } from '../../../shared/session/session.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { TripEditForm } from './trip-edit-form.tsx';
import './trip-edit.css';

/**
 * A trip's edit page on the desk, `/admin/trips/:id/edit` (docs/reference/screens.md#desk-trip-edit), for members who
 * may act on trips: the trip as it is now, read once when the page opens, and the form that changes it.
 */
export function TripEditScreen() {
  const { t } = useTranslation();
  // The id alone: the desk's routes sit below the shell's `/admin/*`, whose `*` is a parameter too.
  const params = deskIdParamsSchema.safeParse({ id: useParams().id });
  const tripId = params.success ? params.data.id : null;
  return (
    <DeskPage title={tripId === null ? t('deskTrip') : t('deskEditTitle', { number: tripId })} ability="tripActions">
      {() =>
        tripId === null ? <DeskErrorBox error={new DeskError('tripNotFound')} /> : <EditContent tripId={tripId} />
      }
    </DeskPage>
  );
}

function EditContent({ tripId }: { tripId: number }) {
  const detail = useTripDetail(tripId);
  const start = useLoginResp();
  // The trip layout's fields, for the vehicle classes and the passengers' bounds the customer's form offers.
  const definitions: readonly FieldDefinition[] | null =
    start.data && isReady(start.data) ? fieldDefinitions(start.data.config.layouts.trip) : start.isError ? [] : null;
  // The form starts from the trip as it is now, not from what another page left in the cache; once shown it stays,
  // whatever a later read of the trip brings, so that nothing typed is lost.
  if (detail.data && detail.isFetchedAfterMount && definitions !== null)
    return <TripEditForm detail={detail.data} definitions={definitions} reload={() => detail.refetch()} />;
  if (detail.isError) return <DeskErrorBox error={detail.error} onRetry={() => void detail.refetch()} />;
  return <Spinner />;
}
