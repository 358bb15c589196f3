import { describe, expect, it } from 'vitest';
import { gatewayFormElement } from './gateway-form';

type Fake = Record<string, unknown> & { children: Fake[]; appendChild: (child: Fake) => void };

const fakeDocument = () =>
  ({
    createElement: (tag: string): Fake => {
      const element: Fake = {
        tag,
        children: [],
        appendChild: (child) => void element.children.push(child),
      };
      return element;
    },
  }) as unknown as Document;

describe('the card gateway form', () => {
  it('posts every field of the signed form as a hidden input to the action', () => {
    const form = gatewayFormElement(fakeDocument(), {
      action: 'https://gateway.example/cgi-bin/cgi_link',
      method: 'POST',
      fields: { TERMINAL: 'V1800001', AMOUNT: '57.27', P_SIGN: 'AB12' },
    }) as unknown as Fake;
    expect(form).toMatchObject({
      tag: 'form',
      method: 'POST',
      action: 'https://gateway.example/cgi-bin/cgi_link',
      hidden: true,
    });
    expect(form.children.map(({ type, name, value }) => ({ type, name, value }))).toEqual([
      { type: 'hidden', name: 'TERMINAL', value: 'V1800001' },
      { type: 'hidden', name: 'AMOUNT', value: '57.27' },
      { type: 'hidden', name: 'P_SIGN', value: 'AB12' },
    ]);
  });
});
