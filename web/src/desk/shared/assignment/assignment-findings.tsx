import { useTranslation } from '../../../ui/i18n/i18n.ts';
import './assign-dialog.css';

type Finding = { kind: string; message: string };

/**
 * What an assignment meets, as the server says it (docs/decisions/035-vehicles-and-assignment-checks.md): the refusals,
 * which no reason overrides, else the warnings, which a reason does; announced as the choice changes.
 */
export function AssignmentFindings({ findings }: { findings: { refusals: Finding[]; warnings: Finding[] } }) {
  const { t } = useTranslation();
  return (
    <div className="assign-dialog__findings" role="status" aria-atomic="true">
      {findings.refusals.length > 0 && (
        <div className="assign-dialog__refusals">
          <p className="assign-dialog__heading">{t('desk.assign.refused')}</p>
          <ul>
            {findings.refusals.map((refusal) => (
              <li key={refusal.kind}>{refusal.message}</li>
            ))}
          </ul>
        </div>
      )}
      {findings.refusals.length === 0 && findings.warnings.length > 0 && (
        <div className="assign-dialog__warnings">
          <p className="assign-dialog__heading">{t('desk.assign.warned')}</p>
          <ul>
            {findings.warnings.map((warning, index) => (
              <li key={index}>{warning.message}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
