import { useState } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { Link } from 'react-router';
import { roleMay, type DeskStaff, type StaffMember, type UpdateStaffRequest } from '#common/contracts/admin.ts';
import { deskErrorOf, deskErrorTextKey } from '../../shared/desk-api.ts';
import { useSetDeskSession } from '../../shared/desk-session.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Feedback, useFeedback } from '../../../ui/feedback.tsx';
import { LabelValue, LabelValueList } from '../../../ui/label-value.tsx';
import { useUpdateStaff } from '../api/patch-staff.ts';

/** What an admin can do to a member; each but `enable` is asked first, since it takes something away at once. */
type StaffAction = 'promote' | 'demote' | 'disable' | 'enable' | 'resetTotp';

const changeOf: Record<StaffAction, UpdateStaffRequest> = {
  promote: { role: 'admin' },
  demote: { role: 'dispatcher' },
  disable: { disabled: true },
  enable: { disabled: false },
  resetTotp: { resetTotp: true },
};

/** The actions offered for a member: an admin cannot demote or disable themself (docs/decisions/019-staff-accounts.md). */
function actionsFor(member: StaffMember, me: DeskStaff): StaffAction[] {
  const self = member.id === me.id;
  return [
    ...(self ? [] : [member.role === 'admin' ? ('demote' as const) : ('promote' as const)]),
    ...(self ? [] : [member.disabled ? ('enable' as const) : ('disable' as const)]),
    'resetTotp',
  ];
}

type Pending = { member: StaffMember; action: StaffAction };

/** The tenant's staff, each with what an admin can change (docs/reference/screens.md#desk-staff). */
export function StaffList({ staff, me }: { staff: readonly StaffMember[]; me: DeskStaff }) {
  const { t } = useTranslation();
  const update = useUpdateStaff();
  const setSession = useSetDeskSession();
  const feedback = useFeedback();
  const [asking, setAsking] = useState<Pending | null>(null);
  // A refusal is shown at the member it was about, until the next change.
  const [refusal, setRefusal] = useState<{ memberId: number; text: string } | null>(null);

  const run = ({ member, action }: Pending) => {
    if (update.isPending) return;
    setRefusal(null);
    feedback.clear();
    update.mutate(
      { member, change: changeOf[action] },
      {
        onSuccess: (updated) => {
          // A member who resets their own authenticator has ended their own session: the login comes next.
          if (action === 'resetTotp' && updated.id === me.id) setSession(null);
          else feedback.show(t(`deskDone_${action}`, { name: updated.name }), 'success');
        },
        onError: (error) => setRefusal({ memberId: member.id, text: t(deskErrorTextKey(deskErrorOf(error).key)) }),
      },
    );
  };

  const choose = (pending: Pending) => (pending.action === 'enable' ? run(pending) : setAsking(pending));

  return (
    <>
      <p>{t('deskStaffCount', { count: staff.length })}</p>
      <Feedback message={feedback.message} />
      <ul className="staff-list">
        {staff.map((member) => (
          <li key={member.id} className="staff-list__item">
            <MemberCard
              member={member}
              me={me}
              busy={update.isPending && update.variables.member.id === member.id}
              refusal={refusal?.memberId === member.id ? refusal.text : null}
              onAction={(action) => choose({ member, action })}
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(`deskConfirmTitle_${asking.action}`, { name: asking.member.name }) : ''}
        message={asking ? t(`deskConfirmText_${asking.action}`, { name: asking.member.name }) : ''}
        confirmLabel={asking ? t(`deskConfirmYes_${asking.action}`) : ''}
        cancelLabel={t('deskCancel')}
        onConfirm={() => {
          const pending = asking;
          setAsking(null);
          if (pending) run(pending);
        }}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}

function MemberCard({
  member,
  me,
  busy,
  refusal,
  onAction,
}: {
  member: StaffMember;
  me: DeskStaff;
  busy: boolean;
  refusal: string | null;
  onAction: (action: StaffAction) => void;
}) {
  const { t } = useTranslation();
  const self = member.id === me.id;
  const nameId = `staff-${member.id}-name`;
  return (
    <article
      className={member.disabled ? 'card staff-member staff-member--disabled' : 'card staff-member'}
      aria-labelledby={nameId}
    >
      <h3 id={nameId} className="staff-member__name">
        {member.name}
        {self && <span className="staff-member__you"> ({t('deskYou')})</span>}
      </h3>
      <LabelValueList className="staff-member__details">
        <LabelValue label={t('deskEmail')} value={member.email} />
        <LabelValue label={t('deskRole')} value={t(`deskRole_${member.role}`)} />
        <LabelValue
          label={t('deskAuthenticator')}
          value={t(member.totpEnrolled ? 'deskTotpEnrolled' : 'deskTotpPending')}
        />
        <LabelValue label={t('deskState')} value={t(member.disabled ? 'deskDisabled' : 'deskActive')} />
      </LabelValueList>
      <div className="staff-member__actions">
        {actionsFor(member, me).map((action) => (
          // The visible text comes first in the name, the member's name after it (WCAG 2.5.3).
          <button
            key={action}
            type="button"
            className="button button--secondary staff-member__action"
            aria-disabled={busy}
            onClick={() => !busy && onAction(action)}
          >
            {t(`deskAction_${action}`)}
            <span className="visually-hidden"> {member.name}</span>
          </button>
        ))}
        {roleMay(me.role, 'audit') && (
          <Link className="button button--secondary staff-member__action" to={`/admin/audit?target=staff:${member.id}`}>
            {t('deskMemberHistory')}
            <span className="visually-hidden"> {member.name}</span>
          </Link>
        )}
      </div>
      {self && <p className="staff-member__note">{t('deskSelfNote')}</p>}
      {refusal && (
        <p className="field__message staff-member__refusal" role="alert">
          {refusal}
        </p>
      )}
    </article>
  );
}
