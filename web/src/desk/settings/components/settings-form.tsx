import type { ReactNode } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { ErrorBox } from '../../../ui/error-box.tsx';
import { ErrorSummary } from '../../../ui/error-summary.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { DeskErrorBox } from '../../shared/desk-page.tsx';
import type { SettingsForm } from '../hooks/use-settings-form.ts';

/** The id of a settings screen's heading, which names its form. */
export const settingsHeadingId = 'settings-screen-heading';

type SettingsFormFrameProps = {
  form: Pick<SettingsForm, 'submit' | 'summary' | 'attempt' | 'conflict' | 'reload' | 'failure' | 'pending' | 'saved'>;
  children: ReactNode;
};

/**
 * A settings section's form around its fields (`useSettingsForm`): the error summary at the top, a save made on an
 * older version said in words with a way to reload, another refusal, the save button, and the new version once saved.
 */
export function SettingsFormFrame({ form, children }: SettingsFormFrameProps) {
  const { t } = useTranslation();
  return (
    <form className="settings-form" noValidate aria-labelledby={settingsHeadingId} onSubmit={form.submit}>
      <ErrorSummary errors={form.summary} attempt={form.attempt} />
      {form.conflict && (
        <ErrorBox
          action={
            <button type="button" className="button button--secondary" onClick={() => void form.reload()}>
              {t('desk.settings.reload')}
            </button>
          }
        >
          {t('deskError_settingsConflict')}
        </ErrorBox>
      )}
      {form.failure && <DeskErrorBox error={form.failure} />}
      {children}
      <div className="actions">
        <SubmitButton busy={form.pending} busyLabel={t('deskSaving')}>
          {t('desk.settings.save')}
        </SubmitButton>
      </div>
      <div className="settings-form__status" role="status">
        {form.saved !== null && (
          <p className="settings-form__saved">{t('desk.settings.saved', { version: form.saved })}</p>
        )}
      </div>
    </form>
  );
}
