import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect.ts';
import type { Database } from '../../db/tables.ts';
import type { DeskEvents } from '../desk-events/events.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Orders } from '../orders/plugin.ts';
import type { PaymentProviders } from '../payments/plugin.ts';
import type { RouteSource } from '../pricing/fare.ts';
import type { Tenant, TenantRegistry } from '../tenants/tenant-registry.ts';
import type { ServiceLog } from '../log.ts';
import type { PlaceFinder } from '../trips/places.ts';

/** What the desk's services work with; the plugin wires the app's own. */
export interface DeskDeps {
  db: Kysely<Database>;
  /** Which database: they find search words through different indexes (migration 008). */
  dialect: DialectName;
  tenants: TenantRegistry;
  payments: PaymentProviders;
  orders: Pick<Orders, 'syncPayment' | 'bookByPhone' | 'linkWebhook'>;
  mailer: Mailer;
  events: Pick<DeskEvents, 'publish'>;
  /** The server's own places for suggestions' ids, resolved ahead as the customer's checkout resolves them. */
  findPlaces(tenant: Tenant, ids: readonly string[]): Promise<PlaceFinder>;
  /** Road distances for the price, as the checkout's (docs/decisions/042-tariff-routing-holidays.md); absent: the estimate. */
  roads?: RouteSource;
  /** Without a trailing slash: where a provider's webhook goes (the link of what is owed). */
  publicUrl: string;
  log: ServiceLog;
  now(): Date;
}
