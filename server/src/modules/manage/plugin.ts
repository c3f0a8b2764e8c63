import fp from 'fastify-plugin';
import type { ManageCancelReply, ManageChangeRequest, ManageOwedReply, ManageReply } from '#common/contracts/manage.ts';
import type { Settings } from '../../config.ts';
import type { Customer } from '../customers/customers.ts';
import type { PaymentProvider, WebhookHeaders } from '../payments/providers/provider.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import { bookingView, findBooking } from './booking.ts';
import { cancelTrip, type CancelRefusal, type ManageOutcome } from './cancel.ts';
import { changeCustomerTrip, changeReturnPage, changeTrip, changeWebhook, type ChangeOutcome } from './change.ts';
import type { ManageDeps } from './deps.ts';

/**
 * The customer's own booking by the link in their confirmation (docs/decisions/022-manage-booking.md): every call
 * takes the request's tenant and the link's token, and finds nothing of another tenant, an unknown or an expired link.
 */
export interface Manage {
  booking(tenant: Tenant, token: string): Promise<ManageOutcome<ManageReply, 'manageNotFound'>>;
  cancelTrip(tenant: Tenant, token: string, tripId: number): Promise<ManageOutcome<ManageCancelReply, CancelRefusal>>;
  changeTrip(tenant: Tenant, token: string, tripId: number, request: ManageChangeRequest): Promise<ChangeOutcome>;
  /** The same change by a logged-in customer, of one of their own trips (docs/reference/api.md#bookings-change). */
  changeCustomerTrip(
    tenant: Tenant,
    customer: Pick<Customer, 'id' | 'companyId'>,
    tripId: number,
    request: ManageChangeRequest,
  ): Promise<ChangeOutcome>;
  /** A provider's webhook about a change's payment; `handled` false when it is not one (the order's own, say). */
  paymentWebhook(
    provider: PaymentProvider['name'],
    body: unknown,
    headers: WebhookHeaders,
  ): Promise<{ handled: boolean; known: boolean }>;
  /** The link to pay what the order still owes after a raised price (docs/decisions/048-owed-and-refund-follow-up.md). */
  owedLink(
    tenant: Tenant,
    token: string,
  ): Promise<ManageOutcome<ManageOwedReply, 'manageNotFound' | 'manageNothingOwed' | 'errGeneratingPayment'>>;
  /** The customer back from paying a change: the change settled, and the path of the manage page. */
  changeReturnPage(tenant: Tenant, token: string, changeId: number): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    manage: Manage;
  }
}

export function createManage(deps: ManageDeps): Manage {
  return {
    async booking(tenant, token) {
      const now = deps.now();
      const found = await findBooking(deps.db, tenant, token, now);
      if (!found) return { ok: false, error: 'manageNotFound' };
      const cars = await deps.positions.cars(tenant, found.trips);
      return { ok: true, reply: await bookingView(deps.db, tenant, found, now, cars) };
    },
    cancelTrip: (tenant, token, tripId) => cancelTrip(deps, tenant, token, tripId),
    changeTrip: (tenant, token, tripId, request) => changeTrip(deps, tenant, token, tripId, request),
    changeCustomerTrip: (tenant, customer, tripId, request) =>
      changeCustomerTrip(deps, tenant, customer, tripId, request),
    paymentWebhook: (provider, body, headers) => changeWebhook(deps, provider, body, headers),
    changeReturnPage: (tenant, token, changeId) => changeReturnPage(deps, tenant, token, changeId),
    async owedLink(tenant, token) {
      const found = await findBooking(deps.db, tenant, token, deps.now());
      const [first] = found?.trips ?? [];
      if (!found || !first) return { ok: false, error: 'manageNotFound' };
      const made = await deps.desk.sendOwedLink({ tenantId: tenant.id, role: 'customer' }, first.id, { mail: false });
      if (made.ok) return { ok: true, reply: { amountCents: made.link.amountCents, url: made.link.url } };
      return { ok: false, error: made.error === 'paymentNotCreated' ? 'errGeneratingPayment' : 'manageNothingOwed' };
    },
  };
}

/** The manage calls' service on the app (`app.manage`), over the desk's services and the payment providers. */
export const managePlugin = fp<Pick<Settings, 'publicUrl'>>(
  async (app, options) => {
    app.decorate(
      'manage',
      createManage({
        db: app.db,
        tenants: app.tenants,
        desk: app.desk,
        events: app.deskEvents,
        payments: app.payments,
        positions: app.positions,
        publicUrl: options.publicUrl,
        log: app.log,
        now: () => new Date(),
      }),
    );
  },
  { name: 'manage', dependencies: ['database', 'tenants', 'payments', 'desk', 'desk-events', 'positions'] },
);
