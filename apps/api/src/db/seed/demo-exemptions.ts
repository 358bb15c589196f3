import { vignetteExemptions } from '../schema/vignette-notices';
import type { SeedStep } from './run-seeds';

/**
 * A free social vignette (spec §1: 50 % or more reduced work capacity) and a whitelisted vehicle,
 * so both checks show an exempt answer. Valid from a month before seeding for a year.
 */
export const demoExemptionsStep: SeedStep = {
  name: 'demo-exemptions',
  run: async (tx) => {
    const from = new Date(Date.now() - 30 * 86_400_000);
    const until = new Date(from.getTime() + 365 * 86_400_000);
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
