import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';
import type { ServiceLog } from '../log.ts';
import type { TenantRegistry } from '../tenants/tenant-registry.ts';
import type { Mailer } from './mailer.ts';

/** What a service that mails the tenants' customers takes of the app (the companies, the receipts). */
export interface MailingDeps {
  db: Kysely<Database>;
  tenants: TenantRegistry;
  mailer: Mailer;
  /** Where a mailed link points when the request's host is none of the tenant's. */
  publicUrl: string;
  log: ServiceLog;
  now(): Date;
}

export function mailingDeps(app: FastifyInstance, publicUrl: string): MailingDeps {
  return { db: app.db, tenants: app.tenants, mailer: app.mailer, publicUrl, log: app.log, now: () => new Date() };
}
