import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { DeskPage } from '../../shared/desk-page.tsx';
import { Feedback, useFeedback } from '../../../ui/feedback.tsx';
import { useCreateDriver } from '../api/post-driver.ts';
import { emptyDriver, newDriverRequest } from '../driver-form.ts';
import { DriverForm } from './driver-form.tsx';
import { DriversList } from './drivers-list.tsx';
import { DeskSection } from '../../shared/desk-section.tsx';
import { AbsenceList } from '../../shared/absences/absence-list.tsx';

/**
 * The drivers, `/admin/drivers` (docs/reference/screens.md#desk-drivers), for the roles with `drivers`: the tenant's
 * drivers that trips are assigned to, their changes, the form for a new one, and who is unavailable now and later.
 */
export function DriversScreen() {
  const { t } = useTranslation();
  return (
    <DeskPage title={t('deskDrivers')} ability="drivers">
      {() => (
        <>
          <DriversList />
          <AbsenceList canEnd withReport />
          <NewDriver />
        </>
      )}
    </DeskPage>
  );
}

const newDriverHeadingId = 'new-driver-heading';

function NewDriver() {
  const { t } = useTranslation();
  const create = useCreateDriver();
  const feedback = useFeedback();
  return (
    <DeskSection headingId={newDriverHeadingId} heading={t('deskNewDriverTitle')} className="desk-record-new">
      <DriverForm
        idPrefix="new-driver"
        labelledBy={newDriverHeadingId}
        initial={emptyDriver}
        clearOnSave
        pending={create.isPending}
        submitLabel={t('deskAddDriver')}
        onSave={async (draft) => {
          feedback.clear();
          const created = await create.mutateAsync(newDriverRequest(draft));
          feedback.show(t('deskDriverAdded', { name: created.name }), 'success');
        }}
      />
      <Feedback message={feedback.message} />
    </DeskSection>
  );
}
