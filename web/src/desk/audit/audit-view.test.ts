// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, StaffMember } from '#common/contracts/admin.ts';
import { changeLanguage, translate } from '../../ui/i18n/i18n.ts';
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
  it("gives the time to the second in the operator's time zone", () => {
    expect(auditTime('2026-11-24T09:05:07.000Z', 'nl')).toBe('24 nov 2026, 10:05:07');
    expect(auditTime('2026-07-01T09:05:07.000Z', 'en')).toBe('1 Jul 2026, 11:05:07');
  });

  it('names who acted: a member, the command line, or nobody known', () => {
    const t = translate;
    expect(auditActor(t, entry({ staff: anne }))).toBe('Anne de Vries (admin@taxi-martini.example)');
    expect(auditActor(t, entry({ action: 'staff_created', detail: { via: 'cli' } }))).toBe('Command line');
    expect(auditActor(t, entry({ action: 'login_failed', detail: { email: 'x@example.nl' } }))).toBe('Unknown');
  });

  it('names the member an entry is about, by number where the list lacks them', () => {
    const t = translate;
    expect(auditTarget(t, 'staff:2', [daan])).toBe('Daan Bakker');
    expect(auditTarget(t, 'staff:9', [daan])).toBe('Staff member 9');
    expect(auditTarget(t, 'staff:9', undefined)).toBe('Staff member 9');
    expect(auditTarget(t, null, [daan])).toBe('');
  });

  it('words the details it knows, and shows the rest as they are', () => {
    const t = translate;
    expect(
      auditDetails(
        t,
        entry({ action: 'staff_role_changed', staff: anne, detail: { from: 'dispatcher', to: 'admin' } }),
      ),
    ).toEqual([
      { label: 'From', value: 'Dispatcher' },
      { label: 'To', value: 'Admin' },
    ]);
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
