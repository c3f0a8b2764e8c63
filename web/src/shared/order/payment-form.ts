/** The provider's payment form as we rebuild it: where it goes, how, and its hidden fields in order. */
export type PaymentForm = { action: string; method: 'get' | 'post'; fields: [name: string, value: string][] };

/**
 * Reads the `form` of a cart transaction reply (docs/reference/api.md#cart-transaction: the SPA inserts it and submits
 * it). The server builds it from provider data, yet it is not put in the page as it came: only the first form's http(s)
 * address, its method (get or post) and its hidden fields are taken, so nothing else it might hold (scripts, handlers,
 * visible controls) ever reaches the page. Null when it is not such a form.
 */
export function parsePaymentForm(html: string): PaymentForm | null {
  const form = new DOMParser().parseFromString(html, 'text/html').querySelector('form');
  if (!form) return null;
  let action: URL;
  try {
    // No base address: a relative or empty action is not the provider's.
    action = new URL(form.getAttribute('action') ?? '');
  } catch {
    return null;
  }
  if (action.protocol !== 'https:' && action.protocol !== 'http:') return null;
  const method = (form.getAttribute('method') ?? 'get').toLowerCase();
  if (method !== 'get' && method !== 'post') return null;
  const fields = [...form.querySelectorAll('input')]
    .filter((input) => input.type === 'hidden' && input.name !== '')
    .map((input): [string, string] => [input.name, input.value]);
  return { action: action.href, method, fields };
}

/** A new form element for a parsed payment form, built in `document`. */
export function buildPaymentForm(form: PaymentForm, document: Document): HTMLFormElement {
  const element = document.createElement('form');
  element.method = form.method;
  element.action = form.action;
  for (const [name, value] of form.fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.append(input);
  }
  return element;
}

/** Sends the customer to the payment provider (docs/architecture.md#one-request). */
export function submitPaymentForm(form: PaymentForm): void {
  const element = buildPaymentForm(form, document);
  document.body.append(element);
  element.submit();
}
