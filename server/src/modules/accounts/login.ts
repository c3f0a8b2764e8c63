import type { Language } from '#common/constants.ts';
import type { LoginFeedback } from '#common/contracts/account.ts';
import type { LoginResp } from '#common/contracts/login-resp.ts';
import { isValidEmail } from '#common/fields/email.ts';
import type { Customer } from '../customers/customers.ts';
import { hashPassword } from '../customers/passwords.ts';
import { passwordResetMail } from '../mail/account-mail.ts';
import { tenantOrigin } from '../tenants/tenant-origin.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import { authenticate, findAccount } from './accounts.ts';
import { loginResp } from './login-reply.ts';
import { createResetToken, findValidReset, useResetToken } from './password-resets.ts';
import type { AccountsDeps } from './deps.ts';
import { admitReset, throttleKeys } from './throttle.ts';

type LoginError = Exclude<LoginFeedback['error'], ''>;
type Refusal<E extends LoginError> = { ok: false; error: E };

/** Only a tenant that requires login (`requiresLogin`) has accounts to log in to. */
const hasAccounts = (tenant: Tenant) => tenant.settings.requiresLogin;

export interface LoginInput {
  tenant: Tenant;
  /** Username or email. */
  name: string;
  password: string;
  /** The client address, for the throttle. */
  address: string;
  withConfig: boolean;
}

export type LoginOutcome =
  | { ok: true; customer: Customer; reply: LoginResp }
  | Refusal<'loginNotAvailable' | 'loginFailed' | 'tooManyAttempts' | 'accountDisabled'>;

/**
 * A login (docs/reference/api.md#login): the customer and the start call's reply for them; the caller starts the
 * session.
 */
export async function logIn(deps: AccountsDeps, input: LoginInput): Promise<LoginOutcome> {
  const { tenant } = input;
  if (!hasAccounts(tenant)) return { ok: false, error: 'loginNotAvailable' };
  const outcome = await authenticate(deps.db, {
    tenantId: tenant.id,
    name: input.name,
    password: input.password,
    address: input.address,
  });
  if (!outcome.ok) return { ok: false, error: outcome.reason };
  deps.log.info({ klantNr: outcome.customer.id, tenant: tenant.id }, 'Customer logged in');
  return {
    ok: true,
    customer: outcome.customer,
    reply: await loginResp(deps.db, tenant, outcome.customer, { withConfig: input.withConfig }),
  };
}

export interface ResetRequestInput {
  tenant: Tenant;
  /** Username or email of the account. */
  name: string;
  lang: Language;
  /** The client address, for the throttle. */
  address: string;
  /** The Host the customer used: the link goes to the tenant's origin for it. */
  host: string;
}

export type ResetRequestOutcome = { ok: true } | Refusal<'loginNotAvailable' | 'tooManyAttempts'>;

/**
 * A request for a reset link: the same answer whether or not the account exists; a mail goes out only for an
 * existing account with a valid email, and only when the tenant has no reset page of its own (`passwordResetUrl`).
 */
export async function requestPasswordReset(deps: AccountsDeps, input: ResetRequestInput): Promise<ResetRequestOutcome> {
  const { tenant } = input;
  if (!hasAccounts(tenant)) return { ok: false, error: 'loginNotAvailable' };
  const account = await findAccount(deps.db, tenant.id, input.name);
  // Counted before anything is sent: requests at once cannot all pass a count none of them wrote yet.
  const admission = await admitReset(deps.db, {
    accountKey: throttleKeys.account('reset', tenant.id, account?.customer.id, input.name),
    address: input.address,
  });
  if (!admission.ok) return { ok: false, error: 'tooManyAttempts' };
  // With an external reset page (`passwordResetUrl`) the SPA opens it itself: nothing to mail.
  if (tenant.settings.passwordResetUrl === '' && account && !account.disabled && isValidEmail(account.customer.email)) {
    const { customer } = account;
    const token = await createResetToken(deps.db, tenant.id, customer.id);
    // The tenant's configured origin for the host the customer used, else PUBLIC_URL; never the request's port.
    const origin = tenantOrigin(tenant, input.host, deps.publicUrl);
    const message = passwordResetMail({
      tenant,
      lang: input.lang,
      name: customer.username ?? customer.email,
      email: customer.email,
      link: `${origin}/login?reset=${token}`,
    });
    // Not awaited: the answer must not take longer for an account that exists than for one that does not.
    void deps.mailer
      .send(message)
      .catch((error: unknown) => deps.log.error({ err: error, klantNr: customer.id }, 'Password reset mail not sent'));
  }
  return { ok: true };
}

export interface PasswordResetInput {
  tenant: Tenant;
  /** The token of the mailed link. */
  token: string;
  password: string;
}

export type PasswordResetOutcome = { ok: true } | Refusal<'loginNotAvailable' | 'resetLinkInvalid'>;

/**
 * The new password of a mailed reset link (docs/reference/api.md#password-reset). The token works once and for an
 * hour; using it ends every session of the customer.
 */
export async function resetPassword(deps: AccountsDeps, input: PasswordResetInput): Promise<PasswordResetOutcome> {
  const { tenant } = input;
  if (!hasAccounts(tenant)) return { ok: false, error: 'loginNotAvailable' };
  // Checked before hashing, so made-up tokens cost no argon2 work.
  if (!(await findValidReset(deps.db, tenant.id, input.token))) return { ok: false, error: 'resetLinkInvalid' };
  const passwordHash = await hashPassword(input.password);
  if (!(await useResetToken(deps.db, tenant.id, input.token, passwordHash)))
    return { ok: false, error: 'resetLinkInvalid' };
  deps.log.info({ tenant: tenant.id }, 'Password reset through a mailed link');
  return { ok: true };
}
