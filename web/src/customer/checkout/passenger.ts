import type { PassengerInput } from '#common/contracts/companies.ts';
import type { PhoneCheck } from '#common/fields/phone.ts';

/** "Who travels?" as chosen (docs/decisions/049-companies.md): the booker, or a guest with a name and phone. */
export type PassengerDraft = { travels: 'self' | 'other'; name: string; phone: string };

export const bookerTravels: PassengerDraft = { travels: 'self', name: '', phone: '' };

/** The messages' keys of what is wrong before sending: a guest needs a name and a phone that checks. */
export function passengerProblems(
  draft: PassengerDraft,
  checkPhone: PhoneCheck,
): { name: string | null; phone: string | null } {
  if (draft.travels === 'self') return { name: null, phone: null };
  return {
    name: draft.name.trim() === '' ? 'passengerNameMissing' : null,
    phone: draft.phone.trim() === '' ? 'passengerPhoneMissing' : checkPhone(draft.phone.trim()),
  };
}

/** The request's `passenger`: null when the booker travels. */
export const passengerOf = (draft: PassengerDraft): PassengerInput | null =>
  draft.travels === 'self' ? null : { name: draft.name.trim(), phone: draft.phone.trim() };
