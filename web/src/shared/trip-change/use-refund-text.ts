import { useTranslation } from '../../ui/i18n/i18n.ts';
import type { ManageCancelReply } from '#common/contracts/manage.ts';
import { formatCents } from '#common/format/text.ts';

/** The text of a refund the server answered for a cancel or a cheaper change, or '' without one. */
export function useRefundText(): (refund: ManageCancelReply['refund']) => string {
  const { t } = useTranslation();
  return (refund) =>
    refund && refund.amountCents > 0
      ? t(`manageRefund_${refund.status}`, { amount: formatCents(refund.amountCents) })
      : '';
}
