import type { Kysely } from 'kysely';
import type { LoginResp } from '#common/contracts/login-resp.ts';
import type { Database } from '../../db/tables.ts';
import type { Customer } from '../customers/customers.ts';
import { clientConfig } from '../tenants/client-config.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import { bookedTrips } from './bookings.ts';

/**
 * The reply of `GET /api/login_resp.json`, which a login, a logout and a cancellation answer too: the session (the
 * customer's username, number, phone and booked trips) and, unless skipped, the tenant's configuration.
 */
export async function loginResp(
  db: Kysely<Database>,
  tenant: Tenant,
  customer: Customer | undefined,
  options: { withConfig: boolean; now?: Date },
): Promise<LoginResp> {
  const username = customer?.username ?? '';
  const ritten = customer ? await bookedTrips(db, tenant, customer, options.now) : [];
  const company =
    customer?.companyId == null
      ? undefined
      : await db
          .selectFrom('companies')
          .select('name')
          .where('id', '=', customer.companyId)
          .where('tenant_id', '=', tenant.id)
          .executeTakeFirst();
  return {
    error: '',
    message: '',
    require_login: tenant.settings.requiresLogin,
    username,
    client: tenant.id,
    klantUrl: tenant.info.logoLinkUrl,
    loginResp: {
      username,
      klantNr: customer?.id ?? null,
      orderId: null,
      orderHash: '',
      ritten,
      tours: ritten.map((trip) => trip.tour),
      scpars: tenant.settings,
      telefoonnummer: customer?.phone ?? '',
      error: '',
      xmlerrors: [],
      ...(company ? { company: company.name } : {}),
    },
    ...(options.withConfig ? { config: clientConfig(tenant) } : {}),
  };
}
