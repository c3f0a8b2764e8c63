import type { TFunction } from '../../ui/i18n/i18n.ts';
import type { AuditAction, AuditEntry, StaffMember } from '#common/contracts/admin.ts';
import type { Driver } from '#common/contracts/desk-trips.ts';
import type { Language } from '#common/constants.ts';
import { formatDayTime } from '#common/format/date.ts';
import { formatCents } from '#common/format/text.ts';

/** When an entry happened, in the one date format with the weekday (docs/decisions/037-words-dates-and-run-sheets.md). */
export function auditTime(at: string, lang: Language): string {
  return formatDayTime(at, lang);
}

/** The text of a key, or null where there is none (a detail or value that a newer server sends). */
function textOf(t: TFunction, key: string): string | null {
  const text = t(key);
  return text === key ? null : text;
}

/** Who acted: the staff member, else how the change came (`via`: the CLI, the demo seed), else nobody known. */
export function auditActor(t: TFunction, entry: AuditEntry): string {
  if (entry.staff) return `${entry.staff.name} (${entry.staff.email})`;
  const { via } = entry.detail;
  return (typeof via === 'string' && textOf(t, `deskAuditVia_${via}`)) || t('deskAuditNobody');
}

/** The names an entry's target may be given: the staff list and the drivers, each where the desk could read it. */
export interface AuditNames {
  staff?: readonly StaffMember[] | undefined;
  drivers?: readonly Driver[] | undefined;
}

/**
 * What an entry was about, in words: "Rit 22", "Bestelling 7", a staff member or driver by name where the lists have
 * them, else by number ("Medewerker 9", "Chauffeur 3"); never the wire's `trip:22`.
 */
export function auditTarget(t: TFunction, target: string | null, names: AuditNames = {}): string {
  if (target === null) return '';
  const settings = /^settings:(\d+)$/.exec(target)?.[1];
  if (settings !== undefined) return t('deskWordsSettingsVersion', { id: settings });
  const [, account, accountId] = /^(company|customer):(\d+)$/.exec(target) ?? [];
  if (account && accountId)
    return t(account === 'company' ? 'deskWordsCompany' : 'deskWordsCustomer', { id: accountId });
  // An invoice is known by its number, which the entry's details carry.
  if (/^invoice:\d+$/.test(target)) return t('deskAuditInvoice');
  const match = /^(staff|trip|order|driver):(\d+)$/.exec(target);
  if (!match) return target;
  const [, kind, id] = match as unknown as [string, 'staff' | 'trip' | 'order' | 'driver', string];
  if (kind === 'staff') {
    const member = names.staff?.find((each) => each.id === Number(id));
    return member ? member.name : t('deskAuditStaffNumber', { id });
  }
  if (kind === 'driver') {
    const driver = names.drivers?.find((each) => each.id === Number(id));
    return driver ? driver.name : t('deskWordsDriverNumber', { id });
  }
  return t(kind === 'trip' ? 'deskWordsTrip' : 'deskWordsOrder', { id });
}

/** Details whose values are keys of their own: a reason, a role, how a member was made. */
const detailValueKeys: Record<string, string> = {
  reason: 'deskAuditReason_',
  role: 'deskRole_',
  via: 'deskAuditVia_',
  section: 'deskSettingsSection_',
};

/** What an entry's `from` and `to` are, by its action: roles, trip states or drivers' names. */
const changeOf: Partial<Record<AuditAction, { label: string; values: string | null }>> = {
  staff_role_changed: { label: 'deskAuditDetail_role', values: 'deskRole_' },
  trip_status_changed: { label: 'deskWordsDetail_status', values: 'tripStatus_' },
  trip_driver_changed: { label: 'deskWordsDetail_driver', values: null },
};

/** Details that are amounts in cents. */
const centsDetails = new Set(['amountCents']);

export type AuditDetailLine = { label: string; value: string };

/**
 * An entry's details as label and value, in words (docs/reference/api.md#admin-audit): a change as one line, "Status:
 * Nieuw → Bevestigd", "Prijs: € 244,00 → € 338,60"; changed fields by their names; amounts in euros; a detail a newer
 * server sends as it comes.
 */
export function auditDetails(t: TFunction, entry: AuditEntry): AuditDetailLine[] {
  const { detail } = entry;
  const word = (prefix: string | null | undefined, value: string) =>
    (prefix !== undefined && prefix !== null && textOf(t, `${prefix}${value}`)) || value;
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  const lines: AuditDetailLine[] = [];
  const change = changeOf[entry.action];
  const done = new Set<string>();
  if (change && ('from' in detail || 'to' in detail)) {
    const values = [detail.from, detail.to].filter((value) => value !== undefined && value !== null && value !== '');
    lines.push({
      label: t(change.label),
      value: values.map((value) => word(change.values, text(value))).join(' → '),
    });
    done.add('from').add('to');
  }
  if ('priceFromCents' in detail || 'priceToCents' in detail) {
    const prices = [detail.priceFromCents, detail.priceToCents].filter((value) => typeof value === 'number');
    lines.push({ label: t('deskWordsDetail_price'), value: prices.map((cents) => formatCents(cents)).join(' → ') });
    done.add('priceFromCents').add('priceToCents');
  }
  for (const [name, value] of Object.entries(detail)) {
    // `via` already says who acted.
    if (done.has(name) || (name === 'via' && entry.staff === null)) continue;
    const label = textOf(t, `deskAuditDetail_${name}`) ?? textOf(t, `deskWordsDetail_${name}`) ?? name;
    if (centsDetails.has(name) && typeof value === 'number') {
      lines.push({ label, value: formatCents(value) });
    } else if (name === 'fields') {
      // A driver's fields (name, phone, vehicle, plate) or a trip's, its price too (docs/reference/api.md#admin-audit).
      const fieldName = (field: string) =>
        entry.action === 'driver_changed'
          ? word('deskWordsDriverField_', field)
          : (textOf(t, `deskEditField_${field}`) ?? word('deskWordsField_', field));
      lines.push({ label, value: text(value).split(',').filter(Boolean).map(fieldName).join(', ') });
    } else if (name === 'orderId') {
      lines.push({ label, value: t('deskWordsOrder', { id: text(value) }) });
    } else {
      lines.push({ label, value: word(detailValueKeys[name], text(value)) });
    }
  }
  return lines;
}
