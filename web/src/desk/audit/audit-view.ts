import type { TFunction } from '../../ui/i18n/i18n.ts';
import type { AuditEntry, StaffMember } from '#common/contracts/admin.ts';
import type { Language } from '#common/constants.ts';
import { tripTimeZone } from '#common/fields/trip-datetime.ts';

const locales: Record<Language, string> = { nl: 'nl-NL', en: 'en-GB' };

/** When an entry happened, to the second, in the operator's time zone. */
export function auditTime(at: string, lang: Language): string {
  return new Intl.DateTimeFormat(locales[lang], {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: tripTimeZone,
  }).format(new Date(at));
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

/** What an entry was about: a staff member by name where the list has them, else by number. */
export function auditTarget(t: TFunction, target: string | null, staff: readonly StaffMember[] | undefined): string {
  if (target === null) return '';
  const id = /^staff:(\d+)$/.exec(target)?.[1];
  if (id === undefined) return target;
  const member = staff?.find((each) => each.id === Number(id));
  return member ? member.name : t('deskAuditStaffNumber', { id });
}

/** Details whose values are keys of their own: a reason, a role, how a member was made. */
const detailValueKeys: Record<string, string> = {
  reason: 'deskAuditReason_',
  role: 'deskRole_',
  from: 'deskRole_',
  to: 'deskRole_',
  via: 'deskAuditVia_',
};

/** An entry's details as label and value, in words where they are known (docs/reference/api.md#admin-audit). */
export function auditDetails(t: TFunction, entry: AuditEntry): { label: string; value: string }[] {
  return (
    Object.entries(entry.detail)
      // `via` already says who acted.
      .filter(([name]) => !(name === 'via' && entry.staff === null))
      .map(([name, value]) => {
        const text = value === null ? '' : String(value);
        const prefix = detailValueKeys[name];
        return {
          label: textOf(t, `deskAuditDetail_${name}`) ?? name,
          value: (prefix !== undefined && textOf(t, `${prefix}${text}`)) || text,
        };
      })
  );
}
