// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { buildPaymentForm, parsePaymentForm } from './payment-form.ts';

describe('payment form', () => {
  it('takes the address, the method and the hidden fields of the server-built form', () => {
    const html =
      '<form method="get" action="https://pay.example/checkout/tr_1"><input type="hidden" name="k" value="v"><input type="hidden" name="lang" value="nl"></form>';

    expect(parsePaymentForm(html)).toEqual({
      action: 'https://pay.example/checkout/tr_1',
      method: 'get',
      fields: [
        ['k', 'v'],
        ['lang', 'nl'],
      ],
    });
  });

  it('takes a form without fields, a POST, and a method in capitals', () => {
    expect(parsePaymentForm('<form method="POST" action="http://localhost:8080/pay/simulator/abc"></form>')).toEqual({
      action: 'http://localhost:8080/pay/simulator/abc',
      method: 'post',
      fields: [],
    });
    expect(parsePaymentForm('<form action="https://pay.example/x"></form>')?.method).toBe('get');
  });

  it('leaves out everything but the hidden fields of the first form', () => {
    const html = [
      '<form method="post" action="https://pay.example/a" onsubmit="steal()">',
      '<input type="hidden" name="id" value="tr_1"><input type="text" name="card" value="">',
      '<input type="hidden" value="no name"><script>steal()</script><button>Pay</button>',
      '</form><form method="post" action="https://evil.example/"><input type="hidden" name="x" value="y"></form>',
    ].join('');

    expect(parsePaymentForm(html)).toEqual({
      action: 'https://pay.example/a',
      method: 'post',
      fields: [['id', 'tr_1']],
    });
  });

  it.each([
    ['no form at all', '<p>Pay here</p>'],
    ['an empty reply', ''],
    ['a relative address', '<form method="get" action="/pay/simulator/abc"></form>'],
    ['no address', '<form method="get"></form>'],
    ['a script address', '<form method="get" action="javascript:alert(1)"></form>'],
    ['a data address', '<form method="post" action="data:text/html,hi"></form>'],
    ['another method', '<form method="dialog" action="https://pay.example/"></form>'],
  ])('refuses %s', (_, html) => {
    expect(parsePaymentForm(html)).toBeNull();
  });

  it('builds a new form holding only what was taken', () => {
    const form = buildPaymentForm(
      {
        action: 'https://pay.example/checkout?x=1',
        method: 'post',
        fields: [
          ['id', 'tr_1'],
          ['note', '"quoted" <b>'],
        ],
      },
      document,
    );

    expect(form.action).toBe('https://pay.example/checkout?x=1');
    expect(form.method).toBe('post');
    expect(form.elements).toHaveLength(2);
    expect([...form.querySelectorAll('input')].map((input) => [input.type, input.name, input.value])).toEqual([
      ['hidden', 'id', 'tr_1'],
      ['hidden', 'note', '"quoted" <b>'],
    ]);
    expect(form.isConnected).toBe(false);
  });
});
