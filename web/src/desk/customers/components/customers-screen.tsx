import { useId, useState, type FormEvent } from 'react';
import type { PersonSummary } from '#common/contracts/personal-data.ts';
import { formatDay, formatDayTime } from '#common/format/date.ts';
import { isValidEmail } from '#common/fields/email.ts';
import { Dialog, DialogActions } from '../../../ui/dialog.tsx';
import { Feedback, useFeedback } from '../../../ui/feedback.tsx';
import { FormFrame } from '../../../ui/form-frame.tsx';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { toLanguage } from '../../../ui/i18n/language.ts';
import { LabelValue, LabelValueList } from '../../../ui/label-value.tsx';
import { TextField, verbatimInput } from '../../../ui/text-field.tsx';
import { deskErrorOf, deskErrorTextKey } from '../../shared/desk-api.ts';
import { DeskErrorBox, DeskPage } from '../../shared/desk-page.tsx';
import { DeskSection } from '../../shared/desk-section.tsx';
import { useErasePerson, useExportPerson, usePerson } from '../api/customers-calls.ts';
import './desk-customers.css';

/**
 * A person's data, `/admin/customers` (docs/reference/screens.md#desk-customers), for admins: looked up by e-mail
 * address, what the tenant holds in counts, its download as JSON and its erase after a dialog that says what goes and
 * what is kept (docs/decisions/054-personal-data.md).
 */
export function CustomersScreen() {
  const { t } = useTranslation();
  return (
    <DeskPage title={t('deskCustomers')} ability="privacy">
      {() => <CustomersContent />}
    </DeskPage>
  );
}

function CustomersContent() {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [invalid, setInvalid] = useState(false);
  // What the last erase did: it stays on the page, as the address it was about no longer finds anyone.
  const [erased, setErased] = useState<string | null>(null);
  const person = usePerson(email);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((count) => count + 1);
    const address = typed.trim();
    const valid = isValidEmail(address);
    setInvalid(!valid);
    if (!valid) return;
    setErased(null);
    // The same address again asks again: an erase or a new booking may have changed the answer.
    if (address === email) void person.refetch();
    else setEmail(address);
  };
  const message = invalid ? t('deskCustomersEmailInvalid') : undefined;

  return (
    <>
      <p>{t('deskCustomersIntro')}</p>
      <FormFrame
        className="customers__lookup"
        labelledBy={`${id}-heading`}
        onSubmit={onSubmit}
        errors={message ? [{ fieldId: `${id}-email`, message }] : []}
        attempt={attempt}
        busy={person.isFetching}
        busyLabel={t('deskCustomersFinding')}
        submitLabel={t('deskCustomersFind')}
      >
        <h2 id={`${id}-heading`} className="visually-hidden">
          {t('deskCustomersFind')}
        </h2>
        <TextField
          id={`${id}-email`}
          label={t('deskCustomersEmail')}
          type="email"
          autoComplete="off"
          {...verbatimInput}
          value={typed}
          onChange={setTyped}
          message={message}
          required
        />
      </FormFrame>
      <div role="status" className="customers__done">
        {erased}
      </div>
      {email !== '' && person.isError && !person.isFetching && <LookupFailure error={person.error} />}
      {email !== '' && person.data && !person.isError && !person.isFetching && (
        <PersonSection person={person.data} onErased={(text) => setErased(text)} />
      )}
    </>
  );
}

/** No one with the address is a plain answer; anything else is the desk's error box. */
function LookupFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const failure = deskErrorOf(error);
  if (failure.key === 'personNotFound') return <p>{t(deskErrorTextKey(failure.key))}</p>;
  return <DeskErrorBox error={failure} />;
}

function PersonSection({ person, onErased }: { person: PersonSummary; onErased: (text: string) => void }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const id = useId();
  const feedback = useFeedback();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const exporting = useExportPerson();
  const erasing = useErasePerson();
  const failed = (error: unknown) => setFailure(t(deskErrorTextKey(deskErrorOf(error).key)));

  const onExport = () => {
    if (exporting.isPending) return;
    setFailure(null);
    exporting.mutate(person.email, {
      onSuccess: (data) => {
        const file = `personal-data-${person.accounts[0]?.customerNumber ?? 'export'}.json`;
        const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
        const link = document.createElement('a');
        link.href = url;
        link.download = file;
        link.click();
        URL.revokeObjectURL(url);
        feedback.show(t('deskCustomersExported', { file }), 'success');
      },
      onError: failed,
    });
  };
  const onErase = () => {
    if (erasing.isPending) return;
    setConfirming(false);
    setFailure(null);
    // Awaited rather than a callback of `mutate`: the refreshed lookup finds no one and unmounts this section first.
    erasing.mutateAsync(person.email).then(
      (done) =>
        onErased(
          t('deskCustomersErasedDone', {
            accounts: done.erasedAccounts,
            orders: done.anonymisedOrders,
            sessions: done.endedSessions,
          }),
        ),
      failed,
    );
  };

  return (
    <DeskSection headingId={`${id}-held`} heading={t('deskCustomersHeld', { email: person.email })}>
      <LabelValueList>
        <LabelValue
          label={t('deskCustomersAccounts')}
          value={
            <ul className="customers__accounts">
              {person.accounts.map((account) => (
                <li key={account.customerNumber}>
                  {account.customerNumber} · {t(`deskCustomersKind_${account.kind}`)} ·{' '}
                  <time dateTime={account.createdAt}>{formatDay(account.createdAt, lang)}</time>
                  {account.erased && <> · {t('deskCustomersErased')}</>}
                </li>
              ))}
            </ul>
          }
        />
        <LabelValue
          label={t('deskCustomersOrders')}
          value={t('deskCustomersOrdersCount', { count: person.orders, anonymised: person.anonymisedOrders })}
        />
        <LabelValue
          label={t('deskCustomersLastPickup')}
          value={person.lastPickup === '' ? t('deskCustomersNoTrips') : formatDayTime(person.lastPickup, lang)}
        />
      </LabelValueList>
      <p>{t('deskCustomersRetention', { months: person.retentionMonths })}</p>
      {person.blockers.length > 0 && (
        <div className="note customers__blocked">
          <p>{t('deskCustomersBlocked')}</p>
          <ul>
            {person.blockers.map((blocker) => (
              <li key={blocker}>{t(`deskCustomersBlocker_${blocker}`)}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="actions customers__actions">
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={exporting.isPending}
          onClick={onExport}
        >
          {exporting.isPending ? t('deskCustomersExporting') : t('deskCustomersExport')}
        </button>
        {person.blockers.length === 0 && (
          <button
            type="button"
            className="button button--danger"
            aria-disabled={erasing.isPending}
            onClick={() => setConfirming(true)}
          >
            {t('deskCustomersErase')}
          </button>
        )}
      </div>
      <Feedback message={feedback.message} />
      {failure !== null && (
        <p className="customers__failure" role="alert">
          {failure}
        </p>
      )}
      <Dialog
        open={confirming}
        title={t('deskCustomersEraseTitle', { email: person.email })}
        message={t('deskCustomersEraseFinal')}
        onClose={() => setConfirming(false)}
      >
        <p>{t('deskCustomersEraseGoes')}</p>
        <p>{t('deskCustomersEraseKept')}</p>
        <DialogActions cancelLabel={t('deskCancel')} onCancel={() => setConfirming(false)} focusCancel>
          <button type="button" className="button button--danger" onClick={onErase}>
            {t('deskCustomersEraseConfirm')}
          </button>
        </DialogActions>
      </Dialog>
    </DeskSection>
  );
}
