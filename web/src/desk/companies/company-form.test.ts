import { describe, expect, it } from 'vitest';
import { companyProblems, companyRequest, emptyCompany, userProblems } from './company-form.ts';

const filled = {
  ...emptyCompany,
  name: 'Hotel Noord',
  billingAddress: 'Grote Markt 1\n9712 HN Groningen',
  kvkNumber: '1234 5678',
  vatNumber: '',
  invoiceEmail: 'administratie@hotelnoord.example',
  paymentTermsDays: '30',
};

describe('the company form', () => {
  it('takes a company as the contract does, the VAT number optional', () => {
    expect(companyProblems(filled)).toEqual([]);
    expect(companyRequest(filled).paymentTermsDays).toBe(30);
  });

  it('names each field the contract refuses, in the form’s order', () => {
    const problems = companyProblems({
      ...filled,
      kvkNumber: '1234567',
      vatNumber: 'NL12345678B01',
      invoiceEmail: 'geen adres',
      paymentTermsDays: '91',
    });
    expect(problems.map((problem) => problem.field)).toEqual([
      'kvkNumber',
      'vatNumber',
      'invoiceEmail',
      'paymentTermsDays',
    ]);
    expect(companyProblems({ ...filled, paymentTermsDays: 'dertig' })).toEqual([
      { field: 'paymentTermsDays', key: 'desk.companies.paymentTermsDaysInvalid' },
    ]);
  });

  it('asks a user’s username, email and phone', () => {
    expect(userProblems({ username: 'l', email: 'lisa@', phone: '' }).map((problem) => problem.field)).toEqual([
      'username',
      'email',
      'phone',
    ]);
    expect(userProblems({ username: 'lisa', email: 'lisa@hotel.example', phone: '050 311 2233' })).toEqual([]);
  });
});
