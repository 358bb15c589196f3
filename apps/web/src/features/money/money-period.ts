import { formatPlainDate } from '@toll/domain/plain-date';
import { sofiaDate } from '@toll/domain/sofia-time';

/** This month so far, in Sofia days: the period a money screen opens with. */
export function thisMonth(): { from: string; to: string } {
  const today = sofiaDate(new Date());
  return { from: formatPlainDate({ ...today, day: 1 }), to: formatPlainDate(today) };
}
