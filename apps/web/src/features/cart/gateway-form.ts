import type { GatewayForm } from '@toll/contract/sales';

/**
 * The card gateway's form as the browser must post it (FACTS "The card gateway": the card is
 * entered only on the gateway's page): method POST to the action, a hidden input per field.
 */
export function gatewayFormElement(doc: Document, payment: GatewayForm): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = payment.method;
  form.action = payment.action;
  form.hidden = true;
  for (const [name, value] of Object.entries(payment.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  return form;
}

/** Leaves the site for the gateway's payment page (in development, the sandbox on our server). */
export function submitGatewayForm(payment: GatewayForm, doc: Document = document): void {
  const form = gatewayFormElement(doc, payment);
  doc.body.appendChild(form);
  form.submit();
}
