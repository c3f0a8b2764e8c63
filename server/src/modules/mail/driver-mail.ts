import { driverLinkHours, type Language } from '#common/constants.ts';
import { escapeHtml } from '#common/format/html.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import { htmlDocument, mailToCustomer, paragraph } from './mail-layout.ts';
import type { MailMessage } from './mailer.ts';

const texts = {
  nl: {
    subject: (company: string) => `Inloggen op je ritten bij ${company}`,
    greeting: (name: string) => `Hallo ${name},`,
    intro: 'Open deze link op je telefoon om je ritten te zien; daarna blijf je op die telefoon ingelogd:',
    rules: `De link werkt één keer en is ${driverLinkHours} uur geldig. Werkt hij niet meer? Vraag je planner om een nieuwe.`,
  },
  en: {
    subject: (company: string) => `Sign in to your trips with ${company}`,
    greeting: (name: string) => `Dear ${name},`,
    intro: 'Open this link on your phone to see your trips; you then stay signed in on that phone:',
    rules: `The link works once and for ${driverLinkHours} hours. Does it no longer work? Ask your dispatcher for a new one.`,
  },
} satisfies Record<Language, unknown>;

/** A driver's sign-in link (docs/decisions/040-driver-sign-in-and-statuses.md), from the operator. */
export function driverSignInMail(input: {
  tenant: Tenant;
  lang: Language;
  name: string;
  email: string;
  link: string;
}): MailMessage {
  const t = texts[input.lang];
  const info = input.tenant.info;
  const subject = t.subject(info.company);
  const text = [t.greeting(input.name), '', t.intro, input.link, '', t.rules, '', info.company, ''].join('\n');
  const html = htmlDocument(
    input.lang,
    subject,
    [
      escapeHtml(t.greeting(input.name)),
      escapeHtml(t.intro),
      `<a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a>`,
      escapeHtml(t.rules),
      escapeHtml(info.company),
    ].map(paragraph),
  );
  return mailToCustomer(input.tenant, { name: input.name, email: input.email }, { subject, text, html });
}
