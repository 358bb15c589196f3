import type { TFunction } from 'i18next';

/**
 * A road as the pages show it: its number (A1, I-8), or the translated name of a road type the
 * network stores as a code ("urban": town streets).
 */
export function roadText(road: string, t: TFunction<'route-pass'>): string {
  return road === 'urban' ? t('roadName.urban') : road;
}
