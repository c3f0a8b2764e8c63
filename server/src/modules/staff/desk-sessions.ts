import type { Kysely } from 'kysely';
import type { StaffMember } from '#common/contracts/admin.ts';
import { toDate, type Database, type StaffSessionsTable } from '../../db/tables.ts';
import { hashOfToken, newSecretToken, secretTokenPattern } from '../tokens/secret-token.ts';
import { staffColumns, toStaffMember } from './staff-store.ts';

export type DeskSessionStage = StaffSessionsTable['stage'];

/** After the password the code must follow within this time… */
export const passwordStageMs = 5 * 60 * 1000;
/** …and a full session ends after this long without a request… */
export const deskSessionIdleMs = 30 * 60 * 1000;
/** …and this long after login, however active. */
export const deskSessionLifetimeMs = 12 * 60 * 60 * 1000;
/** Activity is recorded at most this often, so reading a session rarely costs a write. */
const lastSeenResolutionMs = 60 * 1000;

export const deskSessionLifetime = (stage: DeskSessionStage) =>
  stage === 'password' ? passwordStageMs : deskSessionLifetimeMs;

export interface DeskSession {
  /** The stored id (the token's SHA-256). */
  id: string;
  stage: DeskSessionStage;
  staff: StaffMember;
}

/** A new session; the token goes into the cookie and is never stored. */
export async function createDeskSession(
  db: Kysely<Database>,
  { tenantId, staffId, stage }: { tenantId: string; staffId: number; stage: DeskSessionStage },
  now = new Date(),
): Promise<{ token: string }> {
  const token = newSecretToken();
  await db
    .insertInto('staff_sessions')
    .values({
      id: hashOfToken(token),
      tenant_id: tenantId,
      staff_id: staffId,
      stage,
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + deskSessionLifetime(stage)),
    })
    .execute();
  return { token };
}

/**
 * The live session of a cookie token on this tenant, of a staff member who is not disabled; an expired one is removed
 * and not returned. A token of another tenant's session is no session here. Reading it is activity.
 */
export async function findDeskSession(
  db: Kysely<Database>,
  tenantId: string,
  token: string,
  now = new Date(),
): Promise<DeskSession | undefined> {
  if (!secretTokenPattern.test(token)) return undefined;
  return liveDeskSession(db, tenantId, hashOfToken(token), { now, activity: true });
}

/**
 * The live session of a stored id, as `findDeskSession` reads it; with `activity` false the reading does not keep it
 * from its idle end (the event stream's heartbeat: a board left open is not a member at work).
 */
export async function liveDeskSession(
  db: Kysely<Database>,
  tenantId: string,
  id: string,
  { now = new Date(), activity }: { now?: Date; activity: boolean },
): Promise<DeskSession | undefined> {
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff', (join) =>
      join.onRef('staff.id', '=', 'staff_sessions.staff_id').onRef('staff.tenant_id', '=', 'staff_sessions.tenant_id'),
    )
    .select(staffColumns.map((column) => `staff.${column}` as const))
    .select(['staff_sessions.stage', 'staff_sessions.last_seen_at', 'staff_sessions.expires_at'])
    .where('staff_sessions.id', '=', id)
    .where('staff_sessions.tenant_id', '=', tenantId)
    .where('staff.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;

  const lastSeenAt = toDate(row.last_seen_at);
  if (now >= toDate(row.expires_at) || now.getTime() - lastSeenAt.getTime() >= deskSessionIdleMs) {
    await db.deleteFrom('staff_sessions').where('id', '=', id).execute();
    return undefined;
  }
  if (activity && now.getTime() - lastSeenAt.getTime() >= lastSeenResolutionMs) {
    await db.updateTable('staff_sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
  }
  return { id, stage: row.stage, staff: toStaffMember(row) };
}

/** Ends one session by its stored id. */
export async function endDeskSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('id', '=', id).execute();
}

/** Ends the tenant's session of a cookie token (a login replacing the browser's earlier one). */
export async function endDeskSessionOfToken(db: Kysely<Database>, tenantId: string, token: string): Promise<void> {
  if (!secretTokenPattern.test(token)) return;
  await db
    .deleteFrom('staff_sessions')
    .where('id', '=', hashOfToken(token))
    .where('tenant_id', '=', tenantId)
    .execute();
}

/** Ends every session of a staff member (disabled, or their authenticator reset). */
export async function endStaffSessions(db: Kysely<Database>, staffId: number): Promise<void> {
  await db.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute();
}
