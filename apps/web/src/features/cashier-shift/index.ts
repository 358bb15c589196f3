// What other features may use of cashier-shift: everything else in this folder is its own.
export {
  SHIFT_KEY,
  downloadReport,
  endShift,
  myOpenShifts,
  sellForCash,
  shiftStatus,
  startShift,
  storeShiftId,
  storedShiftId,
} from './shift-api';
