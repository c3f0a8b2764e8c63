import { useState } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { toLanguage } from '../../../ui/i18n/language.ts';
import type { Company, CompanyUser } from '#common/contracts/companies.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { DataTable, type Column } from '../../../ui/data-table.tsx';
import { Feedback, useFeedback } from '../../../ui/feedback.tsx';
import { LabelValue, LabelValueList } from '../../../ui/label-value.tsx';
import { deskErrorOf, deskErrorTextKey } from '../../shared/desk-api.ts';
import { EditDialog, RecordDialog } from '../../shared/register/record-dialog.tsx';
import { useAddUser, useSendLink, useSetUserDisabled, useUpdateCompany } from '../api/companies-api.ts';
import { companyDraftOf, companyRequest, emptyUser, userRequest } from '../company-form.ts';
import { CompanyForm } from './company-form.tsx';
import { UserForm } from './user-form.tsx';

/**
 * One company (docs/reference/screens.md#desk-companies): its details with "Change details", its users with their state
 * and actions (a new set-password link, disable, enable), and "Add user".
 */
export function CompanyCard({ company }: { company: Company }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const headingId = `company-${company.id}-heading`;
  const feedback = useFeedback();
  const update = useUpdateCompany();
  const addUser = useAddUser();
  const sendLink = useSendLink();
  const setDisabled = useSetUserDisabled();
  const [editing, setEditing] = useState<Company | null>(null);
  const [adding, setAdding] = useState<Company | null>(null);
  const [disabling, setDisabling] = useState<CompanyUser | null>(null);

  const failed = (error: unknown) => feedback.show(t(deskErrorTextKey(deskErrorOf(error).key)), 'error');
  const linkTo = (user: CompanyUser) =>
    sendLink.mutate(
      { companyId: company.id, userId: user.id, lang },
      {
        onSuccess: () => feedback.show(t('desk.companies.linkSent', { email: user.email }), 'success'),
        onError: failed,
      },
    );
  const disable = (user: CompanyUser, disabled: boolean) =>
    setDisabled.mutate(
      { companyId: company.id, userId: user.id, disabled },
      {
        onSuccess: () =>
          feedback.show(
            t(disabled ? 'desk.companies.disabled' : 'desk.companies.enabled', { username: user.username }),
            'success',
          ),
        onError: failed,
      },
    );

  const stateOf = (user: CompanyUser) =>
    user.disabled
      ? t('desk.companies.stateDisabled')
      : user.passwordSet
        ? t('desk.companies.stateActive')
        : t('desk.companies.stateWaiting');

  const columns: readonly Column<CompanyUser>[] = [
    { name: 'username', header: t('desk.companies.username'), cell: (user) => user.username },
    { name: 'email', header: t('desk.companies.email'), cell: (user) => user.email },
    { name: 'phone', header: t('desk.companies.phone'), cell: (user) => user.phone },
    { name: 'state', header: t('desk.companies.state'), cell: stateOf },
    {
      name: 'actions',
      header: t('desk.companies.actions'),
      className: 'desk-record__actions',
      cell: (user) => (
        <>
          {!user.disabled && (
            <button
              type="button"
              className="button button--secondary desk-record__action"
              aria-label={t('desk.companies.sendLinkTo', { username: user.username })}
              onClick={() => linkTo(user)}
            >
              {t('desk.companies.sendLink')}
            </button>
          )}
          <button
            type="button"
            className="button button--secondary desk-record__action"
            aria-label={t(user.disabled ? 'desk.companies.enableUser' : 'desk.companies.disableUser', {
              username: user.username,
            })}
            onClick={() => (user.disabled ? disable(user, false) : setDisabling(user))}
          >
            {t(user.disabled ? 'desk.companies.enable' : 'desk.companies.disable')}
          </button>
        </>
      ),
    },
  ];

  return (
    <article className="desk-company card" aria-labelledby={headingId}>
      <h3 id={headingId}>{company.name}</h3>
      <LabelValueList>
        <LabelValue
          label={t('desk.companies.billingAddress')}
          value={<span className="desk-company__address">{company.billingAddress}</span>}
        />
        <LabelValue label={t('desk.companies.kvkNumber')} value={company.kvkNumber} />
        <LabelValue label={t('desk.companies.vatNumber')} value={company.vatNumber || t('desk.companies.noVat')} />
        <LabelValue label={t('desk.companies.invoiceEmail')} value={company.invoiceEmail} />
        <LabelValue
          label={t('desk.companies.paymentTermsDays')}
          value={t('desk.companies.days', { count: company.paymentTermsDays })}
        />
      </LabelValueList>
      <div className="actions">
        <button
          type="button"
          className="button button--secondary"
          aria-label={t('desk.companies.editOf', { name: company.name })}
          onClick={() => setEditing(company)}
        >
          {t('desk.companies.edit')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-label={t('desk.companies.addUserTo', { name: company.name })}
          onClick={() => setAdding(company)}
        >
          {t('desk.companies.addUser')}
        </button>
      </div>
      <h4>{t('desk.companies.users')}</h4>
      {company.users.length === 0 ? (
        <p>{t('desk.companies.noUsers')}</p>
      ) : (
        <DataTable
          className="desk-company__users"
          caption={t('desk.companies.usersOf', { name: company.name })}
          columns={columns}
          rows={company.users}
          rowClassName={(user) => (user.disabled ? 'desk-record--inactive' : '')}
        />
      )}
      <Feedback message={feedback.message} />

      <EditDialog
        row={editing}
        title={({ name }) => t('desk.companies.editTitle', { name })}
        onClose={() => setEditing(null)}
      >
        {(current, form) => (
          <CompanyForm
            key={current.id}
            idPrefix={`edit-company-${current.id}`}
            initial={companyDraftOf(current)}
            pending={update.isPending}
            onSave={async (draft) => {
              await update.mutateAsync({ id: current.id, input: companyRequest(draft) });
              setEditing(null);
              feedback.show(t('desk.companies.saved', { name: draft.name.trim() }), 'success');
            }}
            {...form}
          />
        )}
      </EditDialog>

      <RecordDialog
        row={adding}
        title={({ name }) => t('desk.companies.addUserTitle', { name })}
        className="desk-record-dialog"
        onClose={() => setAdding(null)}
      >
        {(current, titleId) => (
          <UserForm
            idPrefix={`new-user-${current.id}`}
            labelledBy={titleId}
            initial={emptyUser}
            pending={addUser.isPending}
            submitLabel={t('desk.companies.addUserSubmit')}
            extraActions={
              <button type="button" className="button button--secondary" onClick={() => setAdding(null)}>
                {t('deskCancel')}
              </button>
            }
            onSave={async (draft) => {
              await addUser.mutateAsync({ companyId: current.id, input: userRequest(draft, lang) });
              setAdding(null);
              feedback.show(
                t('desk.companies.userAdded', { username: draft.username.trim(), email: draft.email.trim() }),
                'success',
              );
            }}
          />
        )}
      </RecordDialog>

      <ConfirmDialog
        open={disabling !== null}
        title={t('desk.companies.disableTitle', { username: disabling?.username ?? '' })}
        message={t('desk.companies.disableText', { username: disabling?.username ?? '' })}
        confirmLabel={t('desk.companies.disable')}
        cancelLabel={t('deskCancel')}
        onConfirm={() => {
          if (disabling) disable(disabling, true);
          setDisabling(null);
        }}
        onCancel={() => setDisabling(null)}
      />
    </article>
  );
}
