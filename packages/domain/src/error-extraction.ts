/**
 * The error a client shows for a failed response (spec §8): the first message of the response's
 * `errors` list; otherwise the response `message` unless it is purely numeric; otherwise the
 * unknown-error text. Items of `errors` may be strings or `{ message }` records (the API's shape).
 */
export const UNKNOWN_ERROR_TEXT = 'Неустановена грешка';

function textOf(item: unknown): string | null {
  if (typeof item === 'string') return item.trim() === '' ? null : item;
  if (item && typeof item === 'object' && 'message' in item) {
    const message = (item as { message: unknown }).message;
    return typeof message === 'string' && message.trim() !== '' ? message : null;
  }
  return null;
}

/** The extracted text, or null when the response carries none (the caller picks a fallback). */
export function extractErrorText(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const { errors, message } = body as { errors?: unknown; message?: unknown };
  if (Array.isArray(errors) && errors.length > 0) {
    const first = textOf(errors[0]);
    if (first !== null) return first;
  }
  if (typeof message === 'string' && message.trim() !== '' && !/^\s*\d+\s*$/.test(message))
    return message;
  return null;
}

/** Spec §8 as written: falls back to 'Неустановена грешка' (pass a translated text for English). */
export function extractErrorMessage(
  body: unknown,
  unknownText: string = UNKNOWN_ERROR_TEXT,
): string {
  return extractErrorText(body) ?? unknownText;
}
