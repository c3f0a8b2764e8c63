import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { Link, useNavigate } from 'react-router';
import { loginFeedbackMs } from '#common/constants.ts';
import type { TripDetailReply, TripEditReply } from '#common/contracts/desk-trips.ts';
import { isOpenTripStatus } from '#common/contracts/trip-status.ts';
import type { FieldDefinition } from '#common/fields/field-definition.ts';
import { deskErrorOf, deskErrorTextKey } from '../../shared/desk-api.ts';
import { problemText, summaryOf, textFieldsOf, useFieldProblems } from '../../shared/desk-form.ts';
import { tripPath, type TripPageState } from '../../shared/desk-paths.ts';
import { pageHeadingId } from '../../../shared/page/page.tsx';
import { ErrorBox } from '../../../ui/error-box.tsx';
import { ErrorSummary } from '../../../ui/error-summary.tsx';
import { Feedback, useFeedback } from '../../../ui/feedback.tsx';
import { toLanguage } from '../../../ui/i18n/language.ts';
import { usePatchTrip } from '../api/patch-trip.ts';
import { useTripQuote } from '../api/post-trip-quote.ts';
import {
  editFormOf,
  rebaseEditForm,
  tripChanges,
  tripEditProblems,
  tripEditRefusalProblems,
  tripEditRequest,
  vehicleClassDefinition,
  type TripEditField,
  type TripEditForm as Form,
} from '../trip-edit.ts';
import type { EditStop } from '../../shared/stop-fields.tsx';
import { passengerBounds, tripFormControls, type TripFormBinding } from '../../shared/trip-form.ts';
import {
  PassengersField,
  TripRouteSection,
  TripWhenSection,
  VehicleClassField,
} from '../../shared/trip-form-fields.tsx';
import { TextAreaField, TextField } from '../../../ui/text-field.tsx';
import { DeskSection } from '../../shared/desk-section.tsx';

type TripEditFormProps = {
  detail: TripDetailReply;
  definitions: readonly FieldDefinition[];
  /** Reads the trip again; resolves with it as it is now. */
  reload: () => Promise<{ data?: TripDetailReply | undefined }>;
};

/**
 * The edit form (docs/reference/screens.md#desk-trip-edit): pickup, addresses through the customer's address search,
 * passengers, vehicle class, flight, extra info, and a price by hand with its reason. "Show price" asks the server's
 * quote and sets the old and the new price side by side; then the changes can be saved on the trip's version. A
 * refusal is shown at its field, a conflict offers to read the trip again; what was typed stays through every error.
 */
