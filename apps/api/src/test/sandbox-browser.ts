import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { BrowserForm } from '../modules/payments/gateway/card-gateway';

/**
 * A buyer's browser on the card-gateway sandbox, through app.inject: posts the sale form, fills
 * the card page and the 3-D Secure page as asked, and stops where the sandbox stops: a result
 * form for BACKREF (what the browser would post there), or a page that posts nothing.
 */
export type SandboxBuyer = {
  card?: 'visa' | 'mastercard' | 'other';
  otherNumber?: string;
  expiry?: string;
  outcome?: 'card' | 'duplicate' | 'timeout' | 'close';
  otp?: string;
  /** Press Cancel on the card page or on the 3-D Secure page. */
  cancelOn?: 'card' | 'otp';
  /** Stop on this page without submitting it (the buyer leaves it open). */
  stopOn?: 'card' | 'otp';
};

export type SandboxRun =
  | { ended: 'result'; backref: string; fields: Record<string, string>; response: Response }
  | { ended: 'page'; page: 'card' | 'otp' | 'other'; html: string; response: Response };

type Response = LightMyRequestResponse;
type Form = { action: string; fields: Record<string, string>; autoSubmit: boolean };

const decode = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_m, code: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[code] ?? '',
  );

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of tag.matchAll(/([\w-]+)(?:="([^"]*)")?/g))
    found.set(m[1] ?? '', decode(m[2] ?? ''));
  return found;
}

/** The forms of a page with the values a browser would send (checked radios only). */
export function pageForms(html: string): Form[] {
  return [...html.matchAll(/<form ([^>]*)>([\s\S]*?)<\/form>/g)].map((m) => {
    const form = attributes(m[1] ?? '');
    const fields: Record<string, string> = {};
    for (const input of (m[2] ?? '').matchAll(/<input ([^>]*)>/g)) {
      const a = attributes(input[1] ?? '');
      if (a.get('type') === 'radio' && !a.has('checked')) continue;
      fields[a.get('name') ?? ''] = a.get('value') ?? '';
    }
    return { action: form.get('action') ?? '', fields, autoSubmit: form.has('data-auto-submit') };
  });
}

const post = (app: Pick<FastifyInstance, 'inject'>, url: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: url.replace(/^https?:\/\/[^/]+/, ''),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

function classify(response: Response): SandboxRun {
  const forms = pageForms(response.body);
  const result = forms.find((f) => f.autoSubmit);
  if (result) return { ended: 'result', backref: result.action, fields: result.fields, response };
  const action = forms[0]?.action ?? '';
  const page = action.endsWith('/card') ? 'card' : action.endsWith('/3ds') ? 'otp' : 'other';
  return { ended: 'page', page, html: response.body, response };
}

/** Posts a sale form (from CardGateway.saleForm) and plays the buyer through the sandbox. */
export async function payInSandbox(
  app: Pick<FastifyInstance, 'inject'>,
  form: BrowserForm | { action: string; fields: Record<string, string> },
  buyer: SandboxBuyer = {},
): Promise<SandboxRun> {
  let run = classify(await post(app, form.action, form.fields));
  if (run.ended === 'result' || run.page !== 'card' || buyer.stopOn === 'card') return run;
  const card = pageForms(run.html)[0]!;
  run = classify(
    await post(app, card.action, {
      ...card.fields,
      ...(buyer.card ? { card: buyer.card } : {}),
      ...(buyer.otherNumber ? { otherNumber: buyer.otherNumber } : {}),
      ...(buyer.expiry ? { expiry: buyer.expiry } : {}),
      outcome: buyer.outcome ?? 'card',
      do: buyer.cancelOn === 'card' ? 'cancel' : 'pay',
    }),
  );
  if (run.ended === 'result' || run.page !== 'otp' || buyer.stopOn === 'otp') return run;
  const otp = pageForms(run.html)[0]!;
  return classify(
    await post(app, otp.action, {
      ...otp.fields,
      otp: buyer.otp ?? '111111',
      do: buyer.cancelOn === 'otp' ? 'cancel' : 'confirm',
    }),
  );
}
