import { useId, useState, type FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from '../../ui/i18n/i18n.ts';
import type { ManageChangeReply, ManageChangeRequest } from '#common/contracts/manage.ts';
import { formatCents } from '#common/format/text.ts';
import { DateField } from '../../ui/date-field.tsx';
import { ErrorBox } from '../../ui/error-box.tsx';
import { TimePicker } from '../../ui/time-picker.tsx';
import { useServerText } from '../../ui/use-server-text.ts';
import { ApiError } from '../api/api-client.ts';
import { parsePaymentForm, submitPaymentForm } from '../order/payment-form.ts';
import { FixedDepartureChoice } from '../trip/fixed-departure-choice.tsx';
import { changeDepartures, type FixedTime } from '../trip/fixed-departures.ts';
import { datePart, joinDatetime, timePart } from '../trip/trip-datetime.ts';
import {
  changeInputOf,
  changeProblems,
  changeRequest,
  refusedChangeProblems,
  changePrice,
  type ChangeableTrip,
  type ChangeField,
  type ChangeInput,
  type ChangeProblems,
} from './change-view.ts';
import { useRefundText } from './use-refund-text.ts';
import './change-form.css';
import { TextAreaField, TextField } from '../../ui/text-field.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';

/** The call that makes the change: the manage link's, or the logged-in customer's. */
export type TripChangeMutation = UseMutationResult<
  ManageChangeReply,
  Error,
  { tripId: number; request: ManageChangeRequest }
>;

type ChangeFormProps = {
  trip: ChangeableTrip;
  change: TripChangeMutation;
  /** What the change does to the price, as this customer pays. */
  note: string;
  /**
   * What of the order may still be refunded, when it was paid online: a dearer change is then paid, a cheaper one
   * refunded, and the form says how much before the customer confirms. Null when nothing was paid online.
   */
  refundableCents?: number | null;
  /** A fixed-time tenant's departures, offered instead of a free date and time; null for any other tenant. */
  fixedTime: FixedTime | null;
  /** The trip changed meanwhile: its screen reads it again, and what was typed stays to send again. */
  onConflict: () => void;
  /** The form is done: the outcome to announce ('' when closed without a change). */
  onDone: (text: string) => void;
};

/**
 * The customer's change of one trip (docs/reference/screens.md#manage, docs/reference/screens.md#bookings): what the
 * server would refuse is said at its field, and what was typed stays whatever the server answers.
 */
export function ChangeForm({
  trip,
  change,
  note,
  refundableCents = null,
  fixedTime,
  onConflict,
  onDone,
}: ChangeFormProps) {
  const { t } = useTranslation();
  const serverText = useServerText();
  const refundText = useRefundText();
  const id = useId();
  const fieldId = (field: ChangeField) => `${id}-${field}`;
  const [input, setInput] = useState<ChangeInput>(() => changeInputOf(trip));
  const [problems, setProblems] = useState<ChangeProblems>({});
  // The prices of the change as typed, shown before it is confirmed; typing again asks for them again.
  const [quote, setQuote] = useState<ManageChangeReply | null>(null);
  const price = quote && changePrice(quote, refundableCents);
  const edit = (next: (current: ChangeInput) => ChangeInput) => {
    setQuote(null);
    setInput(next);
  };
  const set = (field: keyof ChangeInput) => (value: string) => edit((current) => ({ ...current, [field]: value }));
  const message = (field: ChangeField) => (problems[field] ? serverText(problems[field]) : null);
  /** A text field's control, label, message, value and change, by its name. */
  const textField = (field: 'flightNumber' | 'passengers' | 'extraInfo', label: string) => ({
    id: fieldId(field),
    label,
    message: message(field),
    value: input[field],
    onChange: set(field),
  });

  const show = (found: ChangeProblems) => {
    setProblems(found);
    const first = (['datetime', 'flightNumber', 'passengers', 'extraInfo'] as const).find((field) => found[field]);
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const found = changeProblems(input);
    if (Object.keys(found).length > 0) return show(found);
    const request = changeRequest(trip, input);
    if (Object.keys(request).length === 1) return show({ other: 'manageNothingChanged' });
    setProblems({});
    const onError = (error: Error) => {
      setQuote(null);
      const refused = error instanceof ApiError ? refusedChangeProblems(error.body) : null;
      if (refused?.other === 'manageConflict') onConflict();
      show(refused ?? { other: 'manageChangeFailed' });
    };
    const save = () =>
      change.mutate(
        { tripId: trip.ritNr, request },
        {
          onSuccess: (reply) => {
            if (reply.outcome === 'paymentRequired') {
              const form = reply.pendingChange && parsePaymentForm(reply.pendingChange.form);
              if (form) submitPaymentForm(form);
              else show({ other: 'manageChangeFailed' });
              return;
            }
            if (reply.outcome === 'unchanged') return onDone(t('manageNothingChanged'));
            onDone([t('manageChanged', { ritNr: trip.ritNr }), refundText(reply.refund)].filter(Boolean).join(' '));
          },
          onError,
        },
      );
    // The prices were shown for what is typed now: this is the customer's confirmation.
    if (quote) return save();
    change.mutate(
      { tripId: trip.ritNr, request: { ...request, preview: true } },
      {
        onSuccess: (reply) => {
          if (reply.outcome === 'unchanged') return onDone(t('manageNothingChanged'));
          // The same price, or none shown (a tenant that hides prices): nothing to weigh, so it is saved at once.
          if (changePrice(reply, refundableCents) === null) return save();
          setQuote(reply);
        },
        onError,
      },
    );
  };

  const priceText =
    price === null
      ? ''
      : price.payCents > 0
        ? t('manageNewPricePay', { price: formatCents(price.priceCents), amount: formatCents(price.payCents) })
        : price.refundCents > 0
          ? t('manageNewPriceRefund', { price: formatCents(price.priceCents), amount: formatCents(price.refundCents) })
          : t('manageNewPrice', { price: formatCents(price.priceCents) });
  const saveLabel =
    price === null
      ? t('manageSaveChange')
      : price.payCents > 0
        ? t('managePayDifference', { amount: formatCents(price.payCents) })
        : t('manageConfirmChange');

  return (
    <form className="trip-change" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="trip-change__title">
        {t('manageChangeTitle', { ritNr: trip.ritNr })}
      </h3>
      {problems.other && <ErrorBox>{serverText(problems.other)}</ErrorBox>}
      {fixedTime ? (
        <FixedDepartureChoice
          id={fieldId('datetime')}
          departures={changeDepartures(fixedTime, trip.datetime, new Date())}
          destination={null}
          value={joinDatetime(input.date, input.time)}
          message={message('datetime')}
          onChange={(datetime) =>
            edit((current) => ({ ...current, date: datePart(datetime), time: timePart(datetime) }))
          }
        />
      ) : (
        <>
          <DateField
            id={fieldId('datetime')}
            label={t('depDate')}
            message={message('datetime')}
            required
            value={input.date}
            onChange={set('date')}
          />
          <TimePicker id={`${id}-time`} label={t('depTime')} value={input.time} onChange={set('time')} required />
        </>
      )}
      <TextField {...textField('flightNumber', t('flightNumber'))} autoComplete="off" />
      <TextField {...textField('passengers', t('passengerCount'))} required inputMode="numeric" />
      <TextAreaField {...textField('extraInfo', t('extraTripInfo'))} rows={3} />
      <p className="trip-change__note">{note}</p>
      {/* Always in the form, so the new price is read out when it appears. */}
      <div className="trip-change__price" role="status" aria-atomic="true">
        {priceText && <p className="trip-change__price-text">{priceText}</p>}
      </div>
      <div className="trip-change__actions">
        <SubmitButton busy={change.isPending} busyLabel={t('manageSaving')}>
          {saveLabel}
        </SubmitButton>
        <button type="button" className="button button--secondary" onClick={() => onDone('')}>
          {t('manageCloseChange')}
        </button>
      </div>
    </form>
  );
}
