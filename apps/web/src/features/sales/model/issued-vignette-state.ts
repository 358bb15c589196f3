import { vignetteStateAt, type VignetteCheckState } from '@toll/domain/vignette-validity';

/**
 * An issued vignette's state as the check and its PDF say it (issue 32: the success page called a
 * vignette that has not started "Active"): the one rule of @toll/domain/vignette-validity.
 */
export function issuedVignetteState(
  validity: { from: string; to: string },
  now: Date = new Date(),
): VignetteCheckState {
  return vignetteStateAt({ from: new Date(validity.from), to: new Date(validity.to) }, now);
}
