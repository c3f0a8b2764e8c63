import fp from 'fastify-plugin';
import type { LoginResp } from '#common/contracts/login-resp.ts';
import type { Settings } from '../../config.ts';
import type { Customer } from '../customers/customers.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import { cancelTrip, type CancelTripInput, type CancelTripOutcome } from './cancel-trip.ts';
import type { AccountsDeps } from './deps.ts';
import { loginResp } from './login-reply.ts';
import {
  logIn,
  requestPasswordReset,
  resetPassword,
  type LoginInput,
  type LoginOutcome,
  type PasswordResetInput,
  type PasswordResetOutcome,
  type ResetRequestInput,
  type ResetRequestOutcome,
} from './login.ts';

export interface Accounts {
  /** The start call's reply: the session of the customer (undefined for a visitor) and, if asked, the configuration. */
  loginReply(tenant: Tenant, customer: Customer | undefined, options: { withConfig: boolean }): Promise<LoginResp>;
  logIn(input: LoginInput): Promise<LoginOutcome>;
  requestPasswordReset(input: ResetRequestInput): Promise<ResetRequestOutcome>;
  resetPassword(input: PasswordResetInput): Promise<PasswordResetOutcome>;
  cancelTrip(input: CancelTripInput): Promise<CancelTripOutcome>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: Accounts;
  }
}

export type AccountsOptions = Pick<Settings, 'publicUrl'>;

/**
 * The customers who log in (docs/decisions/011-accounts-and-sessions.md): logins, reset links, their booked trips and
 * cancelling them. The session cookie is the sessions plugin's.
 */
export const accountsPlugin = fp<AccountsOptions>(
  async (app, options) => {
    const deps: AccountsDeps = {
      db: app.db,
      mailer: app.mailer,
      events: app.deskEvents,
      publicUrl: options.publicUrl,
      log: app.log,
    };
    app.decorate('accounts', {
      loginReply: (tenant, customer, { withConfig }) => loginResp(app.db, tenant, customer, { withConfig }),
      logIn: (input) => logIn(deps, input),
      requestPasswordReset: (input) => requestPasswordReset(deps, input),
      resetPassword: (input) => resetPassword(deps, input),
      cancelTrip: (input) => cancelTrip(deps, input),
    } satisfies Accounts);
  },
  { name: 'accounts', dependencies: ['database', 'mail', 'desk-events'] },
);