export function TripEditForm({ detail, definitions, reload }: TripEditFormProps) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const navigate = useNavigate();
  const tripId = detail.trip.tripId;
  /** The trip the form was made on: the changes are what differs from it, and its version goes with the save. */
  const [base, setBase] = useState(detail.trip);
  const [form, setForm] = useState<Form>(() => editFormOf(detail.trip));
  // Bumped when the trip is read again: the address inputs start over from the form.
  const [generation, setGeneration] = useState(0);
  const [priced, setPriced] = useState<{ signature: string; reply: TripEditReply } | null>(null);
  const [conflict, setConflict] = useState(false);
  const closedText = (status: TripDetailReply['trip']['status']) =>
    t('deskEditClosed', { state: t(`tripStatus_${status}`) });
  // A trip that is done, a no-show or cancelled is not edited: the page says so, with the way back.
  const [closed, setClosed] = useState<string | null>(() =>
    isOpenTripStatus(detail.trip.status) ? null : closedText(detail.trip.status),
  );
  const { problems, attempt, report, clear } = useFieldProblems<TripEditField>();
  // Longer than an action's 3 s, as the login's (docs/reference/states.md#browser): the reload's message has more to say.
  const feedback = useFeedback(loginFeedbackMs);
  const quote = useTripQuote(tripId);
  const save = usePatchTrip(tripId);
  const busy = quote.isPending || save.isPending;
  const conflictRef = useRef<HTMLDivElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  const vehicleClass = vehicleClassDefinition(definitions, base);

  const controls = {
    ...tripFormControls(t, 'edit'),
    price: { id: 'edit-price', label: t('deskEditPrice') },
    priceReason: { id: 'edit-price-reason', label: t('deskEditPriceReason') },
  } satisfies Record<TripEditField, { id: string; label: string }>;
  const message = (field: TripEditField) => problemText(t, problems, field, controls[field].label);

  // The quote shown belongs to the form as it was asked: any change after it asks for a new one.
  const signature = JSON.stringify(tripEditRequest(form, base));
  const shown = priced?.signature === signature ? priced.reply : null;

  useEffect(() => {
    if (conflict) conflictRef.current?.focus();
  }, [conflict]);

  const change = <F extends keyof Form>(field: F & TripEditField, value: Form[F]) => {
    setForm((current) => ({ ...current, [field]: value }));
    clear(field);
  };
  const field = textFieldsOf<TripEditField, 'flightNumber' | 'extraInfo' | 'price' | 'priceReason'>(
    t,
    problems,
    controls,
    form,
    change,
  );

  const changeStop = (field: 'from' | 'to', update: (stop: EditStop) => EditStop) => {
    setForm((current) => {
      const stop = current[field];
      return stop ? { ...current, [field]: update(stop) } : current;
    });
    clear(field);
  };

  const refused = (error: unknown) => {
    const refusal = deskErrorOf(error);
    if (refusal.key === 'conflict') {
      report([]);
      setConflict(true);
    } else if (refusal.key === 'notEditable') {
      report([]);
      void reload().then(({ data }) =>
        setClosed(data ? closedText(data.trip.status) : t(deskErrorTextKey('notEditable'))),
      );
    } else {
      report(tripEditRefusalProblems(refusal));
    }
  };

  const checked = (): boolean => {
    const found = tripEditProblems(form, base);
    report(found);
    return found.length === 0;
  };

  const askPrice = () => {
    if (!checked()) return;
    quote.mutate(tripChanges(form, base), {
      onSuccess: (reply) => setPriced({ signature, reply }),
      onError: refused,
    });
  };

  const saveEdit = () => {
    if (!checked()) return;
    save.mutate(tripEditRequest(form, base), {
      onSuccess: (reply) => {
        if (!reply.saved) {
          feedback.show(t('deskEditNothingChanged'), 'success');
          return;
        }
        void navigate(tripPath(tripId), { state: { edited: true } satisfies TripPageState });
      },
      onError: refused,
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    feedback.clear();
    if (shown && shown.changed.length > 0) saveEdit();
    else askPrice();
  };

  const readAgain = async () => {
    const { data } = await reload();
    if (!data) {
      feedback.show(t(deskErrorTextKey('requestFailed')), 'error');
      return;
    }
    if (!isOpenTripStatus(data.trip.status)) {
      setClosed(closedText(data.trip.status));
      return;
    }
    setForm((current) => rebaseEditForm(current, base, data.trip));
    setBase(data.trip);
    setGeneration((count) => count + 1);
    setConflict(false);
    setPriced(null);
    feedback.show(t('deskEditReloaded'), 'success');
    submitRef.current?.focus();
  };

  if (closed !== null) {
    return (
      <>
        <ErrorBox>{closed}</ErrorBox>
        <div className="actions">
          <Link to={tripPath(tripId)} className="button button--secondary">
            {t('deskEditBack')}
          </Link>
        </div>
      </>
    );
  }

  const nothingChanged = shown !== null && shown.changed.length === 0;
  const binding: TripFormBinding = { controls, form, message, change, changeStop, lang, generation };
  return (
    <form className="trip-edit" noValidate aria-labelledby={pageHeadingId} onSubmit={submit}>
      <p>{t('deskEditIntro')}</p>
      <ErrorSummary errors={summaryOf(t, problems, controls)} attempt={attempt} />
      {conflict && (
        <div ref={conflictRef} tabIndex={-1} className="trip-edit__conflict">
          <ErrorBox
            action={
              <button type="button" className="button button--secondary" onClick={() => void readAgain()}>
                {t('deskEditReload')}
              </button>
            }
          >
            {t('deskEditConflict')}
          </ErrorBox>
        </div>
      )}

      <TripWhenSection headingId="edit-when-heading" rowClassName="trip-edit__row" binding={binding} />
      <TripRouteSection headingId="edit-route-heading" binding={binding} />

      <DeskSection headingId="edit-trip-heading" heading={t('deskEditTrip')}>
        <PassengersField binding={binding} bounds={passengerBounds(definitions)} />
        <VehicleClassField binding={binding} choice={vehicleClass} />
        <TextField
          {...field('flightNumber')}
          controlClassName="trip-edit__short"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <TextAreaField {...field('extraInfo')} rows={3} />
      </DeskSection>

      <DeskSection headingId="edit-price-heading" heading={t('deskEditPriceHeading')}>
        <TextField
          {...field('price')}
          info={t('deskEditPriceInfo')}
          controlClassName="trip-edit__short"
          inputMode="decimal"
          autoComplete="off"
        />
        <TextField
          {...field('priceReason')}
          info={t('deskEditPriceReasonInfo')}
          required={form.price.trim() !== ''}
          autoComplete="off"
        />
        <div className="trip-edit__prices" role="status" aria-atomic="true">
          {shown && (
            <>
              <h3 className="trip-edit__compare-heading">{t('deskEditPrices')}</h3>
              <dl className="trip-edit__compare">
                <div className="trip-edit__price">
                  <dt>{t('deskEditOldPrice')}</dt>
                  <dd>{shown.oldPrice}</dd>
                </div>
                <div className="trip-edit__price">
                  <dt>{t('deskEditQuotedPrice')}</dt>
                  <dd>{shown.quotedPrice}</dd>
                </div>
                {shown.priceCents !== shown.quotedPriceCents && (
                  <div className="trip-edit__price trip-edit__price--new">
                    <dt>{t('deskEditManualPrice')}</dt>
                    <dd>{shown.price}</dd>
                  </div>
                )}
              </dl>
              <p>{nothingChanged ? t('deskEditNothingChanged') : t('deskEditSaveNext')}</p>
            </>
          )}
        </div>
      </DeskSection>

      <Feedback message={feedback.message} />
      <div className="actions">
        {shown && !nothingChanged ? (
          <button ref={submitRef} type="submit" className="button button--primary" aria-disabled={busy}>
            {save.isPending ? t('deskEditSaving') : t('deskEditSave')}
          </button>
        ) : (
          <button ref={submitRef} type="submit" className="button button--primary" aria-disabled={busy}>
            {quote.isPending ? t('deskEditQuoting') : t('deskEditQuote')}
          </button>
        )}
        <Link to={tripPath(tripId)} className="button button--secondary">
          {t('deskEditBack')}
        </Link>
      </div>
    </form>
  );
}
