import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  companyListReplySchema,
  companySchema,
  type Company,
  type CompanyInput,
  type CompanyUserInput,
} from '#common/contracts/companies.ts';
import type { Language } from '#common/constants.ts';
import { deskGet, deskPatch, deskPost } from '../../shared/desk-api.ts';

/**
 * The companies' calls (docs/reference/api.md#admin-companies), admins only: each answers the company as it is now;
 * refusals (`invalidFields`, `usernameTaken`, …) throw a DeskError.
 */

const companiesKey = ['desk', 'companies'] as const;

/** `GET /api/admin/companies`: the tenant's companies by name, each with its users. */
export function useCompanies() {
  return useQuery(
    queryOptions({
      queryKey: companiesKey,
      queryFn: ({ signal }) => deskGet('/api/admin/companies', companyListReplySchema, signal),
      retry: false,
    }),
  );
}

/** A change that answers the company: the list is read again afterwards, refused too (another admin's change shows). */
function useCompanyCall<Variables>(call: (variables: Variables) => Promise<Company>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: companiesKey }),
  });
}

/** `POST /api/admin/companies`. */
export const useCreateCompany = () =>
  useCompanyCall((input: CompanyInput) => deskPost('/api/admin/companies', input, companySchema));

/** `PATCH /api/admin/companies/:id`: every field as the form holds it. */
export const useUpdateCompany = () =>
  useCompanyCall(({ id, input }: { id: number; input: CompanyInput }) =>
    deskPatch(`/api/admin/companies/${id}`, input, companySchema),
  );

/** `POST /api/admin/companies/:id/users`: the server mails the new user a link to set their password. */
export const useAddUser = () =>
  useCompanyCall(({ companyId, input }: { companyId: number; input: CompanyUserInput }) =>
    deskPost(`/api/admin/companies/${companyId}/users`, input, companySchema),
  );

/** `PATCH /api/admin/companies/:id/users/:userId`: disabled (sessions ended, no login) or enabled again. */
export const useSetUserDisabled = () =>
  useCompanyCall(({ companyId, userId, disabled }: { companyId: number; userId: number; disabled: boolean }) =>
    deskPatch(`/api/admin/companies/${companyId}/users/${userId}`, { disabled }, companySchema),
  );

/** `POST /api/admin/companies/:id/users/:userId/link`: a new set-password link, earlier ones no longer work. */
export const useSendLink = () =>
  useCompanyCall(({ companyId, userId, lang }: { companyId: number; userId: number; lang: Language }) =>
    deskPost(`/api/admin/companies/${companyId}/users/${userId}/link`, { lang }, companySchema),
  );
