import type { FormEvent } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { Page, pageHeadingId } from '../../../shared/page/page.tsx';
import { isLoggedIn, type ReadyApp } from '../../../shared/session/session.ts';
import { ErrorSummary } from '../../../ui/error-summary.tsx';
import { Feedback, useFeedback } from '../../../ui/feedback.tsx';
import { usePersonForm } from '../../../shared/person/use-person-form.ts';
import { forgetPerson, rememberPerson } from '../../../shared/person/person-details.ts';
import { PersonFields } from '../../../shared/person/person-fields.tsx';

/**
 * My details (docs/reference/screens.md#person): who is logged in, or, for a guest, the personal details kept for the
 * checkout.
 */
export function PersonScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('person')}>
      {(app) =>
        isLoggedIn(app) ? <p>{t('loggedInAs', { username: app.username })}</p> : <PersonDetailsForm app={app} />
      }
    </Page>
  );
}

function PersonDetailsForm({ app }: { app: ReadyApp }) {
  const { t } = useTranslation();
  const form = usePersonForm(app, 'person');
  const feedback = useFeedback();

  // docs/reference/screens.md#person: nothing is saved while a field is invalid; the summary lists what to fix.
  const save = (event: FormEvent) => {
    event.preventDefault();
    feedback.clear();
    if (form.hasErrors) return form.showErrors();
    rememberPerson(form.person, form.store);
    form.forgetDraft();
    feedback.show(t(form.store ? 'stored' : 'notStored'), 'success');
  };

  const clear = () => {
    forgetPerson();
    form.reset();
    form.forgetDraft();
    feedback.show(t('cleared'), 'success');
  };

  return (
    <form className="person-form" aria-labelledby={pageHeadingId} noValidate onSubmit={save}>
      <ErrorSummary errors={form.errors} attempt={form.attempt} />
      <p>{t('personIntro')}</p>
      <PersonFields form={form} />
      <Feedback message={feedback.message} />
      <div className="actions">
        <button type="submit" className="button button--primary">
          {t('saveDetails')}
        </button>
        <button type="button" className="button button--secondary" onClick={clear}>
          {t('clearDetails')}
        </button>
      </div>
    </form>
  );
}
