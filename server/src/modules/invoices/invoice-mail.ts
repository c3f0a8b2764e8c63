import { escapeHtml } from '#common/format/html.ts';
import { formatDay } from '#common/format/date.ts';
import type { CompanyRow, InvoiceRow } from '../../db/tables.ts';
import { htmlDocument, operatorAddress, paragraph } from '../mail/mail-layout.ts';
import type { MailMessage } from '../mail/mailer.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import { money, periodName } from './invoice-pdf.ts';

/** The invoice, in Dutch as the PDF (`invoiceLanguage`), to the company's invoice address with the PDF attached. */
export function invoiceMail(
  tenant: Tenant,
  company: Pick<CompanyRow, 'name' | 'invoice_email'>,
  invoice: Pick<InvoiceRow, 'kind' | 'number' | 'period' | 'gross_cents' | 'due_date' | 'pdf_base64'>,
): MailMessage {
  const credit = invoice.kind === 'credit';
  const subject = `${credit ? 'Creditfactuur' : 'Factuur'} ${invoice.number} – ${tenant.info.company}`;
  const lines = [
    `Beste ${company.name},`,
    credit
      ? `Bijgaand de creditfactuur ${invoice.number} over ${periodName(invoice.period, 'nl')}: ${money(invoice.gross_cents)}.`
      : `Bijgaand de factuur ${invoice.number} voor uw ritten in ${periodName(invoice.period, 'nl')}: ${money(invoice.gross_cents)}, te betalen vóór ${formatDay(invoice.due_date, 'nl')}.`,
    `Met vriendelijke groet,\n${tenant.info.company}`,
  ];
  return {
    from: operatorAddress(tenant),
    to: [{ name: company.name, address: company.invoice_email }],
    subject,
    text: `${lines.join('\n\n')}\n`,
    html: htmlDocument(
      'nl',
      subject,
      lines.map((line) => paragraph(escapeHtml(line).replaceAll('\n', '<br>'))),
    ),
    attachments: [
      {
        filename: `factuur-${invoice.number}.pdf`,
        content: invoice.pdf_base64,
        encoding: 'base64',
        contentType: 'application/pdf',
      },
    ],
  };
}
