import { useState, type FormEvent } from 'react';
import { collectedMethods, type CollectedMethod, type DriverJob } from '#common/contracts/driver.ts';
import { amountToCents } from '#common/format/amount.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { ErrorSummary } from '../../../ui/error-summary.tsx';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextField } from '../../../ui/text-field.tsx';

/** The dialog a tap opens: a decline or a no-show asks why, a done with an amount to collect asks what was paid. */
export type JobDialogKind = 'decline' | 'no_show' | 'done';

type Props = {
  job: DriverJob | null;
  kind: JobDialogKind;
  busy: boolean;
  onSend: (answer: { reason?: string; collected?: { method: CollectedMethod; amountCents: number } }) => void;
  onClose: () => void;
};

/** The dialog of a tap that needs more than the tap (docs/reference/screens.md#driver). */
export function JobDialog({ job, kind, busy, onSend, onClose }: Props) {
  const { t } = useTranslation();
  const title =
    job &&
    t(kind === 'decline' ? 'driverDeclineTitle' : kind === 'no_show' ? 'driverNoShowTitle' : 'driverDoneTitle', {
      trip: String(job.tripId),
    });
  return (
    <Dialog id={`driver-${kind}`} open={job !== null} title={title} onClose={onClose}>
      {job && kind === 'done' ? (
        <CollectedForm key={job.tripId} job={job} busy={busy} onSend={onSend} onClose={onClose} />
      ) : (
        job && <ReasonForm key={job.tripId} kind={kind} busy={busy} onSend={onSend} onClose={onClose} />
      )}
    </Dialog>
  );
}

function ReasonForm({ kind, busy, onSend, onClose }: Omit<Props, 'job'> & { kind: JobDialogKind }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const id = `driver-${kind}-reason`;
  const label = t(kind === 'decline' ? 'driverDeclineReason' : 'driverNoShowReason');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (reason.trim() === '') {
      setProblem(t('driverReasonMissing'));
      setAttempt((count) => count + 1);
      return;
    }
    onSend({ reason: reason.trim() });
  };
  return (
    <form noValidate onSubmit={submit}>
      <ErrorSummary errors={problem ? [{ fieldId: id, message: problem }] : []} attempt={attempt} />
      <TextField
        id={id}
        label={label}
        required
        autoFocus
        message={problem ?? undefined}
        value={reason}
        maxLength={500}
        onChange={(value) => {
          setReason(value);
          setProblem(null);
        }}
      />
      <div className="actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('driverCancel')}
        </button>
        <SubmitButton busy={busy}>{t(kind === 'decline' ? 'driverDeclineSend' : 'driverMove_no_show')}</SubmitButton>
      </div>
    </form>
  );
}

function CollectedForm({ job, busy, onSend, onClose }: Omit<Props, 'job' | 'kind'> & { job: DriverJob }) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<CollectedMethod | ''>('');
  const [amount, setAmount] = useState(job.collect.replace(/[^\d,.]/g, ''));
  const [problems, setProblems] = useState<Array<{ id: string; text: string }>>([]);
  const [attempt, setAttempt] = useState(0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const cents = amountToCents(amount);
    const found = [
      ...(method === '' ? [{ id: 'driver-method-cash', text: t('driverMethodMissing') }] : []),
      ...(cents === undefined ? [{ id: 'driver-amount', text: t('driverAmountInvalid') }] : []),
    ];
    setProblems(found);
    setAttempt((count) => count + 1);
    if (found.length > 0 || method === '' || cents === undefined) return;
    onSend({ collected: { method, amountCents: cents } });
  };
  const methodProblem = problems.find((problem) => problem.id === 'driver-method-cash');
  return (
    <form noValidate onSubmit={submit}>
      <ErrorSummary
        errors={problems.map((problem) => ({ fieldId: problem.id, message: problem.text }))}
        attempt={attempt}
      />
      <p>{t('driverDoneIntro', { amount: job.collect })}</p>
      <fieldset className="driver-method" aria-describedby={methodProblem ? 'driver-method-problem' : undefined}>
        <legend>{t('driverMethod')}</legend>
        {methodProblem && (
          <p id="driver-method-problem" className="field__message">
            {methodProblem.text}
          </p>
        )}
        {collectedMethods.map((each) => (
          <label key={each} className="choice">
            <input
              id={`driver-method-${each}`}
              type="radio"
              name="driver-method"
              value={each}
              checked={method === each}
              onChange={() => setMethod(each)}
            />
            {t(`driverMethod_${each}`)}
          </label>
        ))}
      </fieldset>
      <TextField
        id="driver-amount"
        label={t('driverAmount')}
        inputMode="decimal"
        autoComplete="off"
        required
        message={problems.find((problem) => problem.id === 'driver-amount')?.text}
        value={amount}
        onChange={setAmount}
      />
      <div className="actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('driverCancel')}
        </button>
        <SubmitButton busy={busy}>{t('driverMove_done')}</SubmitButton>
      </div>
    </form>
  );
}
