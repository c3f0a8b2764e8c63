import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import type { NewTripReply } from '#common/contracts/desk-booking.ts';
import { paymentWays } from '#common/contracts/order-source.ts';
import type { FieldDefinition } from '#common/fields/field-definition.ts';
import { deskErrorOf } from '../../shared/desk-api.ts';
import { problemText, summaryOf, textFieldsOf, useFieldProblems } from '../../shared/desk-form.ts';
import { DeskSection } from '../../shared/desk-section.tsx';
import type { EditStop } from '../../shared/stop-fields.tsx';
import { passengerBounds, tripFormControls, type TripFormBinding } from '../../shared/trip-form.ts';
import {
  PassengersField,
  TripRouteSection,
  TripWhenSection,
  VehicleClassField,
} from '../../shared/trip-form-fields.tsx';
import { pageHeadingId } from '../../../shared/page/page.tsx';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { DynamicField } from '../../../ui/dynamic-field.tsx';
import { ErrorSummary } from '../../../ui/error-summary.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { toLanguage } from '../../../ui/i18n/language.ts';
import { TextAreaField, TextField, verbatimInput } from '../../../ui/text-field.tsx';
import { useNewTrip } from '../api/post-new-trip.ts';
import {
  newTripProblems,
  newTripRefusalProblems,
  newTripRequest,
  otherFields,
  vehicleClassChoice,
  type NewTripField,
  type NewTripForm,
} from '../new-trip.ts';

type NewTripFormProps = {
  definitions: readonly FieldDefinition[];
  form: NewTripForm;
  /** A caller's trip just filled the form: the pickup date, which is left to type, takes the focus. */
  focusDate: boolean;
  onChange: (update: (form: NewTripForm) => NewTripForm) => void;
  onBooked: (booked: NonNullable<NewTripReply['booked']>) => void;
};

/**
 * The trip taken by phone (docs/reference/screens.md#desk-new-trip): the caller and a passenger other than them, the
 * pickup, the addresses through the customer's address search, the tenant's trip fields, how it is paid; "show price"
 * asks the server's quote, then "book" books it as quoted. A refusal shows at its field; nothing typed is lost.
 */
