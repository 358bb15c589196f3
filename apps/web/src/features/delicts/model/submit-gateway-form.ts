import type { GatewayForm } from '@toll/contract/sales';

/** The parts of a document the helper needs (a test passes a small fake). */
export type FormDocument = {
  createElement(tag: 'form' | 'input'): HTMLFormElement | HTMLInputElement;
  body: { appendChild(node: HTMLElement): unknown };
};

/**
 * Sends the browser to the card gateway: the signed form the server returned becomes a hidden
 * POST form that is submitted at once (the gateway's page takes the card; its result comes back
 * to our BACKREF, which redirects to `/{lang}/success?trans_id=…`). Field values are set as
 * properties, never as HTML, so nothing the server sent is parsed as markup.
 */
export function submitGatewayForm(form: GatewayForm, doc: FormDocument = document): void {
  const element = doc.createElement('form') as HTMLFormElement;
  element.method = form.method;
  element.action = form.action;
  element.style.display = 'none';
  for (const [name, value] of Object.entries(form.fields)) {
    const input = doc.createElement('input') as HTMLInputElement;
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.appendChild(input);
  }
  doc.body.appendChild(element);
  element.submit();
}
