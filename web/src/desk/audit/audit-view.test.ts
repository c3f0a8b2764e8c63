// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, StaffMember } from '#common/contracts/admin.ts';
import type { Driver } from '#common/contracts/desk-trips.ts';
import { tripStatuses } from '#common/contracts/trip-status.ts';
import { changeLanguage, hasText, translate } from '../../ui/i18n/i18n.ts';
import '../../ui/i18n/test-texts.ts';
import { addDeskTexts } from '../../ui/i18n/desk-texts.ts';
import { auditActor, auditDetails, auditTarget, auditTime } from './audit-view.ts';

beforeAll(async () => {
  addDeskTexts();
  await changeLanguage('en');
});

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-24T09:05:07.000Z',
  action: 'login',
  staff: null,
  target: null,
  detail: {},
  ...fields,
});
const kees: Driver = { id: 3, name: 'Kees Jansen', phone: '', email: '', usualVehicle: null, active: true };
const anne = { id: 1, email: 'admin@taxi-martini.example', name: 'Anne de Vries' };
const daan: StaffMember = {
  ...anne,
  id: 2,
  name: 'Daan Bakker',
  role: 'dispatcher',
  totpEnrolled: true,
  disabled: false,
  createdAt: '',
};

describe('an audit entry in words', () => {
  it("gives the time in the one format with the weekday, in the operator's time zone", () => {
    expect(auditTime('2026-11-24T09:05:07.000Z', 'nl')).toBe('di 24 nov 2026 10:05');
    expect(auditTime('2026-07-01T09:05:07.000Z', 'en')).toBe('Wed 1 Jul 2026 11:05');
  });

  it('names who acted: a member, the command line, or nobody known', () => {
    const t = translate;
    expect(auditActor(t, entry({ staff: anne }))).toBe('Anne de Vries (admin@taxi-martini.example)');
    expect(auditActor(t, entry({ action: 'staff_created', detail: { via: 'cli' } }))).toBe('Command line');
    expect(auditActor(t, entry({ action: 'personal_data_retention', detail: { orders: 2, via: 'schedule' } }))).toBe(
      'Scheduled job',
    );
    expect(auditActor(t, entry({ action: 'login_failed', detail: { email: 'x@example.nl' } }))).toBe('Unknown');
  });

  it('names the member an entry is about, by number where the list lacks them', () => {
    const t = translate;
    expect(auditTarget(t, 'staff:2', { staff: [daan] })).toBe('Daan Bakker');
    expect(auditTarget(t, 'staff:9', { staff: [daan] })).toBe('Staff member 9');
    expect(auditTarget(t, 'staff:9')).toBe('Staff member 9');
    expect(auditTarget(t, null, { staff: [daan] })).toBe('');
  });

  it('names trips, orders and drivers in words, never as the wire writes them', async () => {
    const t = translate;
    expect(auditTarget(t, 'trip:22')).toBe('Trip 22');
    expect(auditTarget(t, 'order:7')).toBe('Order 7');
    expect(auditTarget(t, 'driver:3', { drivers: [kees] })).toBe('Kees Jansen');
    expect(auditTarget(t, 'driver:4', { drivers: [kees] })).toBe('Driver 4');
    await changeLanguage('nl');
    expect(auditTarget(t, 'trip:22')).toBe('Rit 22');
    expect(auditTarget(t, 'order:7')).toBe('Bestelling 7');
    await changeLanguage('en');
  });

  it("says a trip's change as the issue asks: status, price, fields and amounts in words", async () => {
    const t = translate;
    await changeLanguage('nl');
    expect(
      auditDetails(t, entry({ action: 'trip_status_changed', staff: anne, detail: { from: 'new', to: 'confirmed' } })),
    ).toEqual([{ label: 'Status', value: 'Nieuw → Bevestigd' }]);
    expect(
      auditDetails(
        t,
        entry({
          action: 'trip_edited',
          staff: anne,
          detail: { fields: 'vehicleClass,price', priceFromCents: 24400, priceToCents: 33860 },
        }),
      ),
    ).toEqual([
      { label: 'Prijs', value: '€ 244,00 → € 338,60' },
      { label: 'Gewijzigd', value: 'voertuigklasse, prijs' },
    ]);
    expect(
      auditDetails(
        t,
        entry({
          action: 'refund_requested',
          staff: anne,
          detail: { orderId: 7, refundId: 2, amountCents: 1000, reason: 'te laat' },
        }),
      ),
    ).toEqual([
      { label: 'Bestelling', value: 'Bestelling 7' },
      { label: 'Terugbetaling nr.', value: '2' },
      { label: 'Bedrag', value: '€ 10,00' },
      { label: 'Reden', value: 'te laat' },
    ]);
    expect(
      auditDetails(t, entry({ action: 'driver_changed', staff: anne, detail: { fields: 'phone,plate' } })),
    ).toEqual([{ label: 'Gewijzigd', value: 'telefoon, kenteken' }]);
    await changeLanguage('en');
  });

  it('lets no trip state through as a code, in either language', async () => {
    for (const lang of ['nl', 'en'] as const) {
      await changeLanguage(lang);
      for (const to of tripStatuses) {
        // The state's own text, which exists: a missing one would show the code.
        expect(hasText(`tripStatus_${to}`), to).toBe(true);
        const [line] = auditDetails(translate, entry({ action: 'trip_status_changed', detail: { from: 'new', to } }));
        expect(line?.value).toBe(`${translate('tripStatus_new')} → ${translate(`tripStatus_${to}`)}`);
      }
    }
    await changeLanguage('en');
  });

  it('words the details it knows, and shows the rest as they are', () => {
    const t = translate;
    expect(
      auditDetails(
        t,
        entry({ action: 'staff_role_changed', staff: anne, detail: { from: 'dispatcher', to: 'admin' } }),
      ),
    ).toEqual([{ label: 'Role', value: 'Dispatcher → Admin' }]);
    expect(
      auditDetails(t, entry({ action: 'login_failed', detail: { email: 'x@example.nl', reason: 'codeReused' } })),
    ).toEqual([
      { label: 'Email', value: 'x@example.nl' },
      { label: 'Reason', value: 'code used before' },
    ]);
    // `via` already names who acted; a detail of a newer server shows as it comes.
    expect(
      auditDetails(t, entry({ action: 'staff_created', detail: { role: 'admin', via: 'demo', shift: 'night' } })),
    ).toEqual([
      { label: 'Role', value: 'Admin' },
      { label: 'shift', value: 'night' },
    ]);
  });
});

describe('a settings entry in words (docs/decisions/044-configuration-versions.md)', () => {
  it('names the version it made and the part saved, never their codes', () => {
    expect(auditTarget(translate, 'settings:7')).toBe('Settings version 7');
    const saved = entry({ action: 'settings_saved', target: 'settings:7', detail: { section: 'tariff', version: 7 } });
    expect(auditDetails(translate, saved)).toEqual([
      { label: 'Part', value: 'Tariff' },
      { label: 'Version', value: '7' },
    ]);
    expect(hasText('deskAuditAction_settings_saved')).toBe(true);
    expect(hasText('deskAuditAction_settings_reverted')).toBe(true);
  });
});
