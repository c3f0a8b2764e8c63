import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  roleMay,
  type AdminLoginReply,
  type AdminLoginRequest,
  type AdminTotpRequest,
  type AuditPage,
  type CreateStaffRequest,
  type DeskAbility,
  type DeskStaff,
  type StaffListReply,
  type StaffMember,
  type UpdateStaffRequest,
} from '#common/contracts/admin.ts';
import type { DialectName } from '../../db/dialect.ts';
import type { DeskActor } from '../desk/actor.ts';
import { sessionCookie } from '../sessions/session-cookie.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import { auditPage, recordAudit, type AuditPageQuery } from './desk-audit.ts';
import { checkCode, checkPassword } from './desk-login.ts';
import {
  createDeskSession,
  deskSessionLifetime,
  endDeskSession,
  endDeskSessionOfToken,
  findDeskSession,
  liveDeskSession,
  type DeskSession,
  type DeskSessionStage,
} from './desk-sessions.ts';
import { done, refused, type DeskOutcome } from './outcome.ts';
import { changeStaff, createStaff } from './staff-admin.ts';
import { listStaff, toDeskStaff } from './staff-store.ts';
import { enrolment } from './totp.ts';

export const deskCookieName = 'desk_session';

/**
 * The desk's staff, logins and sessions (docs/decisions/019-staff-accounts.md). Every method takes the request: its
 * tenant (by Host), its client address and its desk session (`identify` sets it first); the checks of role and tenant
 * are here, so no route can forget them.
 */
export interface StaffService {
  /** Reads the desk session of the request's cookie on the request's tenant into `request.deskSession`. */
  identify(request: FastifyRequest): Promise<void>;
  /** The key the desk's request rate limit counts by: the session, else the client address. */
  rateKey(request: FastifyRequest): string;
  /** The password: starts a session that waits for the code (the browser's earlier desk session ends). */
  login(request: FastifyRequest, reply: FastifyReply, input: AdminLoginRequest): Promise<DeskOutcome<AdminLoginReply>>;
  /** The code: the waiting session becomes a full one, under a new cookie. */
  confirmCode(request: FastifyRequest, reply: FastifyReply, input: AdminTotpRequest): Promise<DeskOutcome<DeskStaff>>;
  me(request: FastifyRequest): DeskOutcome<DeskStaff>;
  /**
   * Who acts in a desk call, when the request has a full session whose role may do `ability`: 401 `loginRequired`
   * without one, 403 `forbidden` for a role without it. The desk's services take the actor.
   */
  actor(request: FastifyRequest, ability: DeskAbility): DeskOutcome<DeskActor>;
  /**
   * Whether the request's session is still full and its member's role may still do `ability`, read again without
   * counting as activity: a long-lived answer (the event stream) ends when the session does.
   */
  stillAllowed(request: FastifyRequest, ability: DeskAbility): Promise<boolean>;
  /** Ends the session, whatever its stage, and clears the cookie. */
  logout(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  list(request: FastifyRequest): Promise<DeskOutcome<StaffListReply>>;
  create(request: FastifyRequest, input: CreateStaffRequest): Promise<DeskOutcome<StaffMember>>;
  update(request: FastifyRequest, staffId: number, input: UpdateStaffRequest): Promise<DeskOutcome<StaffMember>>;
  audit(request: FastifyRequest, query: AuditPageQuery): Promise<DeskOutcome<AuditPage>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    staff: StaffService;
  }
  interface FastifyRequest {
    /** The desk session of the request, once `app.staff.identify` ran (the /api/admin calls). */
    deskSession: DeskSession | null;
  }
}

export interface StaffOptions {
  /** The cookie is marked Secure when the public URL is https. */
  publicUrl: string;
  /** PostgreSQL locks rows where SQLite runs one transaction at a time. */
  dialect: DialectName;
}

/** The TOTP issuer an authenticator app lists the code under: the operator's company name. */
const issuerOf = (tenant: Tenant) => tenant.info.company;

/** The logged-in staff member when their role may do `ability` (any full session without one). */
function authorize(request: FastifyRequest, ability?: DeskAbility): DeskOutcome<DeskSession> {
  const session = request.deskSession;
  if (!session || session.stage !== 'full') return refused('loginRequired');
  if (ability && !roleMay(session.staff.role, ability)) return refused('forbidden');
  return done(session);
}

