import type { DeskRefund } from '#common/contracts/desk-trips.ts';
import { centsOfEuros } from '../shared/euros.ts';

/** A refund's idempotency key: one per opening of a dialog, so a double click or a resend is the same refund. */
export const newIdempotencyKey = () => crypto.randomUUID().replaceAll('-', '');

/** Whole cents as the refund's amount field shows them: euros with the language's decimal sign, `12,50` or `12.50`. */
export function eurosText(cents: number, lang: string): string {
  return `${Math.floor(cents / 100)}${lang === 'nl' ? ',' : '.'}${String(cents % 100).padStart(2, '0')}`;
}

/** The amount typed (a comma or a point) in cents when it is from 1 cent up to what remains; null otherwise. */
export function refundCents(text: string, remainingCents: number): number | null {
  const cents = centsOfEuros(text);
  return cents !== null && cents > 0 && cents <= remainingCents ? cents : null;
}

/** What a refund dialog starts with. */
export type RefundStart = { amountCents: number; reason: string };

/**
 * A failed refund is tried again as a new refund of the same amount with a new key: its reservation was given back
 * (docs/reference/states.md#refunds). At most what remains now.
 */
export function retryOf(refund: Pick<DeskRefund, 'amountCents' | 'reason'>, remainingCents: number): RefundStart {
  return { amountCents: Math.min(refund.amountCents, remainingCents), reason: refund.reason };
}
