import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';

/** A message the outbox mailer wrote (DATA_DIR/outbox, no SMTP_URL), as a mail program reads it. */
export interface OutboxMail {
  file: string;
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  /** The text/plain part. */
  text: string;
  /** The text/html part, '' without one. */
  html: string;
}

type Mailbox = { name?: string; address?: string };

/** `Name <address>` as a mail program shows a mailbox, or the bare address when it has no name. */
const shown = (mailbox: Mailbox | undefined) =>
  mailbox?.name ? `${mailbox.name} <${mailbox.address ?? ''}>` : (mailbox?.address ?? '');
const addresses = (list: Mailbox[] | undefined) => (list ?? []).map(shown).join(', ');

/** Every message in the outbox, oldest first (the files are named by time). */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.eml') && !file.startsWith('.'))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const email = await PostalMime.parse(await readFile(path.join(dir, file)));
      return {
        file,
        from: shown(email.from),
        to: addresses(email.to),
        replyTo: addresses(email.replyTo),
        subject: email.subject ?? '',
        text: (email.text ?? '').replace(/\r\n/g, '\n'),
        html: email.html ?? '',
      };
    }),
  );
}

/** The messages about one order: their subjects name its reference D{klantNr}/{orderId}. */
export async function mailsAbout(
  dataDir: string,
  order: { klantNr: number | null; orderId: number | null },
): Promise<OutboxMail[]> {
  const reference = new RegExp(`\\bD${order.klantNr}/${order.orderId}(?!\\d)`);
  return (await readOutbox(dataDir)).filter((mail) => reference.test(mail.subject));
}

/**
 * A phone number as its digits that matter: without the country code 31 or the trunk 0, so `+31 6 1234 5601`,
 * `0031612345601`, `06-12345601` and `(06) 1234 5601` are the same number.
 */
export function phoneDigits(phone: string): string {
  return phone
    .replace(/\D/g, '')
    .replace(/^(00)?31/, '')
    .replace(/^0/, '');
}

/**
 * Whether a mail holds this phone number in any spelling: every run of digits with spaces, dashes, dots, slashes or
 * brackets between them, in the text and the HTML, compared by its digits (`phoneDigits`).
 */
export function mailHoldsPhone(mail: OutboxMail, phone: string): boolean {
  const wanted = phoneDigits(phone);
  if (wanted.length < 6) throw new Error(`not a phone number to look for: ${phone}`);
  const runs = `${mail.subject}\n${mail.text}\n${mail.html}`.match(/\+?\d[\d\s()./-]*\d/g) ?? [];
  return runs.some((run) => phoneDigits(run).endsWith(wanted) || run.replace(/\D/g, '').includes(wanted));
}
