import type { InfoConfig, LoginResp } from '#common/contracts/login-resp.ts';
import type { Tenant } from './tenant-registry.ts';

/** The company info of docs/reference/tenant-settings.md#info, from the tenant's cp keys. */
export function infoConfig(tenant: Tenant): InfoConfig {
  const { info } = tenant;
  return {
    address: info.cp26,
    company: info.cp25,
    telText: info.contactinfotel,
    telUrl: info.cp1,
    email: info.cp7,
    websiteText: info.cp17,
    websiteUrl: info.cp18,
    klantUrl: info.cp39,
    lat: info.cp27,
    lng: info.cp28,
    // Operator HTML goes out as configured; the SPA sanitizes it before showing it.
    htmltext: { nl: info.cp29, en: info.cp30 },
    hmlfaq: { nl: info.cp31, en: info.cp32 },
    dateOffset: info.cp41,
  };
}

/** Everything the SPA needs to render this tenant: texts, company info, form layouts, documents, logo. */
export function clientConfig(tenant: Tenant): NonNullable<LoginResp['config']> {
  return {
    lang: tenant.lang,
    info: infoConfig(tenant),
    layouts: tenant.layouts,
    documents: tenant.documents,
    logo: `/api/tenant/${tenant.logo}`,
  };
}
