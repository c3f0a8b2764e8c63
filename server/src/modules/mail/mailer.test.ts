import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer, outboxFileName } from './mailer.ts';
import { demoOrder } from '../../../test/support/demo-order.ts';
import { orderConfirmation } from './order-mail.ts';

const message = () => orderConfirmation(demoOrder('nl', 'Jan "de" Vries'), 'https://taxi.example');

describe('outbox mailer (no SMTP_URL)', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'taxi-mail-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('writes each message as a readable .eml file with both parts and the attachments', async () => {
    const mailer = createMailer({ smtpUrl: undefined, dataDir });
    await mailer.send(message());
    await mailer.send(message());

    const files = await readdir(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(2);
    for (const file of files)
      expect(file).toMatch(
        /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{6}-bevestiging-van-uw-bestelling-d1042-77-bij-taxi-martini-gron\.eml$/,
      );

    const raw = await readFile(path.join(dataDir, 'outbox', files[0]!));
    expect(raw.toString('latin1')).toMatch(/^[^\n]*\r\n/);
    const email = await PostalMime.parse(raw);
    expect(email.subject).toBe('Bevestiging van uw bestelling D1042/77 bij Taxi Martini Groningen');
    expect(email.from).toMatchObject({ name: 'Taxi Martini Groningen', address: 'rijden@taxi-martini.example' });
    expect(email.to).toEqual([expect.objectContaining({ name: 'Jan "de" Vries', address: 'jan@example.com' })]);
    expect(email.text).toContain('Totaal: € 262,40');
    expect(email.html).toContain('Totaal: € 262,40');
    expect(email.attachments.map((attachment) => [attachment.filename, attachment.mimeType])).toEqual([
      ['rit-812.ics', 'text/calendar'],
      ['rit-813.ics', 'text/calendar'],
    ]);
    const calendar = new TextDecoder().decode(email.attachments[0]!.content as ArrayBuffer);
    expect(calendar).toContain('DTSTART:20261224T133000Z');
  });

  it('names files by time, a random part and the subject', () => {
    const now = new Date('2026-12-24T13:30:00.000Z');
    expect(outboxFileName(now, 'Bevestiging: rit naar Café Ümit!')).toMatch(
      /^2026-12-24T13-30-00\.000Z-[0-9a-f]{6}-bevestiging-rit-naar-cafe-umit\.eml$/,
    );
    expect(outboxFileName(now, '→ ✓')).toMatch(/-message\.eml$/);
    expect(outboxFileName(now, 'x')).not.toBe(outboxFileName(now, 'x'));
  });
});

describe('SMTP mailer (SMTP_URL set)', () => {
  interface Received {
    from: string;
    to: string[];
    data: string;
  }
  let server: SMTPServer;
  let received: Received[];
  let smtpUrl: string;

  beforeEach(async () => {
    received = [];
    server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        callback(address.address.endsWith('@refused.example') ? new Error('no such mailbox') : undefined);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the message to the right recipients', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'taxi-mail-'));
    try {
      await createMailer({ smtpUrl, dataDir }).send(message());
      expect(received).toHaveLength(1);
      expect(received[0]!.from).toBe('rijden@taxi-martini.example');
      expect(received[0]!.to).toEqual(['jan@example.com']);
      const email = await PostalMime.parse(received[0]!.data);
      expect(email.subject).toBe('Bevestiging van uw bestelling D1042/77 bij Taxi Martini Groningen');
      expect(email.attachments).toHaveLength(2);
      // Sent, so nothing lands in the outbox.
      await expect(readdir(path.join(dataDir, 'outbox'))).rejects.toThrow();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('rejects when the server refuses the recipient', async () => {
    const refused = { ...message(), to: [{ name: 'Nobody', address: 'nobody@refused.example' }] };
    await expect(createMailer({ smtpUrl, dataDir: tmpdir() }).send(refused)).rejects.toThrow(/no such mailbox/);
    expect(received).toEqual([]);
  });
});
