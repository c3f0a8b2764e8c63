import type { ReactNode } from 'react';

type DeskSectionProps = {
  /** The heading's id, which names the section (and a form in it, where one says so). */
  headingId: string;
  heading: ReactNode;
  /** A class beside `desk-section`. */
  className?: string | undefined;
  children: ReactNode;
};

/** A part of a desk page under its own heading, which names it (desk/shared/desk.css). */
export function DeskSection({ headingId, heading, className, children }: DeskSectionProps) {
  return (
    <section className={className ? `desk-section ${className}` : 'desk-section'} aria-labelledby={headingId}>
      <h2 id={headingId} className="desk-section__heading">
        {heading}
      </h2>
      {children}
    </section>
  );
}
