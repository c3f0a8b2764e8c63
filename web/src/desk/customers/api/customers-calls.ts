import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  eraseReplySchema,
  personalDataExportSchema,
  personSummarySchema,
  type PersonSummary,
} from '#common/contracts/personal-data.ts';
import { deskGet, deskPost } from '../../shared/desk-api.ts';

const personKey = (email: string) => ['desk', 'customers', email] as const;

/** `GET /api/admin/customers?email=` (docs/reference/api.md#admin-customers): what the tenant holds, in counts. */
export function getPerson(email: string, signal?: AbortSignal): Promise<PersonSummary> {
  return deskGet(`/api/admin/customers?email=${encodeURIComponent(email)}`, personSummarySchema, signal);
}

/** The person of the address looked up; nothing is asked before an address is. */
export function usePerson(email: string) {
  return useQuery(
    queryOptions({
      queryKey: personKey(email),
      queryFn: ({ signal }) => getPerson(email, signal),
      enabled: email !== '',
      staleTime: 0,
      retry: false,
    }),
  );
}

/** `POST /api/admin/customers/export`: everything held about the address, as the JSON the customer is given. */
export function useExportPerson() {
  return useMutation({
    mutationFn: (email: string) => deskPost('/api/admin/customers/export', { email }, personalDataExportSchema),
  });
}

/** `POST /api/admin/customers/erase`: the address's accounts erased and their orders anonymised. */
export function useErasePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => deskPost('/api/admin/customers/erase', { email }, eraseReplySchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['desk', 'customers'] }),
  });
}
