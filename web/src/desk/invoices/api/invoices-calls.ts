import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { deskInvoicesReplySchema, type DeskInvoicesReply } from '#common/contracts/invoices.ts';
import { deskGet, deskPost } from '../../shared/desk-api.ts';

const invoicesKey = (month: string) => ['desk', 'invoices', month] as const;

/** `GET /api/admin/invoices?month=` (docs/reference/api.md#admin-invoices): the month's invoices and the credits owed. */
export function getInvoices(month: string, signal?: AbortSignal): Promise<DeskInvoicesReply> {
  return deskGet(`/api/admin/invoices?month=${encodeURIComponent(month)}`, deskInvoicesReplySchema, signal);
}

export function useInvoices(month: string) {
  return useQuery(
    queryOptions({
      queryKey: invoicesKey(month),
      queryFn: ({ signal }) => getInvoices(month, signal),
      staleTime: 0,
      retry: false,
    }),
  );
}

/** Where the desk opens an invoice's PDF, and the month's CSV for the accountant. */
export const invoicePdfUrl = (id: number) => `/api/admin/invoices/${id}/pdf`;
export const invoicesCsvUrl = (month: string) => `/api/admin/invoices.csv?month=${encodeURIComponent(month)}`;

/** `POST /api/admin/invoices/:id/resend`: the invoice mailed to the company again. */
export function useResendInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      deskPost(`/api/admin/invoices/${id}/resend`, {}, z.strictObject({ mailedAt: z.string() })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['desk', 'invoices'] }),
  });
}

/** `POST /api/admin/invoices/credits`: the credit invoice of what an invoice's trips are owed. */
export function useIssueCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceId: number) =>
      deskPost('/api/admin/invoices/credits', { invoiceId }, z.strictObject({ id: z.number(), number: z.string() })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['desk', 'invoices'] }),
  });
}
