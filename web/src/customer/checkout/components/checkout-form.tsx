import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { useCart } from '../../../shared/cart/cart.ts';
import { orderedTrip } from '../../../shared/order/ordered-trip.ts';
import { checkoutForm, orderDetails } from '../../../shared/order/placed-order.ts';
import { pageHeadingId } from '../../../shared/page/page.tsx';
import { rememberPerson } from '../../../shared/person/person-details.ts';
import { PersonFields } from '../../../shared/person/person-fields.tsx';
import { usePersonForm, type PersonForm } from '../../../shared/person/use-person-form.ts';
import type { ReadyApp } from '../../../shared/session/session.ts';
import { ErrorBox } from '../../../ui/error-box.tsx';
import { ErrorSummary, type FormError } from '../../../ui/error-summary.tsx';
import { toLanguage } from '../../../ui/i18n/language.ts';
import { writeStored } from '../../../ui/storage.ts';
import { usePlaceOrder } from '../hooks/use-place-order.ts';
import { OrderProblemBox } from './order-problem-box.tsx';
import { OrderSummary } from './order-summary.tsx';
import { TermsAgreement } from './terms-agreement.tsx';

const termsId = 'checkout-terms';

/**
 * The guest checkout (docs/reference/screens.md#checkout, docs/reference/states.md#browser,
 * docs/reference/record-layout.md; docs/architecture.md#one-request): the browser checks what it can, the server checks
 * everything again and re-prices every trip, and its reply sends the customer to the payment provider, books the order,
 * or says what to fix. What the customer typed stays whatever the reply, and in the tab's draft until the order is paid
 * or booked: back from the provider, a retry or a reload finds it filled in.
 */
export function CheckoutForm({ app, onBooked }: { app: ReadyApp; onBooked: (reference: string | null) => void }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const trips = useCart();
  const form = usePersonForm(app, checkoutForm);
  const { agreed, setAgreed } = form;
  const [termsRevealed, setTermsRevealed] = useState(false);
  // From the reply that sends the customer to the provider until the provider's page opens.
  const [leaving, setLeaving] = useState(false);
  const order = usePlaceOrder({
    onPayment: (placed, sent, ritNrs) => {
      rememberPerson(form.person, form.store);
      writeStored(orderDetails, {
        orderHash: placed.orderHash,
        email: personEmail(form),
        // Booked, each trip is named by its own number from now on, as in the mail and on the manage page.
        trips: sent.map((trip, index) => orderedTrip(trip, ritNrs[index])),
      });
      setLeaving(true);
    },
    onBooked: (reference) => {
      rememberPerson(form.person, form.store);
      form.forgetDraft();
      onBooked(reference);
    },
    onFormIncomplete: (fielderrors) => form.showErrors(fielderrors),
    onTermsRequired: () => {
      setTermsRevealed(true);
      form.countAttempt();
    },
  });
  const termsUrl = app.config.documents.terms[lang];
  const busy = order.busy || leaving;

  // Back from the provider's page, the browser may show this page as it was left: ready to pay again.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

  // The fields' problems and the terms, in the order of the form.
  const errors: FormError[] = [
    ...form.errors,
    ...(termsRevealed && !agreed ? [{ fieldId: termsId, message: t('termsRequired') }] : []),
  ];

  const pay = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !termsUrl) return;
    order.clearProblem();
    // docs/reference/screens.md#checkout: every problem at once, in the summary; the empty cart never gets here (it
    // shows tripRequired instead of this form).
    if (form.hasErrors || !agreed) {
      if (!agreed) setTermsRevealed(true);
      if (form.hasErrors) form.showErrors();
      else form.countAttempt();
      return;
    }
    order.place(trips, { person: form.person, agreeTerms: true });
  };

  return (
    <form className="checkout-form" aria-labelledby={pageHeadingId} noValidate onSubmit={pay}>
      <ErrorSummary errors={errors} attempt={form.attempt} />
      <OrderSummary trips={trips} />

      <section className="checkout-section" aria-labelledby="checkout-person-heading">
        <h2 id="checkout-person-heading" className="checkout-section__heading">
          {t('yourDetails')}
        </h2>
        <PersonFields form={form} />
      </section>

      <div className="checkout-section">
        {termsUrl ? (
          <TermsAgreement url={termsUrl} checked={agreed} onChange={setAgreed} revealed={termsRevealed} />
        ) : (
          // docs/reference/screens.md#checkout: a missing terms URL for the language is an error; no agreement, no
          // payment.
          <ErrorBox>{t('termsMissing')}</ErrorBox>
        )}
      </div>

      {order.problem && <OrderProblemBox problem={order.problem} />}

      <div className="actions checkout-form__actions">
        <button type="submit" className="button button--primary" aria-disabled={busy || !termsUrl}>
          {busy ? t('paying') : t('payNow')}
        </button>
      </div>
    </form>
  );
}

/** Where the confirmation mail goes: the value of the layout's email field, '' without one. */
function personEmail(form: PersonForm): string {
  const field = form.definitions.find((definition) => definition.type === 'email')?.field;
  const email = field === undefined ? undefined : form.person[field];
  return typeof email === 'string' ? email.trim() : '';
}
