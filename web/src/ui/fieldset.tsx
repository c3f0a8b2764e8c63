import type { ReactNode } from 'react';
import './fieldset.css';

type FieldsetProps = {
  legend: ReactNode;
  /** A sentence under the legend on what the group is for. */
  info?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
};

/** Fields that belong together under a legend, which a screen reader says before each of them. */
export function Fieldset({ legend, info, className, children }: FieldsetProps) {
  return (
    <fieldset className={className ? `fieldset ${className}` : 'fieldset'}>
      <legend className="fieldset__legend">{legend}</legend>
      {info && <p className="fieldset__info">{info}</p>}
      {children}
    </fieldset>
  );
}
