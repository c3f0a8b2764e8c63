import type { ReactNode } from 'react';
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
