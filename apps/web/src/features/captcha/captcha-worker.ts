import { solveAltcha, type AltchaChallenge } from './solve-altcha';

/** What the captcha worker reports: progress now and then, then the number (null: none found). */
export type CaptchaWorkerMessage =
  { type: 'progress'; share: number } | { type: 'done'; number: number | null };

const post = (message: CaptchaWorkerMessage) => self.postMessage(message);

// The proof of work runs off the main thread, so the page stays responsive while it is found.
self.onmessage = (event: MessageEvent<AltchaChallenge>) => {
  void solveAltcha(event.data, { onProgress: (share) => post({ type: 'progress', share }) }).then(
    (number) => post({ type: 'done', number }),
  );
};
