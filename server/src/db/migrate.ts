import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { migrationDialects, type DialectName } from './dialect.ts';
import * as customersSessions from './migrations/001-customers-sessions.ts';
import * as places from './migrations/002-places.ts';
import * as simulatorPayments from './migrations/003-simulator-payments.ts';
import * as orders from './migrations/004-orders.ts';
import * as accounts from './migrations/005-accounts.ts';
import * as returnTokensGuests from './migrations/006-return-tokens-guests.ts';
import * as staff from './migrations/007-staff.ts';
import * as tripLifecycle from './migrations/008-trip-lifecycle.ts';
import * as manageBooking from './migrations/009-manage-booking.ts';
import * as refundPayments from './migrations/010-refund-payments.ts';
import * as loginAttempts from './migrations/011-login-attempts.ts';
import * as paidPerTripLinkHashes from './migrations/012-paid-per-trip-and-link-hashes.ts';
import * as vehicles from './migrations/013-vehicles.ts';
import * as phoneBooking from './migrations/014-phone-booking.ts';
import * as alerts from './migrations/015-alerts.ts';
import * as driverAbsences from './migrations/016-driver-absences.ts';
import * as simulatorLinkExpiry from './migrations/017-simulator-link-expiry.ts';
import * as driverEmail from './migrations/018-driver-email.ts';
import * as driverSignIn from './migrations/019-driver-sign-in.ts';
import * as driverNotices from './migrations/020-driver-notices.ts';
import * as tenantConfig from './migrations/021-tenant-config.ts';
import * as driverPositions from './migrations/022-driver-positions.ts';
import * as bookedConfiguration from './migrations/023-booked-configuration.ts';
import * as owedAndRefundFollowUp from './migrations/024-owed-and-refund-follow-up.ts';
import * as companies from './migrations/025-companies.ts';
import * as invoices from './migrations/026-invoices.ts';
import * as personalData from './migrations/027-personal-data.ts';
import * as waivedRefunds from './migrations/028-waived-refunds.ts';
import * as linkPayments from './migrations/029-link-payments.ts';

/** Every migration, in order; a static list so no directory is scanned at run time. */
export const migrations = {
  '001-customers-sessions': customersSessions,
  '002-places': places,
  '003-simulator-payments': simulatorPayments,
  '004-orders': orders,
  '005-accounts': accounts,
  '006-return-tokens-guests': returnTokensGuests,
  '007-staff': staff,
  '008-trip-lifecycle': tripLifecycle,
  '009-manage-booking': manageBooking,
  '010-refund-payments': refundPayments,
  '011-login-attempts': loginAttempts,
  '012-paid-per-trip-and-link-hashes': paidPerTripLinkHashes,
  '013-vehicles': vehicles,
  '014-phone-booking': phoneBooking,
  '015-alerts': alerts,
  '016-driver-absences': driverAbsences,
  '017-simulator-link-expiry': simulatorLinkExpiry,
  '018-driver-email': driverEmail,
  '019-driver-sign-in': driverSignIn,
  '020-driver-notices': driverNotices,
  '021-tenant-config': tenantConfig,
  '022-driver-positions': driverPositions,
  '023-booked-configuration': bookedConfiguration,
  '024-owed-and-refund-follow-up': owedAndRefundFollowUp,
  '025-companies': companies,
  '026-invoices': invoices,
  '027-personal-data': personalData,
  '028-waived-refunds': waivedRefunds,
  '029-link-payments': linkPayments,
};

/** Every migration, given the dialect's column types: what the migrator runs (and a test migrating step by step). */
export function dialectMigrations(dialectName: DialectName): Record<string, Migration> {
  const dialect = migrationDialects[dialectName];
  return Object.fromEntries(
    Object.entries(migrations).map(([name, migration]) => [
      name,
      { up: (db) => migration.up(db, dialect), down: (db) => migration.down(db, dialect) },
    ]),
  );
}

// Migrations work below the typed schema, on whatever tables exist.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>, dialectName: DialectName): Promise<void> {
  if (dialectName === 'sqlite') return migrate(db, dialectName);
  // Instances starting together must not migrate at once, and Kysely's first look at its bookkeeping tables reads
  // every schema of the database, which fails while another schema is being dropped: both hold this lock, on a
  // connection of its own while the migrations run on the pool's others.
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${migrationLockKey})`.execute(connection);
    try {
      await migrate(db, dialectName);
    } finally {
      await sql`select pg_advisory_unlock(${migrationLockKey})`.execute(connection);
    }
  });
}

/** The PostgreSQL advisory lock key of schema changes (an arbitrary number of ours; `migrateToLatest`). */
export const migrationLockKey = 7_243_001;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function migrate(db: Kysely<any>, dialectName: DialectName): Promise<void> {
  const forDialect = dialectMigrations(dialectName);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => forDialect },
    // Kysely finds its bookkeeping tables in any schema unless told which one: name ours, so that
    // databases sharing a server (one schema per test file, say) do not see each other's.
    ...(dialectName === 'postgres' ? { migrationTableSchema: await currentSchema(db) } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(
      `Database migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function currentSchema(db: Kysely<any>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema: check the search_path of DATABASE_URL');
  return schema;
}
