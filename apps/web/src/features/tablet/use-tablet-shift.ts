import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Pos } from '@toll/contract/pos';
import { useLang } from '../../i18n/use-lang';
import {
  SHIFT_KEY,
  endShift,
  myOpenShifts,
  shiftStatus,
  startShift,
  storeShiftId,
  storedShiftId,
} from '../cashier-shift';
import { useUserPos } from '../pos';
import { useSession } from '../session';

/**
 * The station cashier's shift on the tablet, over the back-office's /cashiershift… calls (spec §4):
 * the open shift (the stored id first, which is cleared once the server reports it closed), the
 * user's points of sale, and open/close. `salePos` is where a sale goes: the open shift's POS, else
 * an active POS that does not work in shifts; null when only a shift would allow a sale.
 */
export function useTabletShift() {
  const lang = useLang();
  const userId = useSession()?.user.id ?? 0;
  const client = useQueryClient();
  const pos = useUserPos();

  useEffect(() => {
    const stored = storedShiftId(userId);
    if (stored === null) return;
    shiftStatus(lang, stored)
      .then((status) => {
        if (status.shiftStatus === 2) storeShiftId(userId, null);
      })
      .catch(() => storeShiftId(userId, null));
  }, [lang, userId]);

  const open = useQuery({
    queryKey: [...SHIFT_KEY, 'open', userId],
    queryFn: ({ signal }) => myOpenShifts(lang, signal),
  });
  const stored = storedShiftId(userId);
  const shift = open.data?.find((s) => s.id === stored) ?? open.data?.[0] ?? null;
  const active = (pos.data ?? []).filter((p) => p.active);
  const shiftPos: Pos[] = active.filter((p) => p.worksInShifts);
  const salePos = shift ? shift.posId : (active.find((p) => !p.worksInShifts)?.id ?? null);

  const start = useMutation({
    mutationFn: (posId: number) => startShift(lang, posId),
    onSuccess: async (opened) => {
      storeShiftId(userId, opened.id);
      await client.invalidateQueries({ queryKey: SHIFT_KEY });
    },
  });
  const end = useMutation({
    mutationFn: (id: number) => endShift(lang, id),
    onSuccess: async () => {
      storeShiftId(userId, null);
      await client.invalidateQueries({ queryKey: SHIFT_KEY });
    },
  });

  return {
    loading: open.isPending || pos.isPending,
    shift,
    shiftPos,
    salePos,
    start,
    end,
  };
}

export type TabletShift = ReturnType<typeof useTabletShift>;
