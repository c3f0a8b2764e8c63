import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Settings } from '../../config.ts';

export interface MailAddress {
  name: string;
  address: string;
}

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
  /** `base64` for bytes carried as base64 text (an invoice's PDF); absent: the content is the text itself. */
  encoding?: 'base64';
}

export interface MailMessage {
  from: MailAddress;
  to: MailAddress[];
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export type MailSettings = Pick<Settings, 'smtpUrl' | 'dataDir'>;

/** SMTP when SMTP_URL is set; otherwise every message becomes an `.eml` file in DATA_DIR/outbox. */
export function createMailer(settings: MailSettings): Mailer {
  return settings.smtpUrl === undefined
    ? outboxMailer(path.join(settings.dataDir, 'outbox'))
    : smtpMailer(settings.smtpUrl);
}

function smtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail(message);
    },
  };
}

function outboxMailer(outboxDir: string): Mailer {
  // CRLF line ends: an .eml file is an RFC 822 message as it would go over the wire.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      const info = await transport.sendMail(message);
      if (!Buffer.isBuffer(info.message)) throw new TypeError('the stream transport did not return a buffer');
      await mkdir(outboxDir, { recursive: true });
      const name = outboxFileName(new Date(), message.subject);
      // Written aside and renamed, so whoever reads the outbox never sees half a message.
      const temporary = path.join(outboxDir, `.${name}.tmp`);
      await writeFile(temporary, info.message, { flag: 'wx' });
      await rename(temporary, path.join(outboxDir, name));
    },
  };
}

/** Sorts by time; the random part keeps two messages of the same millisecond apart. */
export function outboxFileName(now: Date, subject: string): string {
  const slug =
    subject
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'message';
  // Colons are not allowed in Windows file names.
  const timestamp = now.toISOString().replaceAll(':', '-');
  return `${timestamp}-${randomBytes(3).toString('hex')}-${slug}.eml`;
}
