import type { FastifyRequest } from 'fastify';
import { defaultLanguage, languages, type Language } from '#common/constants.ts';
import type { AdminErrorReply } from '#common/contracts/admin.ts';
import type { AssignmentOptionsReply, AssignmentWarning } from '#common/contracts/desk-vehicles.ts';
import { optionKey } from '#common/fields/field-definition.ts';
import { formatDayTime } from '#common/format/date.ts';
import type { AssignmentOptions, Findings, RefusalFinding, WarningFinding } from '../../modules/desk/assignment.ts';
import { doneUndoMinutes } from '../../modules/desk/lifecycle-rules.ts';
import type { TransitionResult } from '../../modules/desk/lifecycle.ts';
import type { Tenant } from '../../modules/tenants/tenant-registry.ts';
import { deskRefusal } from './desk-wire.ts';

/**
 * The assignment checks' findings and the lifecycle's refusals as sentences in the request's language
 * (docs/decisions/035-vehicles-and-assignment-checks.md): the desk shows its own texts by the keys, a script or
 * another client reads these.
 */

/** The request's language: the one the SPA speaks (its `lang` cookie), else the browser's first, else nl. */
export function requestLanguage(request: FastifyRequest): Language {
  const cookie = request.cookies.lang;
  const asked = cookie ?? request.headers['accept-language']?.slice(0, 2).toLowerCase();
  return languages.find((lang) => lang === asked) ?? defaultLanguage;
}

/** A vehicle class in words: the option's text of the tenant's vehicle-class field, in the language. */
function classText(tenant: Tenant, lang: Language, vehicleClass: string): string {
  if (vehicleClass === '') return lang === 'nl' ? 'onbekend' : 'unknown';
  const field = tenant.tariff.vehicleClassField;
  const option = tenant.layouts.trip
    .find((each) => each.fieldname === field)
    ?.tabel.find((each) => each.id === vehicleClass);
  const translated = lang === 'en' ? tenant.lang.en[optionKey(field, vehicleClass)] : undefined;
  return translated ?? option?.omschrijving ?? vehicleClass;
}

const sentences = {
  nl: {
    vehicleTooSmall: (f: { seats: number; passengers: number }) =>
      `Dit voertuig heeft ${f.seats} zitplaatsen; de rit heeft ${f.passengers} personen.`,
    driverInactive: (name: string) => `${name} is niet meer actief als chauffeur.`,
    vehicleInactive: (name: string) => `${name} is niet meer actief als voertuig.`,
    vehicleRequired: (name: string) => `${name} heeft geen vast voertuig: kies een voertuig.`,
    driverAbsent: (f: { name: string; until: Date; reason: string }) =>
      `${f.name} is afwezig${f.reason === '' ? '' : ` (${f.reason})`} tot ${formatDayTime(f.until, 'nl')}.`,
    lowerClass: (vehicle: string, booked: string) => `Lagere klasse dan geboekt: ${vehicle} in plaats van ${booked}.`,
    luggage: (f: { luggage: number; places: number }) =>
      `Te weinig bagageruimte: ${f.luggage} stuks bagage, ${f.places} plaatsen.`,
    driverOverlap: (tripId: number, datetime: string) =>
      `De chauffeur rijdt dan al rit ${tripId} (${formatDayTime(datetime, 'nl')}).`,
    vehicleOverlap: (tripId: number, datetime: string) =>
      `Het voertuig rijdt dan al rit ${tripId} (${formatDayTime(datetime, 'nl')}).`,
    beforePickup: 'De ophaaltijd is nog niet bereikt.',
    undoExpired: `Een afgeronde rit kan tot ${doneUndoMinutes} minuten daarna worden teruggezet.`,
  },
  en: {
    vehicleTooSmall: (f: { seats: number; passengers: number }) =>
      `This vehicle has ${f.seats} seats; the trip has ${f.passengers} passengers.`,
    driverInactive: (name: string) => `${name} is no longer active as a driver.`,
    vehicleInactive: (name: string) => `${name} is no longer active as a vehicle.`,
    vehicleRequired: (name: string) => `${name} has no usual vehicle: choose a vehicle.`,
    driverAbsent: (f: { name: string; until: Date; reason: string }) =>
      `${f.name} is unavailable${f.reason === '' ? '' : ` (${f.reason})`} until ${formatDayTime(f.until, 'en')}.`,
    lowerClass: (vehicle: string, booked: string) => `Lower class than booked: ${vehicle} instead of ${booked}.`,
    luggage: (f: { luggage: number; places: number }) =>
      `Too little luggage room: ${f.luggage} pieces of luggage, ${f.places} places.`,
    driverOverlap: (tripId: number, datetime: string) =>
      `The driver is on trip ${tripId} then (${formatDayTime(datetime, 'en')}).`,
    vehicleOverlap: (tripId: number, datetime: string) =>
      `The vehicle is on trip ${tripId} then (${formatDayTime(datetime, 'en')}).`,
    beforePickup: 'The pickup time has not come yet.',
    undoExpired: `A done trip can be set back up to ${doneUndoMinutes} minutes after.`,
  },
} satisfies Record<Language, unknown>;

