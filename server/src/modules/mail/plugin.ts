import fp from 'fastify-plugin';
import { createMailer, type Mailer, type MailSettings } from './mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's one mailer (one SMTP connection pool, or the outbox), for orders and accounts alike. */
    mailer: Mailer;
  }
}

export const mailPlugin = fp<MailSettings>(
  async (app, settings) => {
    app.decorate('mailer', createMailer(settings));
  },
  { name: 'mail' },
);
