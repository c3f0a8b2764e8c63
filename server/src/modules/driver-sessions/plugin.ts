import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { driverDeviceIdleDays, type Language } from '#common/constants.ts';
import type { DriverDevice, DriverMeReply } from '#common/contracts/driver.ts';
import { isValidEmail } from '#common/fields/email.ts';
import { may, driverTarget, type DeskActor } from '../desk/actor.ts';
import { toE164 } from '../driver-notices/sms.ts';
import { driverSignInMail } from '../mail/driver-mail.ts';
import { sessionCookie } from '../sessions/session-cookie.ts';
import { recordAudit } from '../staff/desk-audit.ts';
import { tenantOrigin } from '../tenants/tenant-origin.ts';
import { deviceName } from './device-name.ts';
import {
  createDevice,
  createLink,
  endDevice,
  findDevice,
  liveDevices,
  useLink,
  type DriverIdentity,
  type LinkOutcome,
} from './sign-in.ts';

export const driverCookieName = 'driver_session';

type Refusal<E extends string> = { ok: false; error: E };

export type SendLinkOutcome =
  | { ok: true; sentTo: string; expiresAt: Date }
  | Refusal<'forbidden' | 'driverNotFound' | 'driverInactive' | 'driverNoEmail' | 'driverNoPhone' | 'smsNotConfigured'>;

/** How the link goes: by mail to `drivers.email`, or by SMS to `drivers.phone` through the provider configured. */
export type LinkWay = 'mail' | 'sms';

/** The text of the link by SMS: short, the operator's name first (a text has no sender name of its own). */
const smsLinkText = {
  nl: (company: string, link: string) => `${company}: uw inloglink voor uw ritten (werkt één keer, 24 uur): ${link}`,
  en: (company: string, link: string) => `${company}: your sign-in link for your trips (works once, 24 hours): ${link}`,
} satisfies Record<Language, (company: string, link: string) => string>;
export type SignInOutcome = { ok: true; me: DriverMeReply } | Exclude<LinkOutcome, { ok: true }>;

/**
 * The drivers' sign-in and their phones' sessions (docs/decisions/040-driver-sign-in-and-statuses.md): the desk sends
 * a single-use link by mail, opening it makes a long-lived session on that phone (`driver_session`, apart from the
 * staff's and the customer's cookies), the desk lists and ends them. `identify` is the one guard of every driver call.
 */
export interface DriverSessions {
  /** Sets `request.driver` from the cookie: a live device of an active driver of the request's tenant, else null. */
  identify(request: FastifyRequest): Promise<void>;
  /** The key the driver calls' rate limit counts by: the device, else the client address. */
  rateKey(request: FastifyRequest): string;
  signIn(request: FastifyRequest, reply: FastifyReply, token: string): Promise<SignInOutcome>;
  /** Who is signed in, and the cookie's life extended (sliding). */
  me(request: FastifyRequest, reply: FastifyReply, driver: DriverIdentity): DriverMeReply;
  signOut(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** The desk: a link to the driver's own address (admins, as all of the drivers' page). */
  sendLink(
    actor: DeskActor,
    driverId: number,
    input: { lang: Language; host: string; via?: LinkWay | undefined },
  ): Promise<SendLinkOutcome>;
  /** Whether links can go by SMS: a provider is configured (docs/decisions/041-driver-notifications.md). */
  readonly smsLinks: boolean;
  /** The desk: the driver's phones signed in; undefined for no driver of the actor's tenant. */
  devices(actor: DeskActor, driverId: number): Promise<DriverDevice[] | undefined>;
  /** The desk: ends one of them. */
  endDevice(
    actor: DeskActor,
    driverId: number,
    deviceId: number,
  ): Promise<{ ok: true } | Refusal<'forbidden' | 'driverNotFound' | 'deviceNotFound'>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    driverSessions: DriverSessions;
  }
  interface FastifyRequest {
    /** The signed-in driver of a driver call, once `app.driverSessions.identify` ran. */
    driver: DriverIdentity | null;
  }
}

