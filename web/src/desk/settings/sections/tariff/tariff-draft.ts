import type { Language } from '#common/constants.ts';
import { defaultHolidayChoices, type HolidayChoice } from '#common/calendar/dutch-holidays.ts';
import type { TenantFile } from '#common/tenant/tenant-file.ts';
import { centsOfEuros } from '../../../shared/euros.ts';

/*
 * The tariff as its form edits it (docs/reference/tenant-settings.md#tariff): amounts in euros and other numbers as
 * typed, in the language's way of writing them, and the tariff of whole cents and numbers again when it is sent. What
 * is no number stays as typed, for the same schema as the server's to refuse beside its field.
 */

type Tariff = TenantFile['tariff'];
export const roundingChoices = [1, 5, 10, 50, 100] as const;
export type Rounding = (typeof roundingChoices)[number];

/** A zone as the form edits it: both kinds' fields, the one of `kind` sent. */
export type ZoneDraft = {
  id: string;
  name: string;
  kind: 'circle' | 'postcodes';
  center: { lat: string; lng: string };
  radiusKm: string;
  /** The postcode areas as typed: `9711, 9712-9718`. */
  postcodes: string;
};
export type FixedRouteDraft = { from: string; to: string; priceCents: string };

export type TariffFormDraft = {
  startFeeCents: string;
  perKmCents: string;
  perMinuteCents: string;
  minimumFareCents: string;
  roadFactor: string;
  travelSpeed: { cityKm: string; cityKmh: string; roadKmh: string };
  vehicleClassField: string;
  vehicleClassMultipliers: Record<string, string>;
  nightSurchargePercent: string;
  nightHours: { from: string; to: string };
  weekendSurchargePercent: string;
  holidaySurchargePercent: string;
  holidays: HolidayChoice[];
  airportSurchargeCents: string;
  zones: ZoneDraft[];
  fixedRoutes: FixedRouteDraft[];
  roundToCents: Rounding;
};
export type TariffDraft = { tariff: TariffFormDraft };

/** A number as the language writes it: `1,3` in Dutch, `1.3` in English; no grouping. */
export const numberText = (value: number, lang: Language): string =>
  lang === 'nl' ? String(value).replace('.', ',') : String(value);

/** Cents as euros written in the language: `4,50` / `4.50`. */
export const eurosText = (cents: number, lang: Language): string => {
  const euros = (cents / 100).toFixed(2);
  return lang === 'nl' ? euros.replace('.', ',') : euros;
};

/** A number typed with a comma or a point; the text as typed when it is none. */
export function numberOfText(typed: string): number | string {
  const text = typed.trim();
  const number = Number(text.replace(',', '.'));
  return text !== '' && /^-?\d*[.,]?\d*$/.test(text) && Number.isFinite(number) ? number : typed;
}

/** Euros typed (`4,50`, `€ 4.5`) as whole cents; the text as typed when it is no amount. */
export const centsOfText = (typed: string): number | string => centsOfEuros(typed) ?? typed;

/** Postcode areas typed with commas, spaces or new lines between them. */
export const postcodeList = (typed: string): string[] => typed.split(/[\s,;]+/).filter((each) => each !== '');

const zoneDraftOf = (zone: Tariff['zones'][number], lang: Language): ZoneDraft =>
  'center' in zone
    ? {
        id: zone.id,
        name: zone.name,
        kind: 'circle',
        center: { lat: String(zone.center.lat), lng: String(zone.center.lng) },
        radiusKm: numberText(zone.radiusKm, lang),
        postcodes: '',
      }
    : {
        id: zone.id,
        name: zone.name,
        kind: 'postcodes',
        center: { lat: '', lng: '' },
        radiusKm: '',
        postcodes: zone.postcodes.join(', '),
      };

/** The tariff in force as the form's draft. */
export function tariffDraftOf(tariff: Tariff, lang: Language): TariffFormDraft {
  const euros = (cents: number) => eurosText(cents, lang);
  const number = (value: number) => numberText(value, lang);
  return {
    startFeeCents: euros(tariff.startFeeCents),
    perKmCents: euros(tariff.perKmCents),
    perMinuteCents: euros(tariff.perMinuteCents),
    minimumFareCents: euros(tariff.minimumFareCents),
    roadFactor: number(tariff.roadFactor),
    travelSpeed: {
      cityKm: number(tariff.travelSpeed.cityKm),
      cityKmh: number(tariff.travelSpeed.cityKmh),
      roadKmh: number(tariff.travelSpeed.roadKmh),
    },
    vehicleClassField: tariff.vehicleClassField,
    vehicleClassMultipliers: Object.fromEntries(
      Object.entries(tariff.vehicleClassMultipliers).map(([id, factor]) => [id, number(factor)]),
    ),
    nightSurchargePercent: number(tariff.nightSurchargePercent),
    nightHours: { ...tariff.nightHours },
    weekendSurchargePercent: number(tariff.weekendSurchargePercent),
    holidaySurchargePercent: number(tariff.holidaySurchargePercent ?? 0),
    holidays: [...(tariff.holidays ?? defaultHolidayChoices)],
    airportSurchargeCents: euros(tariff.airportSurchargeCents),
    zones: tariff.zones.map((zone) => zoneDraftOf(zone, lang)),
    fixedRoutes: tariff.fixedRoutes.map((route) => ({ ...route, priceCents: euros(route.priceCents) })),
    roundToCents: tariff.roundToCents ?? 1,
  };
}

