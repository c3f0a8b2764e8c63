import { disclosureToggle } from '../../../ui/disclosure.ts';
import { useId, useMemo, useState } from 'react';
import { faqSections, type FaqSection } from '../faq.ts';

/** The operator's FAQ as an accordion: each question a button that shows or hides its answer. */
export function FaqAccordion({ html }: { html: string }) {
  const faq = useMemo(() => faqSections(html), [html]);
  return (
    <>
      {faq.introHtml && <div className="operator-html" dangerouslySetInnerHTML={{ __html: faq.introHtml }} />}
      <div className="faq">
        {faq.sections.map((section, index) => (
          <FaqItem key={index} section={section} />
        ))}
      </div>
    </>
  );
}

function FaqItem({ section }: { section: FaqSection }) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <div className="faq__item">
      <h3 className="faq__question">
        <button className="faq__toggle" {...disclosureToggle(open, answerId, () => setOpen((wasOpen) => !wasOpen))}>
          {section.question}
        </button>
      </h3>
      <div
        id={answerId}
        className="faq__answer operator-html"
        hidden={!open}
        dangerouslySetInnerHTML={{ __html: section.answerHtml }}
      />
    </div>
  );
}
