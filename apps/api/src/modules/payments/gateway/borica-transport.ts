import { GatewayUnavailableError } from './card-gateway';

/**
 * A server-to-server call to the gateway (status check, reversal): the request's fields in, the
 * answer's fields out. Throws GatewayUnavailableError when no gateway answer comes back.
 */
export type GatewayTransport = (
  url: string,
  fields: Record<string, string>,
) => Promise<Record<string, string>>;

export type HttpTransportOptions = { timeoutMs?: number };

/**
 * The real transport: an HTTP POST of the fields as application/x-www-form-urlencoded (UTF-8),
 * answered in JSON (manual P-OM-41-EN v5.0 §3.2: "responses for transactions that are not related
 * to the cardholder's browser … are in json"; §6.2, §6.3 show them). 10 seconds at most, body
 * included; anything but a JSON object from a 2xx answer counts as no answer.
 */
export function createHttpTransport(options: HttpTransportOptions = {}): GatewayTransport {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return async (url, fields) => {
    let text: string;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
          accept: 'application/json',
        },
        body: new URLSearchParams(fields).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
    } catch (error) {
      throw new GatewayUnavailableError(`gateway unreachable: ${describe(error)}`, {
        cause: error,
      });
    }
    return parseGatewayJson(text);
  };
}

/** The fields of a JSON answer as strings (numbers and booleans as written, null as ""). */
export function parseGatewayJson(text: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new GatewayUnavailableError(`gateway answer is not JSON: ${text.slice(0, 80)}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new GatewayUnavailableError('gateway answer is not a JSON object');
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (value === null) fields[key] = '';
    else if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = String(value);
    else throw new GatewayUnavailableError(`gateway answer field ${key} is not a plain value`);
  }
  return fields;
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return 'timed out';
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}
