import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';
import type { Desk } from '../desk/plugin.ts';
import type { DeskEvents } from '../desk-events/events.ts';
import type { PaymentProviders } from '../payments/plugin.ts';
import type { Positions } from '../positions/plugin.ts';
import type { TenantRegistry } from '../tenants/tenant-registry.ts';
import type { ServiceLog } from '../log.ts';

/** What the manage calls work with; the plugin wires the app's own. */
export interface ManageDeps {
  db: Kysely<Database>;
  tenants: TenantRegistry;
  /** The desk's own services make the customer's changes (docs/decisions/022-manage-booking.md). */
  desk: Pick<Desk, 'cancelTrip' | 'editTrip' | 'refund' | 'syncRefunds' | 'sendOwedLink'>;
  payments: PaymentProviders;
  /** The car on the map between on the way and on board (docs/decisions/046-car-position.md). */
  positions: Pick<Positions, 'cars'>;
  /** The desk hears of a change paid that could not be made (its alert). */
  events: Pick<DeskEvents, 'publish'>;
  /** Without a trailing slash: where the provider's webhook goes. */
  publicUrl: string;
  log: ServiceLog;
  now(): Date;
}
