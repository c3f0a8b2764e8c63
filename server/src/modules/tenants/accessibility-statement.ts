import type { AccessibilityReply, StatementSection } from '#common/contracts/accessibility.ts';
import type { Language } from '#common/constants.ts';
import type { Tenant } from './tenant-registry.ts';

/**
 * The tenant's accessibility statement (docs/reference/api.md#accessibility-statement): the same text for every
 * operator, what the operator's file says of itself (its date, status and own limitations, `accessibility`) and its
 * contact (`info`). The statement describes this app, which every operator runs unchanged; what differs per operator
 * is who answers a report.
 */
export function accessibilityStatement(tenant: Tenant, lang: Language): AccessibilityReply {
  const { company, email, telText, telUrl } = tenant.info;
  const { reviewed, status, limitations } = tenant.accessibility;
  const words = texts[lang];
  const known = [...words.sharedLimitations, ...limitations[lang]];
  const section = (heading: string, paragraphs: string[], items: string[] = [], contact = false): StatementSection => ({
    heading,
    paragraphs,
    items,
    contact,
  });
  return {
    lang,
    company,
    reviewed,
    sections: [
      section(words.commitmentHeading, [words.commitment(company)]),
      section(words.standardHeading, [words.standard]),
      section(words.statusHeading, [status === 'full' ? words.statusFull : words.statusPartial, words.testing]),
      section(words.limitationsHeading, known.length ? [words.limitationsIntro] : [words.noLimitations], known),
      section(words.reportHeading, [words.report(company)], [], true),
      section(words.dateHeading, [words.date(longDate(reviewed, lang))]),
    ],
    contact: { email, telText, telUrl },
  };
}

/** `2026-11-24` as "24 november 2026" or "24 November 2026". */
function longDate(day: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang === 'nl' ? 'nl-NL' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

const texts = {
  nl: {
    commitmentHeading: 'Onze inzet',
    commitment: (company: string) =>
      `${company} wil dat iedereen op deze website een rit kan boeken en beheren: met een schermlezer, met alleen het toetsenbord, met vergroting, op een telefoon of een computer.`,
    standardHeading: 'Norm',
    standard:
      'Wij houden ons aan de Web Content Accessibility Guidelines (WCAG) 2.2 op niveau AA. Dat is het niveau dat de Europese norm EN 301 549 voor websites vraagt, en daarmee de Europese toegankelijkheidsrichtlijn (European Accessibility Act).',
    statusHeading: 'Status',
    statusPartial: 'Deze website voldoet gedeeltelijk aan WCAG 2.2 niveau AA: de beperkingen hieronder zijn bekend.',
    statusFull: 'Deze website voldoet volledig aan WCAG 2.2 niveau AA.',
    testing:
      'Elke versie wordt getest met automatische toetsen (axe-core, WCAG 2.2 A en AA) op elk scherm, in het Nederlands en het Engels, op de breedte van een telefoon en van een computer; de boekingen worden ook met alleen het toetsenbord getest.',
    limitationsHeading: 'Bekende beperkingen',
    limitationsIntro: 'Hier loopt u mogelijk tegenaan, met wat u dan kunt doen:',
    noLimitations: 'Er zijn geen beperkingen bekend.',
    sharedLimitations: [
      'De kaart op de informatiepagina is een afbeelding van de omgeving; ons adres staat op dezelfde pagina ook als tekst.',
      'Het online betalen gebeurt op de pagina van de betaalprovider. Die pagina maken wij niet zelf; lukt betalen daar niet, bel of mail ons dan.',
    ],
    reportHeading: 'Een probleem melden',
    report: (company: string) =>
      `Kunt u iets op deze website niet gebruiken, of wilt u een rit liever op een andere manier boeken? Neem contact op met ${company}: wij helpen u verder en lossen het probleem zo snel mogelijk op.`,
    dateHeading: 'Datum',
    date: (day: string) => `Deze verklaring is voor het laatst gecontroleerd op ${day}.`,
  },
  en: {
    commitmentHeading: 'Our commitment',
    commitment: (company: string) =>
      `${company} wants everyone to be able to book and manage a trip on this website: with a screen reader, with the keyboard alone, with magnification, on a phone or a computer.`,
    standardHeading: 'Standard',
    standard:
      'We follow the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. That is the level the European standard EN 301 549 asks of websites, and with it the European Accessibility Act.',
    statusHeading: 'Status',
    statusPartial: 'This website partially conforms to WCAG 2.2 level AA: the limitations below are known.',
    statusFull: 'This website fully conforms to WCAG 2.2 level AA.',
    testing:
      'Every version is tested with automated checks (axe-core, WCAG 2.2 A and AA) on every screen, in Dutch and English, at the width of a phone and of a computer; the bookings are also tested with the keyboard alone.',
    limitationsHeading: 'Known limitations',
    limitationsIntro: 'What you may run into, and what you can do then:',
    noLimitations: 'No limitations are known.',
    sharedLimitations: [
      'The map on the information page is a picture of the area; our address is on the same page as text too.',
      "Paying online happens on the payment provider's page. We do not make that page ourselves; if paying there does not work for you, call or mail us.",
    ],
    reportHeading: 'Report a problem',
    report: (company: string) =>
      `Is there something on this website you cannot use, or would you rather book a trip another way? Contact ${company}: we will help you and fix the problem as soon as we can.`,
    dateHeading: 'Date',
    date: (day: string) => `This statement was last reviewed on ${day}.`,
  },
} satisfies Record<Language, unknown>;
