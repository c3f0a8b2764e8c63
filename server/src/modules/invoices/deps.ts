import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';

/** What the invoices work with: the app's (plugin.ts) or the CLI's own (server/src/cli/invoices.ts). */
export interface InvoiceDeps {
  db: Kysely<Database>;
  /** The tenant as in force, for the operator's legal details and its mails; undefined for an unknown id. */
  tenant(id: string): Tenant | undefined;
  tenantIds(): readonly string[];
  mailer: Mailer;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
  now(): Date;
}
