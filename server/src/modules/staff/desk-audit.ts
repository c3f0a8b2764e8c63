import type { Kysely } from 'kysely';
import { auditDetailSchema, type AuditAction, type AuditDetail, type AuditPage } from '#common/contracts/admin.ts';
import { toDate, type Database } from '../../db/tables.ts';

export interface AuditRecord {
  tenantId: string;
  /** Who acted (or whose login failed); null for a name that is no staff member, and for the CLI. */
  staffId: number | null;
  action: AuditAction;
  target?: string;
  detail?: AuditDetail;
}

export interface AuditPageQuery {
  before?: number | undefined;
  limit: number;
  target?: string | undefined;
}

/** The `target` of an entry about a staff member. */
export const staffTarget = (staffId: number) => `staff:${staffId}`;

/** Appends entries to the history; nothing in the code updates or deletes them (and the database refuses it). */
export async function recordAudit(
  db: Kysely<Database>,
  records: AuditRecord | readonly AuditRecord[],
  now = new Date(),
): Promise<void> {
  const list = Array.isArray(records) ? records : [records];
  if (list.length === 0) return;
  await db
    .insertInto('desk_audit')
    .values(
      list.map((record: AuditRecord) => ({
        tenant_id: record.tenantId,
        staff_id: record.staffId,
        at: now,
        action: record.action,
        target: record.target ?? null,
        detail: JSON.stringify(record.detail ?? {}),
      })),
    )
    .execute();
}

/**
 * One page of the tenant's history, newest first, from before the entry `before` (the previous page's `next`); with
 * `target` only the entries about it.
 */
export async function auditPage(
  db: Kysely<Database>,
  tenantId: string,
  { before, limit, target }: AuditPageQuery,
): Promise<AuditPage> {
  let query = db
    .selectFrom('desk_audit')
    .leftJoin('staff', (join) =>
      join.onRef('staff.id', '=', 'desk_audit.staff_id').onRef('staff.tenant_id', '=', 'desk_audit.tenant_id'),
    )
    .selectAll('desk_audit')
    .select(['staff.email', 'staff.name'])
    .where('desk_audit.tenant_id', '=', tenantId)
    .orderBy('desk_audit.id', 'desc')
    // One more than the page: whether it exists says whether there is a next page.
    .limit(limit + 1);
  if (before !== undefined) query = query.where('desk_audit.id', '<', before);
  if (target !== undefined) query = query.where('desk_audit.target', '=', target);
  const rows = await query.execute();
  const entries = rows.slice(0, limit).map((row) => {
    const detail = auditDetailSchema.safeParse(JSON.parse(row.detail));
    return {
      id: row.id,
      at: toDate(row.at).toISOString(),
      action: row.action,
      staff:
        row.staff_id === null || row.email === null || row.name === null
          ? null
          : { id: row.staff_id, email: row.email, name: row.name },
      target: row.target,
      detail: detail.success ? detail.data : {},
    };
  });
  return { entries, next: rows.length > limit ? (entries.at(-1)?.id ?? null) : null };
}
