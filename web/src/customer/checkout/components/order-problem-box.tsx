import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { Link } from 'react-router';
import { ErrorBox } from '../../../ui/error-box.tsx';
import type { OrderProblem } from '../trip-refusal.ts';

/** Why the last attempt to order did not go through; a refused trip comes with the way to edit it. */
export function OrderProblemBox({ problem }: { problem: OrderProblem }) {
  const { t, i18n } = useTranslation();
  if (problem.message !== 'tripInvalid') return <ErrorBox>{t(problem.message)}</ErrorBox>;
  const number = problem.index + 1;
  // A reason this version does not know still says something useful.
  const reason = i18n.exists(problem.reason) ? t(problem.reason) : t('tripRefused');
  const edit = (
    <Link to={`/trip/${problem.index}`} className="button button--secondary">
      {t('editTripNumber', { number })}
    </Link>
  );
  return <ErrorBox action={edit}>{t('tripInvalid', { number, reason })}</ErrorBox>;
}
