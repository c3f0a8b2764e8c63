import type { Language } from '#common/constants.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import { linkMail } from './mail-layout.ts';
import type { MailMessage } from './mailer.ts';

const texts = {
  nl: {
    subject: (reference: string, company: string) => `Betaalbewijs ${reference} · ${company}`,
    greeting: (name: string) => (name ? `Beste ${name},` : 'Beste klant,'),
    intro: 'Bedankt voor uw rit. Uw betaalbewijs (PDF) staat klaar:',
    rules: 'Via deze link kunt u het betaalbewijs later opnieuw downloaden.',
  },
  en: {
    subject: (reference: string, company: string) => `Receipt ${reference} · ${company}`,
    greeting: (name: string) => (name ? `Dear ${name},` : 'Dear customer,'),
    intro: 'Thank you for riding with us. Your receipt (PDF) is ready:',
    rules: 'You can download the receipt again later through this link.',
  },
} satisfies Record<Language, unknown>;

/**
 * The receipt's link to the customer after a trip paid in the car is done (docs/decisions/051-receipts.md), in the
 * order's language.
 */
export function receiptMail(
  tenant: Tenant,
  to: { name: string; email: string; lang: Language },
  reference: string,
  link: string,
): MailMessage {
  const t = texts[to.lang];
  return linkMail(
    { tenant, lang: to.lang, name: to.name, email: to.email, link },
    {
      subject: t.subject(reference, tenant.info.company),
      greeting: t.greeting(to.name),
      intro: t.intro,
      rules: t.rules,
      signature: [tenant.info.company, [tenant.info.telText, tenant.info.email].filter(Boolean).join(' · ')],
    },
  );
}
