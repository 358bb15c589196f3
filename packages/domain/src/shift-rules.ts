import { fail, OK, type Check } from './validation';

/**
 * Cashier shifts at points of sale (spec §4, §5, §8). A shift whose status is 2 is closed. A POS
 * operator needs an active POS; at a POS that works in shifts, a sale needs the operator's own
 * open shift there.
 */
export const SHIFT_STATUS_CLOSED = 2;

export type ShiftPos = { id: string | number; shiftMode: boolean; active?: boolean };
export type Shift = {
  id: string | number;
  posId: string | number;
  userId: string | number;
  status: number;
};
type Id = string | number;

const isOpen = (shift: Shift) => shift.status !== SHIFT_STATUS_CLOSED;

export function checkCanSell(input: {
  pos: readonly ShiftPos[];
  selectedPosId: Id | null | undefined;
  shifts: readonly Shift[];
  userId: Id;
}): Check {
  const active = input.pos.filter((pos) => pos.active !== false);
  if (active.length === 0) return fail('shift.noActivePos');
  const pos = active.find((candidate) => candidate.id === input.selectedPosId);
  if (!pos) return fail('shift.choosePos');
  if (!pos.shiftMode) return OK;
  const open = input.shifts.filter(isOpen);
  const here = open.find((shift) => shift.posId === pos.id);
  if (here && here.userId !== input.userId) return fail('shift.otherUserShiftOpen');
  if (here) return OK;
  return open.some((shift) => shift.userId === input.userId)
    ? fail('shift.noOpenShiftForPos')
    : fail('shift.noOpenShift');
}

export function checkOpenShift(posId: Id, shifts: readonly Shift[], userId: Id): Check {
  const here = shifts.filter(isOpen).find((shift) => shift.posId === posId);
  if (!here) return OK;
  return here.userId === userId ? fail('shift.alreadyOpen') : fail('shift.otherUserShiftOpen');
}

/** A closed shift cannot be closed again; another user's shift cannot be closed. */
export function checkCloseShift(shift: Shift | null | undefined, userId: Id): Check {
  if (!shift) return fail('shift.noOpenShift');
  if (!isOpen(shift)) return fail('shift.alreadyClosed');
  return shift.userId === userId ? OK : fail('shift.otherUserShiftOpen');
}

/** A stored shift the server reports closed (status 2) is cleared from the browser. */
export function isStaleStoredShift(serverStatus: number): boolean {
  return serverStatus === SHIFT_STATUS_CLOSED;
}

/** The open/close cashier shift link shows when the user has a POS with shift mode. */
export function hasShiftPos(pos: readonly ShiftPos[]): boolean {
  return pos.some((candidate) => candidate.shiftMode);
}
