import { describe, expect, it } from 'vitest';
import { submitGatewayForm, type FormDocument } from './submit-gateway-form';

type Fake = Record<string, unknown> & { children: Fake[]; submitted: boolean; style: object };

function fakeDocument() {
  const appended: Fake[] = [];
  const make = (): Fake => {
    const node: Fake = {
      children: [],
      submitted: false,
      style: {},
      appendChild: (child: Fake) => node.children.push(child),
      submit: () => {
        node.submitted = true;
      },
    };
    return node;
  };
  const doc = {
    createElement: () => make(),
    body: { appendChild: (node: Fake) => appended.push(node) },
  } as unknown as FormDocument;
  return { doc, appended };
}

describe('submitGatewayForm', () => {
  it('posts every signed field to the gateway as hidden inputs, once', () => {
    const { doc, appended } = fakeDocument();
    submitGatewayForm(
      {
        action: 'https://3dsgate-dev.borica.bg/cgi-bin/cgi_link',
        method: 'POST',
        fields: { TERMINAL: 'V1800001', ORDER: '000123', P_SIGN: 'AB"<script>' },
      },
      doc,
    );
    expect(appended).toHaveLength(1);
    const form = appended[0]!;
    expect(form).toMatchObject({
      method: 'POST',
      action: 'https://3dsgate-dev.borica.bg/cgi-bin/cgi_link',
      submitted: true,
      style: { display: 'none' },
    });
    expect(form.children.map((input) => [input.type, input.name, input.value])).toEqual([
      ['hidden', 'TERMINAL', 'V1800001'],
      ['hidden', 'ORDER', '000123'],
      ['hidden', 'P_SIGN', 'AB"<script>'],
    ]);
  });
});
