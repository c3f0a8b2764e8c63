import { useTranslation } from '../../../ui/i18n/i18n.ts';
import type { DeskStaff } from '#common/contracts/admin.ts';
import { DeskErrorBox, DeskPage } from '../../shared/desk-page.tsx';
import { useStaffList } from '../../shared/get-staff-list.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { NewMemberForm } from './new-member-form.tsx';
import { StaffList } from './staff-list.tsx';
import './desk-staff.css';
import { DeskSection } from '../../shared/desk-section.tsx';

/**
 * The staff, `/admin/staff` (docs/reference/screens.md#desk-staff), for admins: the tenant's staff with their role,
 * authenticator and state, the changes an admin makes to them, and the form for a new member.
 */
export function StaffScreen() {
  const { t } = useTranslation();
  return (
    <DeskPage title={t('deskStaff')} ability="staff">
      {(me) => <StaffContent me={me} />}
    </DeskPage>
  );
}

function StaffContent({ me }: { me: DeskStaff }) {
  const { t } = useTranslation();
  const list = useStaffList();
  return (
    <>
      <DeskSection headingId="staff-list-heading" heading={t('deskStaffListTitle')}>
        {list.data ? (
          <StaffList staff={list.data} me={me} />
        ) : list.isError ? (
          <DeskErrorBox error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <Spinner />
        )}
      </DeskSection>
      <NewMemberForm />
    </>
  );
}
