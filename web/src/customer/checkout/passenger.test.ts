import { describe, expect, it } from 'vitest';
import { bookerTravels, passengerOf, passengerProblems } from './passenger.ts';

const acceptAll = () => null;

describe('who travels', () => {
  it('sends no passenger when the booker travels', () => {
    expect(passengerOf(bookerTravels)).toBeNull();
    expect(passengerProblems({ ...bookerTravels, name: '' }, acceptAll)).toEqual({ name: null, phone: null });
  });

  it('asks a guest’s name and phone, checked as every phone is', () => {
    const guest = { travels: 'other', name: ' ', phone: '' } as const;
    expect(passengerProblems(guest, acceptAll)).toEqual({
      name: 'passengerNameMissing',
      phone: 'passengerPhoneMissing',
    });
    expect(passengerProblems({ ...guest, name: 'Mevrouw Jansen', phone: '06 12' }, () => 'TOO_SHORT')).toEqual({
      name: null,
      phone: 'TOO_SHORT',
    });
    expect(passengerOf({ travels: 'other', name: ' Mevrouw Jansen ', phone: '06 1234 5678 ' })).toEqual({
      name: 'Mevrouw Jansen',
      phone: '06 1234 5678',
    });
  });
});
