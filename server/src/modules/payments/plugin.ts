import fp from 'fastify-plugin';
import type { Settings } from '../../config.ts';
import { TenantConfigError } from '../tenants/load-tenants.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import { createMollieProvider } from './providers/mollie.ts';
import type { PaymentError, PaymentProvider, WebhookHeaders } from './providers/provider.ts';
import { err, type Result } from './result.ts';
import { createSimulatorProvider, type SimulatorProvider } from './providers/simulator.ts';

export interface PaymentProviders {
  /** The built-in provider; its hosted page completes its payments. */
  readonly simulator: SimulatorProvider;
  /** The provider the tenant's customers pay through. */
  forTenant(tenant: Tenant): PaymentProvider;
  /** The payment id of a provider's webhook call; an error when no tenant uses that provider. */
  parseWebhook(
    providerName: PaymentProvider['name'],
    body: unknown,
    headers: WebhookHeaders,
  ): Result<{ providerPaymentId: string }, PaymentError>;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProviders;
  }
}

export type PaymentsOptions = Pick<Settings, 'publicUrl' | 'mollieApiKey' | 'mollieApiUrl'>;

/** One provider per tenant, chosen in its tenant file; a Mollie tenant without any API key stops the start. */
export const paymentsPlugin = fp<PaymentsOptions>(
  async (app, options) => {
    const simulator = createSimulatorProvider({ db: app.db, publicUrl: options.publicUrl, log: app.log });
    // A tenant's provider follows its configuration in force (a saved payment section is used by the next payment,
    // docs/decisions/044-configuration-versions.md): made again when the tenant's payment settings change.
    const byTenant = new Map<string, { payment: Tenant['payment']; provider: PaymentProvider }>();
    const providerOf = (tenant: Tenant): PaymentProvider => {
      const kept = byTenant.get(tenant.id);
      if (kept && kept.payment === tenant.payment) return kept.provider;
      let provider: PaymentProvider = simulator;
      if (tenant.payment.provider === 'mollie') {
        const apiKey = tenant.payment.mollieApiKey ?? options.mollieApiKey;
        if (!apiKey) {
          throw new TenantConfigError(
            `Tenant ${tenant.id}: payment.provider is mollie, but neither payment.mollieApiKey nor MOLLIE_API_KEY is set`,
          );
        }
        provider = createMollieProvider({
          apiKey,
          ...(options.mollieApiUrl ? { apiEndpoint: options.mollieApiUrl } : {}),
        });
      }
      byTenant.set(tenant.id, { payment: tenant.payment, provider });
      return provider;
    };
    for (const tenant of app.tenants.all) providerOf(tenant);
    app.decorate('payments', {
      simulator,
      forTenant(tenant: Tenant) {
        return providerOf(app.tenants.byId(tenant.id) ?? tenant);
      },
      parseWebhook(providerName, body, headers) {
        const provider = app.tenants.all.map(providerOf).find((candidate) => candidate.name === providerName);
        if (!provider) return err({ code: 'invalid_webhook', message: `No tenant pays through ${providerName}` });
        return provider.parseWebhook(body, headers);
      },
    });
  },
  { name: 'payments', dependencies: ['database', 'tenants'] },
);