export const driverSessionsPlugin = fp<{ publicUrl: string }>(
  async (app, options) => {
    const cookie = sessionCookie(driverCookieName, { publicUrl: options.publicUrl, sameSite: 'strict' });
    const cookieMaxAge = driverDeviceIdleDays * 24 * 60 * 60;
    const now = () => new Date();
    const companyOf = (tenantId: string) => app.tenants.byId(tenantId)?.info.company ?? '';

    const driverOf = (tenantId: string, driverId: number) =>
      app.db
        .selectFrom('drivers')
        .select(['id', 'name', 'email', 'phone', 'active'])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', driverId)
        .executeTakeFirst();

    app.decorateRequest('driver', null);
    app.decorate('driverSessions', {
      get smsLinks() {
        return app.driverNotices.sms !== undefined;
      },
      async identify(request) {
        const token = cookie.tokenOf(request);
        request.driver = (token ? await findDevice(app.db, request.tenant.id, token, now()) : undefined) ?? null;
      },

      rateKey(request) {
        return request.driver ? `driver:device:${request.driver.deviceId}` : `driver:address:${request.ip}`;
      },

      async signIn(request, reply, token) {
        const tenantId = request.tenant.id;
        const at = now();
        const name = deviceName(request.headers['user-agent']);
        const outcome = await app.db.transaction().execute(async (trx) => {
          const used = await useLink(trx, tenantId, token, at);
          if (!used.ok) return used;
          const device = await createDevice(trx, { tenantId, driverId: used.driverId, name }, at);
          await recordAudit(
            trx,
            {
              tenantId,
              staffId: null,
              action: 'driver_signed_in',
              target: driverTarget(used.driverId),
              detail: { name: used.name, device: name },
            },
            at,
          );
          return { ok: true as const, token: device.token, name: used.name };
        });
        if (!outcome.ok) return outcome;
        // A phone signed in again keeps no second session: its earlier device ends.
        const earlier = cookie.tokenOf(request);
        if (earlier) {
          const device = await findDevice(app.db, tenantId, earlier, at);
          if (device) await endDevice(app.db, device, at);
        }
        cookie.set(reply, outcome.token, cookieMaxAge);
        return { ok: true, me: { name: outcome.name, company: companyOf(tenantId) } };
      },

      me(request, reply, driver) {
        const token = cookie.tokenOf(request);
        if (token) cookie.set(reply, token, cookieMaxAge);
        return { name: driver.name, company: companyOf(driver.tenantId) };
      },

      async signOut(request, reply) {
        const driver = request.driver;
        if (driver) {
          const at = now();
          await app.db.transaction().execute(async (trx) => {
            if (await endDevice(trx, driver, at))
              await recordAudit(
                trx,
                {
                  tenantId: driver.tenantId,
                  staffId: null,
                  action: 'driver_signed_out',
                  target: driverTarget(driver.driverId),
                  detail: { name: driver.name },
                },
                at,
              );
          });
        }
        cookie.clear(reply);
      },

      async sendLink(actor, driverId, input) {
        if (!may(actor, 'drivers')) return { ok: false, error: 'forbidden' };
        const tenant = app.tenants.byId(actor.tenantId);
        const driver = await driverOf(actor.tenantId, driverId);
        if (!driver || !tenant) return { ok: false, error: 'driverNotFound' };
        if (driver.active !== 1) return { ok: false, error: 'driverInactive' };
        const via = input.via ?? 'mail';
        const sms = via === 'sms' ? app.driverNotices.sms : undefined;
        const phone = via === 'sms' ? toE164(driver.phone) : undefined;
        if (via === 'sms' && !sms) return { ok: false, error: 'smsNotConfigured' };
        if (via === 'sms' && !phone) return { ok: false, error: 'driverNoPhone' };
        if (via === 'mail' && !isValidEmail(driver.email)) return { ok: false, error: 'driverNoEmail' };
        const sentTo = phone ?? driver.email;
        const at = now();
        const made = await app.db.transaction().execute(async (trx) => {
          const created = await createLink(trx, { tenantId: actor.tenantId, driverId, staffId: actor.staffId }, at);
          await recordAudit(
            trx,
            {
              tenantId: actor.tenantId,
              staffId: actor.staffId,
              action: 'driver_link_sent',
              target: driverTarget(driverId),
              detail: { name: driver.name, to: sentTo, via },
            },
            at,
          );
          return created;
        });
        // The token is in the fragment: it never reaches a server's log, nor a proxy's (docs/reference/api.md#driver).
        const origin = tenantOrigin(tenant, input.host, options.publicUrl);
        const link = `${origin}/driver/sign-in#token=${made.token}`;
        if (sms && phone) {
          await sms.send(phone, smsLinkText[input.lang](tenant.info.company, link));
          return { ok: true, sentTo: phone, expiresAt: made.expiresAt };
        }
        await app.mailer.send(
          driverSignInMail({
            tenant,
            lang: input.lang,
            name: driver.name,
            email: driver.email,
            link,
          }),
        );
        return { ok: true, sentTo, expiresAt: made.expiresAt };
      },

      async devices(actor, driverId) {
        if (!(await driverOf(actor.tenantId, driverId))) return undefined;
        return (await liveDevices(app.db, actor.tenantId, driverId, now())).map((device) => ({
          id: device.id,
          name: device.name,
          signedInAt: device.signedInAt.toISOString(),
          lastSeenAt: device.lastSeenAt.toISOString(),
        }));
      },

      async endDevice(actor, driverId, deviceId) {
        if (!may(actor, 'drivers')) return { ok: false, error: 'forbidden' };
        const driver = await driverOf(actor.tenantId, driverId);
        if (!driver) return { ok: false, error: 'driverNotFound' };
        const at = now();
        return app.db.transaction().execute(async (trx) => {
          if (!(await endDevice(trx, { tenantId: actor.tenantId, driverId, deviceId }, at)))
            return { ok: false as const, error: 'deviceNotFound' as const };
          await recordAudit(
            trx,
            {
              tenantId: actor.tenantId,
              staffId: actor.staffId,
              action: 'driver_device_ended',
              target: driverTarget(driverId),
              detail: { name: driver.name, device: deviceId },
            },
            at,
          );
          return { ok: true as const };
        });
      },
    } satisfies DriverSessions);
  },
  { name: 'driver-sessions', dependencies: ['database', 'tenants', 'mail', 'driver-notices', '@fastify/cookie'] },
);
