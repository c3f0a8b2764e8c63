import type { InfoConfig, LoginResp } from '#common/contracts/login-resp.ts';
import type { Tenant } from './tenant-registry.ts';

/** The company info under the wire's names (docs/reference/tenant-settings.md#info). */
export function infoConfig(tenant: Tenant): InfoConfig {
  const { info } = tenant;
  return {
    address: info.address,
    company: info.company,
    telText: info.telText,
    telUrl: info.telUrl,
    email: info.email,
    websiteText: info.websiteText,
    websiteUrl: info.websiteUrl,
    klantUrl: info.logoLinkUrl,
    lat: info.location.lat,
    lng: info.location.lng,
    // Operator HTML goes out as configured; the SPA sanitizes it before showing it.
    htmltext: info.infoHtml,
    hmlfaq: info.faqHtml,
    dateOffset: info.bookingLeadMinutes,
    airportWaitingMinutes: info.airportWaitingMinutes,
    fixedDepartures: info.fixedDepartures,
    fixedDestination: info.fixedDestination,
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