/** What a tariff without its optional keys means (docs/reference/tenant-settings.md#tariff). */
const optionalMeanings = {
  holidaySurchargePercent: (value: unknown) => value === 0,
  holidays: (value: unknown) =>
    Array.isArray(value) &&
    value.length === defaultHolidayChoices.length &&
    defaultHolidayChoices.every((choice) => value.includes(choice)),
  roundToCents: (value: unknown) => value === 1,
} as const;

/**
 * The draft as the tariff the settings hold: what a save and the preview send. A class left blank counts × 1. An
 * optional key the tariff `given` leaves out stays out while the form still says what its absence means, so a save of
 * the price per km changes that price alone in the version's changes.
 */
export function tariffOfDraft(draft: TariffFormDraft, given?: Tariff): Record<string, unknown> {
  const tariff = tariffValueOf(draft);
  for (const [key, meansAbsent] of Object.entries(optionalMeanings))
    if (given && given[key as keyof typeof optionalMeanings] === undefined && meansAbsent(tariff[key]))
      delete tariff[key];
  return tariff;
}

function tariffValueOf(draft: TariffFormDraft): Record<string, unknown> {
  return {
    startFeeCents: centsOfText(draft.startFeeCents),
    perKmCents: centsOfText(draft.perKmCents),
    perMinuteCents: centsOfText(draft.perMinuteCents),
    minimumFareCents: centsOfText(draft.minimumFareCents),
    roadFactor: numberOfText(draft.roadFactor),
    travelSpeed: {
      cityKm: numberOfText(draft.travelSpeed.cityKm),
      cityKmh: numberOfText(draft.travelSpeed.cityKmh),
      roadKmh: numberOfText(draft.travelSpeed.roadKmh),
    },
    vehicleClassField: draft.vehicleClassField,
    vehicleClassMultipliers: Object.fromEntries(
      Object.entries(draft.vehicleClassMultipliers)
        .filter(([, factor]) => factor.trim() !== '')
        .map(([id, factor]) => [id, numberOfText(factor)]),
    ),
    nightSurchargePercent: numberOfText(draft.nightSurchargePercent),
    nightHours: draft.nightHours,
    weekendSurchargePercent: numberOfText(draft.weekendSurchargePercent),
    holidaySurchargePercent: numberOfText(draft.holidaySurchargePercent),
    holidays: draft.holidays,
    airportSurchargeCents: centsOfText(draft.airportSurchargeCents),
    zones: draft.zones.map((zone) =>
      zone.kind === 'circle'
        ? {
            id: zone.id,
            name: zone.name,
            center: { lat: numberOfText(zone.center.lat), lng: numberOfText(zone.center.lng) },
            radiusKm: numberOfText(zone.radiusKm),
          }
        : { id: zone.id, name: zone.name, postcodes: postcodeList(zone.postcodes) },
    ),
    fixedRoutes: draft.fixedRoutes.map((route) => ({ ...route, priceCents: centsOfText(route.priceCents) })),
    roundToCents: draft.roundToCents,
  };
}

/** A new zone's id: `zone-<n>`, the first not taken (ids tie the fixed prices to their zones). */
export function newZoneId(zones: readonly Pick<ZoneDraft, 'id'>[]): string {
  let n = zones.length + 1;
  while (zones.some((zone) => zone.id === `zone-${n}`)) n++;
  return `zone-${n}`;
}

/** The draft without a zone, and without the fixed prices to or from it. */
export function withoutZone(draft: TariffFormDraft, index: number): TariffFormDraft {
  const id = draft.zones[index]?.id;
  return {
    ...draft,
    zones: draft.zones.filter((_, each) => each !== index),
    fixedRoutes: draft.fixedRoutes.filter((route) => route.from !== id && route.to !== id),
  };
}
