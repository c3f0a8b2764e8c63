import type { Kysely } from 'kysely';
import type { BookedTripLayout } from '#common/contracts/desk-trips.ts';
import type { TenantFile } from '#common/tenant/tenant-file.ts';
import type { Database } from '../../db/tables.ts';
import { readVersion } from './config-store.ts';
import type { Tenant } from './tenant-registry.ts';

/** The operator's texts that reword a layout's fields (docs/reference/record-layout.md#texts). */
const fieldTextKey = /^(lbl|i|opt)-/;

const fieldTextsOf = (texts: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(texts).filter(([key]) => fieldTextKey.test(key)));

const bookedOf = ({ layouts, lang }: Pick<TenantFile, 'layouts' | 'lang'>): BookedTripLayout => ({
  trip: layouts.trip,
  lang: { nl: fieldTextsOf(lang.nl), en: fieldTextsOf(lang.en) },
});

// A stored version never changes: its trip layout is read once per database.
const cache = new WeakMap<Kysely<Database>, Map<string, BookedTripLayout>>();

/**
 * The trip layout and its texts as they were in the configuration an order was booked under
 * (docs/decisions/047-bookings-keep-their-fields.md): a field removed or renamed since is still worded as booked.
 * Without a version (booked before migration 023, or from the tenant files) or when the version is not found: the
 * layout in force.
 */
export async function bookedTripLayout(
  db: Kysely<Database>,
  tenant: Tenant,
  version: number | null,
): Promise<BookedTripLayout> {
  if (version === null) return bookedOf(tenant);
  const versions = cache.get(db) ?? new Map<string, BookedTripLayout>();
  cache.set(db, versions);
  const key = `${tenant.id}:${version}`;
  const known = versions.get(key);
  if (known) return known;
  const stored = await readVersion(db, tenant.id, version);
  if (!stored) return bookedOf(tenant);
  const booked = bookedOf(stored.config);
  versions.set(key, booked);
  return booked;
}
