import { sql, type Kysely } from 'kysely';
import { contactTerms, parsePerson, tripSearchText } from '../trip-search.ts';
import type { MigrationDialect } from '../dialect.ts';
import { createTenantTable } from '../tenant-table.ts';

// Migrations see the schema as it was when they were written, hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: MigrationDialect): Promise<void> {
  // The operator's desk (docs/decisions/020-trip-lifecycle-and-refunds.md): the trip lifecycle, drivers, the history,
  // refunds.
  await createTenantTable(db, dialect, 'drivers')
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('phone', 'text', (column) => column.notNull())
    .addColumn('vehicle', 'text', (column) => column.notNull())
    .addColumn('plate', 'text', (column) => column.notNull())
    .addColumn('active', 'integer', (column) => column.notNull())
    .addColumn('created_at', dialect.timestamp, (column) => column.notNull())
    .addColumn('updated_at', dialect.timestamp, (column) => column.notNull())
    .execute();
  await db.schema.createIndex('drivers_tenant').on('drivers').columns(['tenant_id', 'name']).execute();

  // Columns added to existing rows get a default (SQLite adds no NOT NULL column without one), then their values.
  await db.schema
    .alterTable('order_trips')
    .addColumn('tenant_id', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  // Drivers are deactivated, never deleted, and only the desk writes this after finding the driver.
  await db.schema.alterTable('order_trips').addColumn('driver_id', 'integer').execute();
  await db.schema
    .alterTable('order_trips')
    .addColumn('vehicle_class', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('order_trips')
    .addColumn('search_text', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('order_trips').addColumn('updated_at', dialect.timestamp).execute();
  await sql`update order_trips set
    tenant_id = (select orders.tenant_id from orders where orders.id = order_trips.order_id),
    updated_at = (select orders.updated_at from orders where orders.id = order_trips.order_id),
    status = case when status = 'booked' then 'new' else status end`.execute(db);
  // Both shipped tenants call their vehicle-class field `vehicleClass`; a tenant that names it otherwise gets the
  // class of its older trips when they are edited.
  await (
    dialect.name === 'postgres'
      ? sql`update order_trips set vehicle_class = coalesce(trip::jsonb ->> 'vehicleClass', '')`
      : sql`update order_trips set vehicle_class = coalesce(json_extract(trip, '$.vehicleClass'), '')`
  ).execute(db);
  const trips = await db
    .selectFrom('order_trips')
    .innerJoin('orders', 'orders.id', 'order_trips.order_id')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .select([
      'order_trips.id',
      'order_trips.order_id',
      'order_trips.from_text',
      'order_trips.to_text',
      'order_trips.flight_number',
      'orders.customer_id',
      'orders.person',
      'customers.username',
      'customers.email',
      'customers.phone',
    ])
    .execute();
  for (const trip of trips) {
    const searchText = tripSearchText({
      klantNr: trip.customer_id,
      orderId: trip.order_id,
      contact: contactTerms(trip, parsePerson(trip.person)),
      fromText: trip.from_text,
      toText: trip.to_text,
      flightNumber: trip.flight_number,
    });
    await db.updateTable('order_trips').set({ search_text: searchText }).where('id', '=', trip.id).execute();
  }
  // The board: a tenant's trips in a time range, by pickup, counted per status and searched. Both indexes hold every
  // column those read, so a count or a search over many trips reads an index and not the trips' stored JSON; the first
  // serves a time range, the second a status tab.
  await db.schema
    .createIndex('order_trips_board')
    .on('order_trips')
    .columns(['tenant_id', 'pickup_at', 'status', 'search_text'])
    .execute();
  await db.schema
    .createIndex('order_trips_tenant_status')
    .on('order_trips')
    .columns(['tenant_id', 'status', 'pickup_at', 'search_text'])
    .execute();
  if (dialect.name === 'postgres') await trigramSearchIndex(db);
  else await trigramSearchTable(db);

  // What the order's refunds have taken of its total, so that what remains is known without adding up refunds.
  await db.schema
    .alterTable('orders')
    .addColumn('refund_reserved_cents', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('refunded_cents', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();

  await createTenantTable(db, dialect, 'trip_events')
    .addColumn('trip_id', 'integer', (column) => column.notNull().references('order_trips.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (column) => column.notNull())
    .addColumn('at', dialect.timestamp, (column) => column.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('actor', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('field', 'text')
    .addColumn('from_value', 'text')
    .addColumn('to_value', 'text')
    .addColumn('reason', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('trip_events_trip').on('trip_events').columns(['trip_id', 'id']).execute();

  await createTenantTable(db, dialect, 'refunds')
    .addColumn('order_id', 'integer', (column) => column.notNull().references('orders.id'))
    .addColumn('trip_id', 'integer')
    .addColumn('amount_cents', 'integer', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('provider', 'text', (column) => column.notNull())
    .addColumn('provider_refund_id', 'text')
    .addColumn('idempotency_key', 'text', (column) => column.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('submitted_at', dialect.timestamp)
    .addColumn('failure', 'text')
    .addColumn('created_at', dialect.timestamp, (column) => column.notNull())
    .addColumn('updated_at', dialect.timestamp, (column) => column.notNull())
    .execute();
  // A double click, or two staff members sending the same form, ask for one refund.
  await db.schema
    .createIndex('refunds_idempotency')
    .unique()
    .on('refunds')
    .columns(['tenant_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('refunds_order').on('refunds').column('order_id').execute();

  // The simulated provider's own refunds (server/src/modules/payments/providers/simulator.ts).
  await db.schema
    .createTable('simulator_refunds')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('payment_id', 'text', (column) => column.notNull())
    .addColumn('idempotency_key', 'text', (column) => column.notNull())
    .addColumn('amount_cents', 'integer', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('created_at', dialect.timestamp, (column) => column.notNull())
    .addColumn('updated_at', dialect.timestamp, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('simulator_refunds_payment')
    .unique()
    .on('simulator_refunds')
    .columns(['payment_id', 'idempotency_key'])
    .execute();
}

/**
 * PostgreSQL finds `LIKE '%jansen%'` through a trigram index (the pg_trgm extension, which PostgreSQL ships) instead of
 * reading every trip. A database user that may not create the extension gets the board without it: correct, slower.
 * The migration runs in a transaction: a savepoint keeps a refusal from ending it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function trigramSearchIndex(db: Kysely<any>): Promise<void> {
  await sql`savepoint board_search`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    const { rows } = await sql<{ schema: string }>`
      select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db);
    const schema = rows[0]?.schema ?? 'public';
    await sql`create index order_trips_search on order_trips using gin (search_text ${sql.id(schema, 'gin_trgm_ops')})`.execute(
      db,
    );
    await sql`release savepoint board_search`.execute(db);
  } catch {
    await sql`rollback to savepoint board_search`.execute(db);
  }
}

/**
 * SQLite finds `LIKE '%jansen%'` through a full-text table with the trigram tokenizer (FTS5, built into SQLite). It
 * keeps its own copy of what a search reads (search text, tenant, status, pickup), kept equal to the trip by triggers,
 * so a search reads neither every trip nor the trips' stored JSON.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function trigramSearchTable(db: Kysely<any>): Promise<void> {
  await sql`create virtual table order_trips_search using fts5(
    search_text, tenant_id unindexed, status unindexed, pickup_at unindexed, tokenize = 'trigram')`.execute(db);
  await sql`create trigger order_trips_search_insert after insert on order_trips begin
    insert into order_trips_search (rowid, search_text, tenant_id, status, pickup_at)
      values (new.id, new.search_text, new.tenant_id, new.status, new.pickup_at);
  end`.execute(db);
  await sql`create trigger order_trips_search_delete after delete on order_trips begin
    delete from order_trips_search where rowid = old.id;
  end`.execute(db);
  await sql`create trigger order_trips_search_update
    after update of search_text, tenant_id, status, pickup_at on order_trips begin
    update order_trips_search
      set search_text = new.search_text, tenant_id = new.tenant_id, status = new.status, pickup_at = new.pickup_at
      where rowid = new.id;
  end`.execute(db);
  await sql`insert into order_trips_search (rowid, search_text, tenant_id, status, pickup_at)
    select id, search_text, tenant_id, status, pickup_at from order_trips`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('simulator_refunds').execute();
  await db.schema.dropTable('refunds').execute();
  await db.schema.dropTable('trip_events').execute();
  await db.schema.alterTable('orders').dropColumn('refunded_cents').execute();
  await db.schema.alterTable('orders').dropColumn('refund_reserved_cents').execute();
  await db.schema.dropIndex('order_trips_search').ifExists().execute();
  for (const trigger of ['insert', 'delete', 'update'])
    await sql`drop trigger if exists ${sql.id(`order_trips_search_${trigger}`)}`.execute(db);
  await sql`drop table if exists order_trips_search`.execute(db);
  await db.schema.dropIndex('order_trips_tenant_status').execute();
  await db.schema.dropIndex('order_trips_board').execute();
  await sql`update order_trips set status = case when status = 'canceled' then 'canceled' else 'booked' end`.execute(
    db,
  );
  for (const column of ['updated_at', 'search_text', 'vehicle_class', 'driver_id', 'tenant_id'])
    await db.schema.alterTable('order_trips').dropColumn(column).execute();
  await db.schema.dropTable('drivers').execute();
}
