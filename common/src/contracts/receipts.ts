import { z } from 'zod';
import { pathIdSchema } from './path-id.ts';

/**
 * The receipt calls (docs/reference/api.md#receipts, docs/decisions/051-receipts.md): a PDF, or a refusal in words, as
 * a link opened in the browser shows it.
 */

/** `GET /api/manage/:token/receipt.pdf`: by a manage link's token. */
export const manageReceiptParamsSchema = z.strictObject({ token: z.string().max(100) });

/** `GET /api/payments/:orderId/receipt.pdf?hash=`: by the order's return page, after paying. */
export const paymentReceiptParamsSchema = z.strictObject({ orderId: pathIdSchema });
export const paymentReceiptQuerySchema = z.strictObject({ hash: z.string().max(100) });

/** Why there is no receipt: no such order for who asks (404), nothing paid yet (409), or an order on account (409). */
export const receiptErrors = ['receiptNotFound', 'receiptNotPaid', 'receiptOnAccount'] as const;
export type ReceiptError = (typeof receiptErrors)[number];

export const receiptErrorStatus = {
  receiptNotFound: 404,
  receiptNotPaid: 409,
  receiptOnAccount: 409,
} as const satisfies Record<ReceiptError, number>;

/** A refusal's words, Dutch then English: the link may be opened by anyone, before its language is known. */
export const receiptErrorWords = {
  receiptNotFound: [
    'Dit betaalbewijs bestaat niet (meer). Controleer de link.',
    'This receipt does not exist (any more). Check the link.',
  ],
  receiptNotPaid: [
    'Er is nog geen betaalbewijs: deze boeking is (nog) niet betaald.',
    'There is no receipt yet: this booking has not been paid (yet).',
  ],
  receiptOnAccount: [
    'Een boeking op rekening krijgt geen betaalbewijs maar een factuur.',
    'A booking on account gets an invoice, not a receipt.',
  ],
} as const satisfies Record<ReceiptError, readonly [string, string]>;
