// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { faqSections, sanitizeHtml } from './faq.ts';

describe('FAQ', () => {
  it('splits the HTML into a section per h3', () => {
    const faq = faqSections(
      '<h3>How far ahead?</h3><p>One hour.</p><p>A day for flights.</p><h3>Card?</h3><p>Yes &amp; iDEAL.</p>',
    );

    expect(faq.introHtml).toBe('');
    expect(faq.sections).toEqual([
      { question: 'How far ahead?', answerHtml: '<p>One hour.</p><p>A day for flights.</p>' },
      { question: 'Card?', answerHtml: '<p>Yes &amp; iDEAL.</p>' },
    ]);
  });

  it('keeps what comes before the first question as an intro and skips empty questions', () => {
    const faq = faqSections('<p>Read this first.</p>loose text<h3> </h3><p>orphan</p><h3>Q</h3>');

    expect(faq.introHtml).toBe('<p>Read this first.</p>loose text');
    expect(faq.sections).toEqual([{ question: 'Q', answerHtml: '' }]);
  });

  it('removes scripts and event handlers', () => {
    const faq = faqSections(
      '<h3 onclick="steal()">Q<script>steal()</script></h3><p>A<img src="x" onerror="steal()"></p><script>steal()</script>',
    );

    expect(faq.sections).toEqual([{ question: 'Q', answerHtml: '<p>A<img src="x"></p>' }]);
    expect(JSON.stringify(faq)).not.toMatch(/steal|script|onerror|onclick/);
  });

  it('sanitizes the info text', () => {
    expect(sanitizeHtml('<p onmouseover="x()">Hi<script>x()</script></p><a href="javascript:x()">l</a>')).toBe(
      '<p>Hi</p><a>l</a>',
    );
  });
});
