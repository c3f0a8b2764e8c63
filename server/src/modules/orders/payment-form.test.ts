import { describe, expect, it } from 'vitest';
import { paymentFormHtml } from './payment-form.ts';

/** A GET form and hidden fields, every attribute quoted and free of quotes and angle brackets: nothing else can hide in it. */
const wellFormed =
  /^<form method="get" action="[^"<>]*">(<input type="hidden" name="[^"<>]*" value="[^"<>]*">)*<\/form>$/;

describe('paymentFormHtml', () => {
  it('makes a GET form to the checkout page', () => {
    expect(paymentFormHtml('https://www.mollie.com/checkout/select-method/7UhSN1zuXS')).toBe(
      '<form method="get" action="https://www.mollie.com/checkout/select-method/7UhSN1zuXS"></form>',
    );
    expect(paymentFormHtml('http://127.0.0.1:8080/pay/simulator/sim_AAAAAAAAAAAAAAAAAAAAAAAA')).toBe(
      '<form method="get" action="http://127.0.0.1:8080/pay/simulator/sim_AAAAAAAAAAAAAAAAAAAAAAAA"></form>',
    );
  });

  it('carries the query string as hidden fields, in order, decoded once, since a GET form drops its action’s query', () => {
    expect(
      paymentFormHtml(
        'https://www.mollie.com/checkout/test-mode?method=ideal&token=3.q6x8rz&token=again&note=a%20b+c&empty=',
      ),
    ).toBe(
      '<form method="get" action="https://www.mollie.com/checkout/test-mode">' +
        '<input type="hidden" name="method" value="ideal">' +
        '<input type="hidden" name="token" value="3.q6x8rz">' +
        '<input type="hidden" name="token" value="again">' +
        '<input type="hidden" name="note" value="a b c">' +
        '<input type="hidden" name="empty" value="">' +
        '</form>',
    );
  });

  it('leaves the fragment and any credentials out of the action', () => {
    expect(paymentFormHtml('https://user:secret@pay.example/checkout?x=1#step-2')).toBe(
      '<form method="get" action="https://pay.example/checkout"><input type="hidden" name="x" value="1"></form>',
    );
  });

  it('escapes every part: names, values and the address', () => {
    const form = paymentFormHtml(
      `https://pay.example/it's?%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E=%22%20onfocus%3D%22alert(1)&q=%26amp%3B%27x%27&%3Cb%3E=%3E`,
    );
    expect(form).toMatch(wellFormed);
    expect(form).toBe(
      '<form method="get" action="https://pay.example/it&#39;s">' +
        '<input type="hidden" name="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" value="&quot; onfocus=&quot;alert(1)">' +
        '<input type="hidden" name="q" value="&amp;amp;&#39;x&#39;">' +
        '<input type="hidden" name="&lt;b&gt;" value="&gt;">' +
        '</form>',
    );
  });

  it('keeps an address whose path holds quotes or brackets inside the attribute', () => {
    expect(paymentFormHtml('https://pay.example/"><img src=x onerror=alert(1)>')).toMatch(wellFormed);
  });

  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)//https://www.mollie.com/',
    'data:text/html,<script>alert(1)</script>',
    'ftp://pay.example/checkout',
    'mailto:pay@example.com',
    'file:///etc/passwd',
  ])('refuses %s, which is no web address', (checkoutUrl) => {
    expect(() => paymentFormHtml(checkoutUrl)).toThrow();
  });

  it.each(['', 'not a url', '/pay/simulator/sim_AAAAAAAAAAAAAAAAAAAAAAAA', '//pay.example/checkout'])(
    'refuses the relative or broken address %j',
    (checkoutUrl) => {
      expect(() => paymentFormHtml(checkoutUrl)).toThrow();
    },
  );
});
