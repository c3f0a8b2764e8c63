import DOMPurify from 'dompurify';

/** Operator HTML (info text, FAQ) is sanitized before it reaches the page (docs/architecture.md#security). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html);
}

export type FaqSection = { question: string; answerHtml: string };

export type Faq = { introHtml: string; sections: FaqSection[] };

function serialize(nodes: Node[]): string {
  const holder = document.createElement('div');
  holder.append(...nodes);
  return holder.innerHTML.trim();
}

/** Splits the operator's FAQ HTML into question and answer at each h3; anything before the first h3 is an intro. */
export function faqSections(html: string): Faq {
  const fragment = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true });
  const intro: Node[] = [];
  const sections: { question: string; answer: Node[] }[] = [];
  for (const node of Array.from(fragment.childNodes)) {
    if (node instanceof HTMLHeadingElement && node.tagName === 'H3') {
      sections.push({ question: node.textContent.trim(), answer: [] });
    } else {
      (sections.at(-1)?.answer ?? intro).push(node);
    }
  }
  return {
    introHtml: serialize(intro),
    sections: sections
      .filter((section) => section.question !== '')
      .map((section) => ({ question: section.question, answerHtml: serialize(section.answer) })),
  };
}
