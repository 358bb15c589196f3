import type { CaptchaWorkerMessage } from './captcha-worker';
import { solveAltcha, type AltchaChallenge } from './solve-altcha';

/**
 * Solves an ALTCHA challenge in a Web Worker, reporting progress; without workers (or when the
 * worker fails to start) on the main thread, which works the same, only less smoothly.
 */
export function solveCaptcha(
  challenge: AltchaChallenge,
  onProgress: (share: number) => void,
  signal: AbortSignal,
): Promise<number | null> {
  const onMainThread = () => solveAltcha(challenge, { onProgress, signal });
  if (typeof Worker === 'undefined') return onMainThread();
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./captcha-worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(onMainThread());
      return;
    }
    const finish = (result: number | null | Promise<number | null>) => {
      worker.terminate();
      resolve(result);
    };
    worker.onmessage = (event: MessageEvent<CaptchaWorkerMessage>) => {
      if (event.data.type === 'progress') onProgress(event.data.share);
      else finish(event.data.number);
    };
    worker.onerror = () => finish(onMainThread());
    signal.addEventListener('abort', () => finish(null), { once: true });
    worker.postMessage(challenge);
  });
}
