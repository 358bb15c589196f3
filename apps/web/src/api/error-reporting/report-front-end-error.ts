import { readSessionUserId } from './session-user-id';

/** At most this many reports per page load: a render loop must not flood the server. */
const MAX_REPORTS = 5;
let sent = 0;

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}\n${error.stack ?? ''}`;
  if (typeof error === 'object' && error !== null) {
    const status = 'status' in error ? String((error as { status: unknown }).status) : '';
    const text = 'statusText' in error ? String((error as { statusText: unknown }).statusText) : '';
    if (status || text) return `Route error ${status} ${text}`.trim();
  }
  return String(error);
}

/**
 * Sends an error seen in the browser to POST /api/front-end-error (spec §7: text and userId) in
 * production builds only. Never throws: reporting must not cause another error.
 */
export function reportFrontEndError(error: unknown, enabled = import.meta.env.PROD): void {
  if (!enabled || sent >= MAX_REPORTS || typeof window === 'undefined') return;
  sent += 1;
  const text = `${describe(error)}\nat ${window.location.pathname}`.slice(0, 8000);
  try {
    void fetch('/api/front-end-error', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text, userId: readSessionUserId() }),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Nothing more to do: the report is best effort.
  }
}

/** Reports uncaught errors and unhandled promise rejections of the page. */
export function installFrontEndErrorReporting(): void {
  if (!import.meta.env.PROD) return;
  window.addEventListener('error', (event) => reportFrontEndError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportFrontEndError(event.reason));
}