export const staffPlugin = fp<StaffOptions>(
  async (app, options) => {
    const cookie = sessionCookie(deskCookieName, { publicUrl: options.publicUrl, sameSite: 'strict' });

    async function startSession(
      request: FastifyRequest,
      reply: FastifyReply,
      staffId: number,
      stage: DeskSessionStage,
    ): Promise<void> {
      const { token } = await createDeskSession(app.db, { tenantId: request.tenant.id, staffId, stage });
      cookie.set(reply, token, deskSessionLifetime(stage) / 1000);
    }

    app.decorateRequest('deskSession', null);
    app.decorate('staff', {
      async identify(request) {
        const token = cookie.tokenOf(request);
        request.deskSession = (token ? await findDeskSession(app.db, request.tenant.id, token) : undefined) ?? null;
      },

      rateKey(request) {
        return request.deskSession ? `desk:session:${request.deskSession.id}` : `desk:address:${request.ip}`;
      },

      async login(request, reply, input) {
        const { tenant } = request;
        const checked = await checkPassword(app.db, {
          tenantId: tenant.id,
          email: input.email,
          password: input.password,
          address: request.ip,
        });
        if (!checked.ok) return checked;
        const staff = checked.value;
        // Rotation: whatever desk session this browser had ends here.
        const earlier = cookie.tokenOf(request);
        if (earlier) await endDeskSessionOfToken(app.db, tenant.id, earlier);
        await startSession(request, reply, staff.id, 'password');
        if (staff.totp_enrolled_at !== null) return done({ step: 'totp' });
        return done({ step: 'enrol', ...(await enrolment(staff.totp_secret, issuerOf(tenant), staff.email)) });
      },

      async confirmCode(request, reply, input) {
        const session = request.deskSession;
        if (!session || session.stage !== 'password') return refused('loginRequired');
        const { tenant } = request;
        const checked = await checkCode(app.db, {
          tenantId: tenant.id,
          staffId: session.staff.id,
          code: input.code,
          address: request.ip,
        });
        if (!checked.ok) return checked;
        // A new token for the full session: the one that only knew the password is spent.
        await endDeskSession(app.db, session.id);
        await startSession(request, reply, session.staff.id, 'full');
        const about = { tenantId: tenant.id, staffId: session.staff.id };
        await recordAudit(app.db, [
          ...(checked.value.enrolled ? [{ ...about, action: 'totp_enrolled' as const }] : []),
          { ...about, action: 'login' },
        ]);
        request.log.info({ staffId: session.staff.id, tenant: tenant.id }, 'Staff member logged in to the desk');
        return done(toDeskStaff(session.staff));
      },

      me(request) {
        const allowed = authorize(request);
        return allowed.ok ? done(toDeskStaff(allowed.value.staff)) : allowed;
      },

      actor(request, ability) {
        const allowed = authorize(request, ability);
        if (!allowed.ok) return allowed;
        const { staff } = allowed.value;
        return done({ tenantId: request.tenant.id, staffId: staff.id, role: staff.role });
      },

      async stillAllowed(request, ability) {
        const session = request.deskSession;
        if (!session) return false;
        const now = await liveDeskSession(app.db, request.tenant.id, session.id, { activity: false });
        return now?.stage === 'full' && roleMay(now.staff.role, ability);
      },

      async logout(request, reply) {
        const session = request.deskSession;
        if (session) {
          await endDeskSession(app.db, session.id);
          if (session.stage === 'full')
            await recordAudit(app.db, { tenantId: request.tenant.id, staffId: session.staff.id, action: 'logout' });
        }
        cookie.clear(reply);
      },

      async list(request) {
        const allowed = authorize(request, 'staff');
        return allowed.ok ? done({ staff: await listStaff(app.db, request.tenant.id) }) : allowed;
      },

      async create(request, input) {
        const allowed = authorize(request, 'staff');
        if (!allowed.ok) return allowed;
        return createStaff(app.db, request.tenant.id, input, { staffId: allowed.value.staff.id });
      },

      async update(request, staffId, input) {
        const allowed = authorize(request, 'staff');
        if (!allowed.ok) return allowed;
        return changeStaff(app.db, options.dialect, {
          tenantId: request.tenant.id,
          actorId: allowed.value.staff.id,
          staffId,
          change: input,
        });
      },

      async audit(request, query) {
        const allowed = authorize(request, 'audit');
        return allowed.ok ? done(await auditPage(app.db, request.tenant.id, query)) : allowed;
      },
    } satisfies StaffService);
  },
  { name: 'staff', dependencies: ['database', 'tenants', '@fastify/cookie'] },
);
