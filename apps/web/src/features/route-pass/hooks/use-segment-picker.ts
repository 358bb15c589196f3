import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TollSegment } from '@toll/contract/route-passes';
import { formatPlainDate } from '@toll/domain/plain-date';
import { sofiaDate } from '@toll/domain/sofia-time';
import { useLang } from '../../../i18n/use-lang';
import { fetchSegmentsCsv, getTollSegment } from '../api/toll-segments';
import type { PickedSegment } from '../components/toll-segment-list';
import { downloadBlob } from '../model/route-exports';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The picked segments (each with axles and a date), finding one by id, and the CSV download. */
export function useSegmentPicker(emissionClassId: number) {
  const { t } = useTranslation('route-pass');
  const lang = useLang();
  const [picked, setPicked] = useState<PickedSegment[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const add = (segment: TollSegment) => {
    setProblem(null);
    const date = formatPlainDate(sofiaDate(new Date()));
    setPicked((list) => [...list, { key: `${segment.id}-${Date.now()}`, segment, axles: 5, date }]);
  };

  const findById = async (id: string): Promise<boolean> => {
    try {
      add(await getTollSegment(id, lang));
      return true;
    } catch (error) {
      setProblem(message(error));
      return false;
    }
  };

  const download = async () => {
    if (picked.some((p) => !p.date || !Number.isInteger(p.axles))) {
      setProblem(t('segments.needsAxlesAndDate'));
      return;
    }
    try {
      const items = picked.map((p) => ({ id: p.segment.id, axles: Number(p.axles), date: p.date }));
      downloadBlob(await fetchSegmentsCsv(items, emissionClassId, lang), 'toll-segments.csv');
      setProblem(null);
    } catch (error) {
      setProblem(message(error));
    }
  };

  return { picked, setPicked, problem, add, findById, download };
}