export function refusalText(refusal: RefusalFinding, lang: Language): string {
  const t = sentences[lang];
  switch (refusal.kind) {
    case 'vehicleTooSmall':
      return t.vehicleTooSmall(refusal);
    case 'driverAbsent':
      return t.driverAbsent(refusal);
    default:
      return t[refusal.kind](refusal.name);
  }
}

export function warningOf(warning: WarningFinding, tenant: Tenant, lang: Language): AssignmentWarning {
  const t = sentences[lang];
  switch (warning.kind) {
    case 'lowerClass':
      return {
        kind: warning.kind,
        message: t.lowerClass(
          classText(tenant, lang, warning.vehicleClass),
          classText(tenant, lang, warning.bookedClass),
        ),
      };
    case 'luggage':
      return { kind: warning.kind, message: t.luggage(warning) };
    default:
      return { kind: warning.kind, message: t[warning.kind](warning.tripId, warning.datetime), tripId: warning.tripId };
  }
}

function findingsReply(findings: Findings, tenant: Tenant, lang: Language) {
  return {
    refusals: findings.refusals.map((refusal) => ({ kind: refusal.kind, message: refusalText(refusal, lang) })),
    warnings: findings.warnings.map((warning) => warningOf(warning, tenant, lang)),
  };
}

export function assignmentOptionsReply(
  options: AssignmentOptions,
  tenant: Tenant,
  lang: Language,
): AssignmentOptionsReply {
  return {
    tripId: options.trip.id,
    passengers: options.trip.passengers,
    luggage: options.trip.luggage,
    vehicleClass: options.trip.vehicleClass,
    drivers: options.drivers.map((driver) => ({
      id: driver.id,
      name: driver.name,
      usualVehicleId: driver.usualVehicleId,
      ...findingsReply(driver.findings, tenant, lang),
    })),
    vehicles: options.vehicles.map((each) => ({
      vehicle: each.vehicle,
      ...findingsReply(each.findings, tenant, lang),
    })),
  };
}

/** A transition's refusal as the wire's: an assignment's with its sentence or warnings, the rest as `deskRefusal`. */
export function transitionRefusal(
  failure: Exclude<TransitionResult, { ok: true }>,
  request: FastifyRequest,
): AdminErrorReply {
  const lang = requestLanguage(request);
  switch (failure.error) {
    case 'assignmentRefused':
      return { error: failure.refusal.kind, message: refusalText(failure.refusal, lang) };
    case 'assignmentWarnings':
      return {
        error: 'assignmentWarnings',
        warnings: failure.warnings.map((warning) => warningOf(warning, request.tenant, lang)),
      };
    case 'beforePickup':
    case 'undoExpired':
      return { error: failure.error, message: sentences[lang][failure.error] };
    default:
      return deskRefusal(failure, 'tripNotFound');
  }
}
