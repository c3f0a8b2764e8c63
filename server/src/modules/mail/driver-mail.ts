import { driverLinkHours, type Language } from '#common/constants.ts';
import { linkMail, type LinkMailTo } from './mail-layout.ts';
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
export function driverSignInMail(to: LinkMailTo): MailMessage {
  const t = texts[to.lang];
  const { company } = to.tenant.info;
  return linkMail(to, {
    subject: t.subject(company),
    greeting: t.greeting(to.name),
    intro: t.intro,
    rules: t.rules,
    signature: [company],
  });
}
