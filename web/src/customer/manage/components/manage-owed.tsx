import { useState } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { formatCents } from '#common/format/text.ts';
import { ApiError } from '../../../shared/api/api-client.ts';
import { ErrorBox } from '../../../ui/error-box.tsx';
import { useManageOwed } from '../api/post-manage-owed.ts';
import { useServerText } from '../../../ui/use-server-text.ts';

/**
 * What the booking still owes after its price was raised (docs/reference/screens.md#manage,
 * docs/decisions/048-owed-and-refund-follow-up.md), and the button that goes to the provider's page to pay exactly that.
 */
export function ManageOwed({ token, owedCents }: { token: string; owedCents: number }) {
  const { t } = useTranslation();
  const serverText = useServerText();
  const pay = useManageOwed(token);
  const [failure, setFailure] = useState('');
  const amount = formatCents(owedCents);
  const onPay = () => {
    setFailure('');
    pay.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => setFailure(error instanceof ApiError ? serverText(error.message) : t('loadFailed')),
    });
  };
  return (
    <section className="manage__owed" aria-labelledby="manage-owed-heading">
      <h2 id="manage-owed-heading" className="manage__owed-title">
        {t('manageOwed', { amount })}
      </h2>
      <p>{t('manageOwedIntro')}</p>
      <button type="button" className="button button--primary" disabled={pay.isPending} onClick={onPay}>
        {t('manageOwedPay', { amount })}
      </button>
      {failure && <ErrorBox>{failure}</ErrorBox>}
    </section>
  );
}
