import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';
import type { DeskEvents } from '../desk-events/events.ts';
import type { Mailer } from '../mail/mailer.ts';

/**
 * What the accounts' functions (login, resets, cancelling) work with: the plugin makes it once, and the functions take
 * it, so they need nothing of the plugin's file.
 */
export interface AccountsDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  /** The desk hears of a trip the customer cancelled. */
  events: Pick<DeskEvents, 'publish'>;
  /** Where a reset link points when the customer's host is none of the tenant's. */
  publicUrl: string;
  log: FastifyBaseLogger;
}
