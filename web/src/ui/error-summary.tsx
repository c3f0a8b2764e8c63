import { useEffect, useRef } from 'react';
import { useTranslation } from './i18n/i18n.ts';
import './error-summary.css';

/** One problem of a form: the id of the control to fix and its message, already translated. */
export type FormError = { fieldId: string; message: string };

type ErrorSummaryProps = {
  errors: readonly FormError[];
  /** Changes on every submit that found errors, so the summary takes focus again (GOV.UK error summary pattern). */
  attempt: number;
};

/**
 * Every problem of a submitted form at once, at its top, each a link to its field: a customer on a phone sees
 * what to fix without scrolling through the form, and a screen reader hears the list when the summary takes focus.
 * Shown after a submit; the field messages stay beside their fields.
 */
export function ErrorSummary({ errors, attempt }: ErrorSummaryProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0) ref.current?.focus();
  }, [attempt]);
  if (errors.length === 0) return null;
  return (
    // A region named by its heading: a screen reader can jump to it, and it is announced by name when it takes focus.
    <div ref={ref} className="error-summary" role="region" tabIndex={-1} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className="error-summary__title">
        {t('errorSummaryTitle', { count: errors.length })}
      </h2>
      <ul className="error-summary__list">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              onClick={(event) => {
                // The link scrolls the field into view and puts the cursor in it, without changing the route.
                const field = document.getElementById(error.fieldId);
                if (!field) return;
                event.preventDefault();
                field.scrollIntoView({ block: 'center' });
                field.focus();
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
