import {
  companyFields,
  companyInputSchema,
  companyUserInputSchema,
  type Company,
  type CompanyField,
  type CompanyInput,
  type CompanyUserField,
} from '#common/contracts/companies.ts';
import type { Language } from '#common/constants.ts';
import type { FieldProblem } from '../shared/desk-form.ts';

/**
 * A company's form and a new user's form as typed (docs/reference/screens.md#desk-companies), checked by the same zod
 * contract the server checks with, so the form and the server never disagree.
 */
export type CompanyDraft = Record<CompanyField, string>;
export type UserDraft = Record<CompanyUserField, string>;

export const userFields = ['username', 'email', 'phone'] as const satisfies readonly CompanyUserField[];

export const emptyCompany: CompanyDraft = {
  name: '',
  billingAddress: '',
  kvkNumber: '',
  vatNumber: '',
  invoiceEmail: '',
  paymentTermsDays: '14',
};

export const emptyUser: UserDraft = { username: '', email: '', phone: '' };

export const companyDraftOf = (company: Company): CompanyDraft => ({
  name: company.name,
  billingAddress: company.billingAddress,
  kvkNumber: company.kvkNumber,
  vatNumber: company.vatNumber,
  invoiceEmail: company.invoiceEmail,
  paymentTermsDays: String(company.paymentTermsDays),
});

/** The request of the form: the terms as a number (anything else is left for the contract to refuse). */
export const companyRequest = (draft: CompanyDraft): CompanyInput => ({
  ...draft,
  paymentTermsDays: /^\d{1,3}$/.test(draft.paymentTermsDays.trim()) ? Number(draft.paymentTermsDays.trim()) : NaN,
});

/** The message of each field the contract refuses, in the form's order. */
export function companyProblems(draft: CompanyDraft): FieldProblem<CompanyField>[] {
  const parsed = companyInputSchema.safeParse(companyRequest(draft));
  if (parsed.success) return [];
  const wrong = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  return companyFields
    .filter((field) => wrong.has(field))
    .map((field) => ({ field, key: `desk.companies.${field}Invalid` }));
}

export const userRequest = (draft: UserDraft, lang: Language) => ({ ...draft, lang });

export function userProblems(draft: UserDraft): FieldProblem<CompanyUserField>[] {
  const parsed = companyUserInputSchema.safeParse(userRequest(draft, 'nl'));
  if (parsed.success) return [];
  const wrong = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  return userFields
    .filter((field) => wrong.has(field))
    .map((field) => ({ field, key: `desk.companies.${field}Invalid` }));
}