export function NewTripFormView({ definitions, form, focusDate, onChange, onBooked }: NewTripFormProps) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const { problems, attempt, report, clear } = useFieldProblems<NewTripField>();
  const send = useNewTrip();
  const [quoted, setQuoted] = useState<{ signature: string; reply: NewTripReply } | null>(null);

  useEffect(() => {
    if (focusDate) document.getElementById('new-trip-date')?.focus();
  }, [focusDate]);

  const controls = {
    callerName: { id: 'new-trip-caller-name', label: t('desk.newTrip.callerName') },
    callerPhone: { id: 'new-trip-caller-phone', label: t('desk.newTrip.callerPhone') },
    callerEmail: { id: 'new-trip-caller-email', label: t('desk.newTrip.callerEmail') },
    passengerName: { id: 'new-trip-passenger-name', label: t('desk.newTrip.passengerName') },
    passengerPhone: { id: 'new-trip-passenger-phone', label: t('desk.newTrip.passengerPhone') },
    ...tripFormControls(t, 'new-trip'),
    overrideReason: { id: 'new-trip-override-reason', label: t('desk.newTrip.overrideReason') },
    payment: { id: 'new-trip-payment-link', label: t('desk.newTrip.payment') },
  } satisfies Record<NewTripField, { id: string; label: string }>;
  const message = (field: NewTripField) => problemText(t, problems, field, controls[field].label);

  const change = <F extends keyof NewTripForm>(field: F, value: NewTripForm[F]) => {
    onChange((current) => ({ ...current, [field]: value }));
    if ((controls as Record<string, unknown>)[field]) clear(field as NewTripField);
  };
  type Text =
    | 'callerName'
    | 'callerPhone'
    | 'callerEmail'
    | 'passengerName'
    | 'passengerPhone'
    | 'flightNumber'
    | 'extraInfo'
    | 'overrideReason';
  const field = textFieldsOf<NewTripField, Text>(t, problems, controls, form, change);
  const changeStop = (role: 'from' | 'to', update: (stop: EditStop) => EditStop) => {
    onChange((current) => ({ ...current, [role]: update(current[role]) }));
    clear(role);
  };

  // The quote shown belongs to the form as it was asked: any change after it asks for a new one.
  const signature = JSON.stringify(newTripRequest(form, lang, true));
  const shown = quoted?.signature === signature ? quoted.reply : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const found = newTripProblems(form);
    report(found);
    if (found.length > 0) return;
    send.mutate(newTripRequest(form, lang, !shown), {
      onSuccess: (reply) => {
        if (reply.booked) onBooked(reply.booked);
        else setQuoted({ signature, reply });
      },
      onError: (error) => report(newTripRefusalProblems(deskErrorOf(error))),
    });
  };

  const vehicleClass = vehicleClassChoice(definitions);
  const binding: TripFormBinding = { controls, form, message, change, changeStop, lang };
  const ways = paymentWays.filter((way) => way !== 'account' || form.account !== null);

  return (
    <form className="new-trip" noValidate aria-labelledby={pageHeadingId} onSubmit={submit}>
      <ErrorSummary errors={summaryOf(t, problems, controls)} attempt={attempt} />
      <DeskSection headingId="new-trip-caller-heading" heading={t('desk.newTrip.callerHeading')}>
        <div className="new-trip__row">
          <TextField {...field('callerName')} required autoComplete="off" />
          <TextField {...field('callerPhone')} required type="tel" autoComplete="off" {...verbatimInput} />
          <TextField
            {...field('callerEmail')}
            required={form.payment === 'link'}
            info={t('desk.newTrip.callerEmailInfo')}
            type="email"
            autoComplete="off"
            {...verbatimInput}
          />
        </div>
        <CheckboxField
          id="new-trip-other-passenger"
          label={t('desk.newTrip.otherPassenger')}
          checked={form.otherPassenger}
          onChange={(checked) => change('otherPassenger', checked)}
        />
        {form.otherPassenger && (
          <div className="new-trip__row">
            <TextField {...field('passengerName')} required autoComplete="off" />
            <TextField {...field('passengerPhone')} type="tel" autoComplete="off" {...verbatimInput} />
          </div>
        )}
      </DeskSection>

      <TripWhenSection headingId="new-trip-when-heading" rowClassName="new-trip__row" binding={binding} />
      <TripRouteSection headingId="new-trip-route-heading" binding={binding} />

      <DeskSection headingId="new-trip-trip-heading" heading={t('deskEditTrip')}>
        <div className="new-trip__row">
          <PassengersField binding={binding} bounds={passengerBounds(definitions)} />
          {vehicleClass && <VehicleClassField binding={binding} choice={vehicleClass} />}
          <TextField {...field('flightNumber')} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
        </div>
        {otherFields(definitions).map((definition) => (
          <DynamicField
            key={definition.field}
            idPrefix="new-trip"
            definition={definition}
            value={form.fields[definition.field]}
            messageKey=""
            onChange={(name, value) =>
              onChange((current) => ({ ...current, fields: { ...current.fields, [name]: value } }))
            }
          />
        ))}
        <TextAreaField {...field('extraInfo')} rows={2} />
        <TextAreaField {...field('overrideReason')} info={t('desk.newTrip.overrideReasonInfo')} rows={2} />
      </DeskSection>

      <DeskSection headingId="new-trip-payment-heading" heading={t('desk.newTrip.payment')}>
        <fieldset className="fieldset" aria-describedby={message('payment') ? 'new-trip-payment-message' : undefined}>
          <legend className="visually-hidden">{t('desk.newTrip.payment')}</legend>
          <div className="choices">
            {ways.map((way) => (
              <label key={way} className="choice">
                <input
                  id={`new-trip-payment-${way}`}
                  type="radio"
                  name="new-trip-payment"
                  value={way}
                  checked={form.payment === way}
                  onChange={() => change('payment', way)}
                />
                {way === 'account' && form.account
                  ? t('desk.newTrip.payment_account', { name: form.account.username })
                  : t(`desk.newTrip.payment_${way}`)}
              </label>
            ))}
          </div>
          {message('payment') && (
            <p id="new-trip-payment-message" className="field__message">
              {message('payment')}
            </p>
          )}
        </fieldset>
        <div className="new-trip__quote" role="status" aria-atomic="true">
          {shown && (
            <p>
              {t('desk.newTrip.quoted', { price: shown.price })}{' '}
              {form.payment === 'driver' && t('desk.newTrip.collectNote', { price: shown.price })}
            </p>
          )}
        </div>
      </DeskSection>
      <div className="actions">
        <SubmitButton busy={send.isPending} busyLabel={shown ? t('desk.newTrip.booking') : t('deskEditQuoting')}>
          {shown ? t(`desk.newTrip.book_${form.payment}`) : t('deskEditQuote')}
        </SubmitButton>
      </div>
    </form>
  );
}
