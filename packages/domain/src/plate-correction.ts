import { checkPlate, normalisePlate } from './plates';
import { fail, OK, type Check } from './validation';

/**
 * Correcting a mistyped plate on a bought vignette (FACTS "Plates": in Bulgaria a one-time
 * correction of up to 2 characters is a paid administrative service; Slovenia and Slovakia allow
 * a correction before the start). The rule:
 *  - the new plate is a valid plate and differs from the old one (compared normalised, so a
 *    Cyrillic "В" for a Latin "B" is no change);
 *  - at most 2 characters change: the edit distance (a character replaced, added or left out
 *    counts 1) of the two normalised plates is 1 or 2;
 *  - once per vignette;
 *  - only before the vignette's validity starts;
 *  - only a vignette that still counts (not withdrawn).
 */
export const MAX_CORRECTED_CHARACTERS = 2;

/** Levenshtein distance over code points (plates are at most 12 characters). */
export function plateEditDistance(a: string, b: string): number {
  const left = Array.from(a);
  const right = Array.from(b);
  let previous = Array.from({ length: right.length + 1 }, (_, j) => j);
  for (let i = 1; i <= left.length; i++) {
    const current = [i];
    for (let j = 1; j <= right.length; j++) {
      const substitution = previous[j - 1]! + (left[i - 1] === right[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution));
    }
    previous = current;
  }
  return previous[right.length]!;
}

export type CorrectableVignette = {
  plate: string;
  validFrom: Date;
  status: string;
  /** The vignette has been corrected once already. */
  corrected: boolean;
};

/**
 * Whether this vignette's plate may be corrected to `newPlate` at `now`; the failure is a catalogue
 * code (errors.json `plateCorrection.*`).
 */
export function checkPlateCorrection(
  vignette: CorrectableVignette,
  newPlate: string,
  now: Date,
): Check {
  const plate = checkPlate(newPlate);
  if (!plate.ok) return plate;
  if (vignette.status !== 'ACTIVE') return fail('plateCorrection.notActive');
  if (vignette.corrected) return fail('plateCorrection.alreadyCorrected');
  if (now.getTime() >= vignette.validFrom.getTime()) return fail('plateCorrection.alreadyStarted');
  const distance = plateEditDistance(normalisePlate(vignette.plate), normalisePlate(newPlate));
  if (distance === 0) return fail('plateCorrection.samePlate');
  if (distance > MAX_CORRECTED_CHARACTERS)
    return fail('plateCorrection.tooManyCharacters', { max: MAX_CORRECTED_CHARACTERS });
  return OK;
}
