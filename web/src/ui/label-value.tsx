import type { ReactNode } from 'react';
import './label-value.css';

/** A read-only list of label/value pairs (docs/reference/screens.md#layout). */
export function LabelValueList({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={className ? `label-values ${className}` : 'label-values'}>{children}</dl>;
}

/** One read-only label and its value; an empty value is left out, so a list shows only what is known. */
export function LabelValue({ label, value }: { label: string; value: ReactNode }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <div className="label-value">
      <dt className="label-value__label">{label}</dt>
      <dd className="label-value__value">{value}</dd>
    </div>
  );
}
