import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeskPage } from '../../../shared/desk/desk-page.tsx';
import { deskPaths } from '../../../shared/desk/desk-paths.ts';
import { canUse } from '../../../shared/desk/desk-session.ts';

/**
 * The board, `/admin` (docs/reference/screens.md#desk-board): for now the member's greeting and what the desk holds;
 * the trips' board comes in its place with the trip services.
 */
export function DeskBoardScreen() {
  const { t } = useTranslation();
  return (
    <DeskPage title={t('deskBoard')}>
      {(staff) => (
        <>
          <p className="desk-board__greeting">{t('deskGreeting', { name: staff.name })}</p>
          <p>{t('deskBoardComing')}</p>
          {(canUse(staff.role, 'staff') || canUse(staff.role, 'audit')) && (
            <ul className="desk-board__links">
              {canUse(staff.role, 'staff') && (
                <li>
                  <Link to={deskPaths.staff}>{t('deskStaff')}</Link>: {t('deskBoardStaffText')}
                </li>
              )}
              {canUse(staff.role, 'audit') && (
                <li>
                  <Link to={deskPaths.audit}>{t('deskAudit')}</Link>: {t('deskBoardAuditText')}
                </li>
              )}
            </ul>
          )}
        </>
      )}
    </DeskPage>
  );
}
