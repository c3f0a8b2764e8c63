import { escapeHtml } from '#common/format/html.ts';

/**
 * The `form` of a cart transaction reply (docs/reference/api.md#cart-transaction): a form the SPA submits to send the
 * customer to the provider's checkout page. Built from the provider's checkout URL only
 * (docs/architecture.md#security), every part escaped. A GET form replaces its action's query with its fields, so the
 * URL's query travels as hidden fields.
 */
export function paymentFormHtml(checkoutUrl: string): string {
  const url = new URL(checkoutUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`not a web address: ${checkoutUrl}`);
  const fields = [...url.searchParams].map(
    ([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
  );
  const action = `${url.origin}${url.pathname}`;
  return `<form method="get" action="${escapeHtml(action)}">${fields.join('')}</form>`;
}
