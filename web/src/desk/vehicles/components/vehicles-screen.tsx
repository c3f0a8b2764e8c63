import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { Feedback, useFeedback } from '../../../ui/feedback.tsx';
import { DeskPage } from '../../shared/desk-page.tsx';
import { DeskSection } from '../../shared/desk-section.tsx';
import { useVehicles } from '../../shared/get-vehicles.ts';
import { useCreateVehicle } from '../api/post-vehicle.ts';
import { emptyVehicle, newVehicleRequest } from '../vehicle-form.ts';
import { VehicleForm } from './vehicle-form.tsx';
import { VehiclesList } from './vehicles-list.tsx';

/**
 * The vehicles, `/admin/vehicles` (docs/reference/screens.md#desk-vehicles), for the roles with `drivers`: the
 * tenant's vehicles that trips are driven in, what the assignment checks weigh, their changes, and the form for a new
 * one.
 */
export function VehiclesScreen() {
  const { t } = useTranslation();
  return (
    <DeskPage title={t('desk.vehicles.title')} ability="drivers">
      {() => (
        <>
          <VehiclesList />
          <NewVehicle />
        </>
      )}
    </DeskPage>
  );
}

const newVehicleHeadingId = 'new-vehicle-heading';

function NewVehicle() {
  const { t } = useTranslation();
  const create = useCreateVehicle();
  const classes = useVehicles(false).data?.classes ?? [];
  const feedback = useFeedback();
  return (
    <DeskSection headingId={newVehicleHeadingId} heading={t('desk.vehicles.newTitle')} className="desk-record-new">
      <VehicleForm
        idPrefix="new-vehicle"
        labelledBy={newVehicleHeadingId}
        initial={emptyVehicle}
        classes={classes}
        clearOnSave
        pending={create.isPending}
        submitLabel={t('desk.vehicles.add')}
        onSave={async (draft) => {
          feedback.clear();
          const created = await create.mutateAsync(newVehicleRequest(draft));
          feedback.show(t('desk.vehicles.added', { name: created.name }), 'success');
        }}
      />
      <Feedback message={feedback.message} />
    </DeskSection>
  );
}
