import { VIGNETTE_MAX_DAYS_AHEAD, purchaseWindow } from '@toll/domain/vignette-purchase';
import { addDays } from '@toll/domain/plain-date';
import { formatSofiaIso, parseSofiaIso, sofiaDate } from '@toll/domain/sofia-time';
import type { ValidityWindow } from '@toll/domain/vignette-validity';
import type { VignettePeriod } from '@toll/domain/vignette-products';

/** Valid from the payment, or from a chosen start. */
export type StartMode = 'payment' | 'chosen';

export type StartChoice = { startMode: StartMode; start: string };

/** The chosen start as an instant (the text is Sofia time), or null: from the payment or unreadable. */
export function chosenStart(choice: StartChoice): Date | null {
  return choice.startMode === 'chosen' ? parseSofiaIso(choice.start) : null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The bounds of the start picker (`datetime-local`, Sofia time): from this minute to the end of
 * the 30th day ahead (spec §1: bought at most 30 days before the start).
 */
export function startBounds(now: Date): { min: string; max: string } {
  const last = addDays(sofiaDate(now), VIGNETTE_MAX_DAYS_AHEAD);
  return {
    min: formatSofiaIso(now).slice(0, 16),
    max: `${last.year}-${pad(last.month)}-${pad(last.day)}T23:59`,
  };
}

/**
 * The window the draft would get if paid now (packages/domain purchaseWindow), or null while the
 * chosen start cannot be read. The server computes it again and has the last word.
 */
export function previewWindow(
  period: VignettePeriod,
  choice: StartChoice,
  now: Date,
): ValidityWindow | null {
  const start = chosenStart(choice);
  if (choice.startMode === 'chosen' && !start) return null;
  return purchaseWindow(period, start, now);
}
