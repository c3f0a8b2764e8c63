import { infoConfigOf, type LoginResp } from '#common/contracts/login-resp.ts';
import type { Tenant } from './tenant-registry.ts';

/** Everything the SPA needs to render this tenant: texts, company info, form layouts, documents, logo. */
export function clientConfig(tenant: Tenant): NonNullable<LoginResp['config']> {
  return {
    lang: tenant.lang,
    info: infoConfigOf(tenant.info),
    layouts: tenant.layouts,
    documents: tenant.documents,
    logo: `/api/tenant/${tenant.logo}`,
    rules: {
      service: tenant.serviceRules,
      vehicleClasses: tenant.vehicleClasses,
      vehicleClassField: tenant.tariff.vehicleClassField,
    },
    privacy: { retentionMonths: tenant.privacy.retentionMonths },
  };
}
