import { addDays } from '@toll/domain/plain-date';
import { nextSofiaMidnight, sofiaDate, startOfSofiaDay } from '@toll/domain/sofia-time';
import { vignetteExemptions } from '../db/schema/vignette-notices';
import type { SeedStep } from './run-seeds';

/**
 * A free social vignette (spec §1: 50 % or more reduced work capacity) and a whitelisted vehicle,
 * so both checks show an exempt answer. Valid for a year from the start (00:00 Sofia) of the day a
 * month before seeding to the end of its last day (23:59:59 shown; the stored end is the next
 * midnight, exclusive, as for vignettes). Exemptions from a source keep the source's dates.
 */
export const demoExemptionsStep: SeedStep = {
  name: 'demo-exemptions',
  run: async (tx) => {
    const firstDay = sofiaDate(new Date(Date.now() - 30 * 86_400_000));
    const from = startOfSofiaDay(firstDay);
    const until = nextSofiaMidnight(addDays(firstDay, 364));
    await tx.insert(vignetteExemptions).values([
      {
        kind: 'SOCIAL',
        countryCode: 'BG',
        plate: 'CB2468TK',
        holderName: 'Иван Петров Иванов',
        basis: 'ЕР на ТЕЛК № 1234/2026 (70 %)',
        validFrom: from,
        validUntil: until,
      },
      {
        kind: 'WHITELIST',
        countryCode: 'BG',
        plate: 'CA0112CC',
        holderName: 'Национална система 112',
        basis: 'Линейка, чл. 10б, ал. 3 от Закона за пътищата',
        validFrom: from,
        validUntil: until,
      },
    ]);
  },
};
