import type { ReactNode } from 'react';
import { useTranslation } from './i18n/i18n.ts';
import './error-box.css';

type ErrorBoxProps = {
  children: ReactNode;
  /** An action that may clear the error, such as a retry button. */
  action?: ReactNode;
};

/** An error the visitor must notice; read out at once by screen readers. */
export function ErrorBox({ children, action }: ErrorBoxProps) {
  return (
    <div className="error-box" role="alert">
      <p className="error-box__text">{children}</p>
      {action}
    </div>
  );
}

/** The error box's usual action: try the failed call again. */
export function RetryButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="button button--secondary" onClick={onClick}>
      {t('retry')}
    </button>
  );
}
