import { describe, expect, it } from 'vitest';
import {
  checkCanSell,
  checkCloseShift,
  checkOpenShift,
  hasShiftPos,
  isStaleStoredShift,
  type Shift,
} from './shift-rules';

const pos = [
  { id: 'A', shiftMode: true },
  { id: 'B', shiftMode: false },
  { id: 'C', shiftMode: true, active: false },
];
const open = (posId: string, userId: number): Shift => ({
  id: `${posId}${userId}`,
  posId,
  userId,
  status: 1,
});
const closed = (posId: string, userId: number): Shift => ({ ...open(posId, userId), status: 2 });

describe('cashier shifts', () => {
  it('needs an active POS and a chosen one', () => {
    expect(checkCanSell({ pos: [], selectedPosId: null, shifts: [], userId: 1 })).toEqual({
      ok: false,
      code: 'shift.noActivePos',
    });
    expect(
      checkCanSell({
        pos: [{ id: 'C', shiftMode: true, active: false }],
        selectedPosId: 'C',
        shifts: [],
        userId: 1,
      }),
    ).toEqual({ ok: false, code: 'shift.noActivePos' });
    expect(checkCanSell({ pos, selectedPosId: null, shifts: [], userId: 1 })).toEqual({
      ok: false,
      code: 'shift.choosePos',
    });
    expect(checkCanSell({ pos, selectedPosId: 'C', shifts: [], userId: 1 })).toEqual({
      ok: false,
      code: 'shift.choosePos',
    });
  });

  it('needs no shift at a POS without shift mode', () => {
    expect(checkCanSell({ pos, selectedPosId: 'B', shifts: [], userId: 1 })).toEqual({ ok: true });
  });

  it("needs the user's own open shift at a shift-mode POS", () => {
    expect(checkCanSell({ pos, selectedPosId: 'A', shifts: [open('A', 1)], userId: 1 })).toEqual({
      ok: true,
    });
    expect(checkCanSell({ pos, selectedPosId: 'A', shifts: [], userId: 1 })).toEqual({
      ok: false,
      code: 'shift.noOpenShift',
    });
    expect(checkCanSell({ pos, selectedPosId: 'A', shifts: [closed('A', 1)], userId: 1 })).toEqual({
      ok: false,
      code: 'shift.noOpenShift',
    });
    expect(checkCanSell({ pos, selectedPosId: 'A', shifts: [open('C', 1)], userId: 1 })).toEqual({
      ok: false,
      code: 'shift.noOpenShiftForPos',
    });
    expect(checkCanSell({ pos, selectedPosId: 'A', shifts: [open('A', 2)], userId: 1 })).toEqual({
      ok: false,
      code: 'shift.otherUserShiftOpen',
    });
  });

  it('opens a shift only where none is open', () => {
    expect(checkOpenShift('A', [], 1)).toEqual({ ok: true });
    expect(checkOpenShift('A', [closed('A', 2)], 1)).toEqual({ ok: true });
    expect(checkOpenShift('A', [open('A', 1)], 1)).toEqual({
      ok: false,
      code: 'shift.alreadyOpen',
    });
    expect(checkOpenShift('A', [open('A', 2)], 1)).toEqual({
      ok: false,
      code: 'shift.otherUserShiftOpen',
    });
  });

  it("closes only one's own open shift, once", () => {
    expect(checkCloseShift(open('A', 1), 1)).toEqual({ ok: true });
    expect(checkCloseShift(closed('A', 1), 1)).toEqual({ ok: false, code: 'shift.alreadyClosed' });
    expect(checkCloseShift(open('A', 2), 1)).toEqual({
      ok: false,
      code: 'shift.otherUserShiftOpen',
    });
    expect(checkCloseShift(null, 1)).toEqual({ ok: false, code: 'shift.noOpenShift' });
  });

  it('clears stored shifts found closed and shows the link for shift-mode POS', () => {
    expect(isStaleStoredShift(2)).toBe(true);
    expect(isStaleStoredShift(1)).toBe(false);
    expect(hasShiftPos(pos)).toBe(true);
    expect(hasShiftPos([{ id: 'B', shiftMode: false }])).toBe(false);
  });
});
