import type { ReactNode } from 'react';
import { useTranslation } from '../../ui/i18n/i18n.ts';
import { Link } from 'react-router';
import type { DeskAbility, DeskStaff } from '#common/contracts/admin.ts';
import { ErrorBox, RetryButton } from '../../ui/error-box.tsx';
import { PageHeading } from '../../shared/page/page.tsx';
import { DeskError, deskErrorTextKey } from './desk-api.ts';
import { deskPaths } from './desk-paths.ts';
import { canUse, useDeskSession } from './desk-session.ts';
import './desk.css';

type DeskPageProps = {
  title: string;
  /** The part of the desk the page is (`roleAbilities`); a member whose role may not use it gets the refusal. */
  ability?: DeskAbility;
  children: (staff: DeskStaff) => ReactNode;
};

/**
 * A page of the desk behind its login (docs/reference/screens.md#desk): its heading, then its content for the
 * logged-in member, or the refusal where their role may not use it.
 */
export function DeskPage({ title, ability, children }: DeskPageProps) {
  const { t } = useTranslation();
  const { data: staff } = useDeskSession();
  // Without a session the desk's frame is already on its way to the login.
  if (!staff) return null;
  if (ability && !canUse(staff.role, ability)) {
    return (
      <div className="page desk-page">
        <PageHeading title={t('deskNoAccess')} />
        <p>{t('deskNoAccessText', { role: t(`deskRole_${staff.role}`) })}</p>
        <div className="actions">
          <Link to={deskPaths.board} className="button button--primary">
            {t('deskToBoard')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="page desk-page">
      <PageHeading title={title} />
      {children(staff)}
    </div>
  );
}

/** A desk call that failed, in words, with a way to try again where that can help. */
export function DeskErrorBox({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const key = error instanceof DeskError ? error.key : 'requestFailed';
  return <ErrorBox action={onRetry && <RetryButton onClick={onRetry} />}>{t(deskErrorTextKey(key))}</ErrorBox>;
}
