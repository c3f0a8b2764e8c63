import { useQuery } from '@tanstack/react-query';
import { companyInvoicesReplySchema, type CompanyInvoice } from '#common/contracts/invoices.ts';
import { getJson } from '../../../shared/api/api-client.ts';

/** `GET /api/invoices.json` (docs/reference/api.md#company-invoices): the company user's company's invoices. */
export async function getCompanyInvoices(signal?: AbortSignal): Promise<CompanyInvoice[]> {
  return companyInvoicesReplySchema.parse(await getJson('/api/invoices.json', signal)).invoices;
}

/** Where a company user downloads an invoice's PDF. */
export const companyInvoicePdfUrl = (id: number) => `/api/invoices/${id}/pdf`;

/** The invoices of the logged-in user's company (none for a user of no company). */
export function useCompanyInvoices(username: string) {
  return useQuery({
    queryKey: ['companyInvoices', username],
    queryFn: ({ signal }) => getCompanyInvoices(signal),
  });
}
