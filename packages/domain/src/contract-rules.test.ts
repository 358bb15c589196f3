import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_CREATE_DEFAULTS,
  ACCOUNT_UNIT_DEFAULTS,
  checkCreditLimitChange,
  checkDeviceOrder,
  checkDeviceType,
  checkGuaranteeUpload,
  checkInitialPaymentAllowed,
  checkInitialPaymentAmount,
  checkObuNumbers,
  checkPaymentNumberUnused,
  checkReason,
  checkSavedFirst,
  checkUicFree,
  checkVehiclesForPayment,
  markSinglePrimary,
} from './contract-rules';

describe('contract rules', () => {
  it('never decreases a credit limit', () => {
    expect(checkCreditLimitChange(100000, 100000)).toEqual({ ok: true });
    expect(checkCreditLimitChange(100000, 150000)).toEqual({ ok: true });
    expect(checkCreditLimitChange(null, 0)).toEqual({ ok: true });
    expect(checkCreditLimitChange(100000, 99999)).toEqual({
      ok: false,
      code: 'contract.creditLimitDecrease',
    });
  });

  it('checks the initial payment amount and state', () => {
    expect(checkInitialPaymentAmount(50000, 50000)).toEqual({ ok: true });
    expect(checkInitialPaymentAmount(49999, 50000)).toEqual({
      ok: false,
      code: 'contract.initialPaymentBelowMinimum',
      params: { min: '500.00' },
    });
    expect(checkInitialPaymentAllowed({ signed: false, initialPaymentPaid: false })).toEqual({
      ok: false,
      code: 'contract.notSigned',
    });
    expect(checkInitialPaymentAllowed({ signed: true, initialPaymentPaid: true })).toEqual({
      ok: false,
      code: 'contract.initialPaymentAlreadyPaid',
    });
    expect(checkInitialPaymentAllowed({ signed: true, initialPaymentPaid: false })).toEqual({
      ok: true,
    });
  });

  it('refuses a second bank guarantee', () => {
    expect(checkGuaranteeUpload({ guaranteeSent: false, contractSent: true })).toEqual({
      ok: true,
    });
    expect(checkGuaranteeUpload({ guaranteeSent: true, contractSent: false })).toEqual({
      ok: false,
      code: 'contract.guaranteeAlreadySent',
    });
    expect(checkGuaranteeUpload({ guaranteeSent: true, contractSent: true })).toEqual({
      ok: false,
      code: 'contract.guaranteeAndContractAlreadySent',
    });
  });

  it('refuses used payment numbers, duplicate or missing OBUs and too many devices', () => {
    expect(checkPaymentNumberUnused('PN-1', [' PN-1 '])).toEqual({
      ok: false,
      code: 'contract.paymentNumberUsed',
    });
    expect(checkPaymentNumberUnused('PN-2', ['PN-1'])).toEqual({ ok: true });
    expect(checkObuNumbers(['A1', 'A2'], 2)).toEqual({ ok: true });
    expect(checkObuNumbers(['A1', ' A1'], 2)).toEqual({
      ok: false,
      code: 'contract.obuDuplicate',
      params: { number: 'A1' },
    });
    expect(checkObuNumbers(['A1'], 2)).toEqual({
      ok: false,
      code: 'contract.obuCountMismatch',
      params: { expected: 2 },
    });
    expect(checkDeviceOrder(3, 3)).toEqual({ ok: true });
    expect(checkDeviceOrder(4, 3)).toEqual({
      ok: false,
      code: 'contract.devicesExceedTrucks',
      params: { max: 3 },
    });
    expect(checkDeviceType('OBU', 'OBU')).toEqual({ ok: true });
    expect(checkDeviceType('Tracker', 'OBU')).toEqual({
      ok: false,
      code: 'contract.deviceTypeMismatch',
    });
  });

  it('keeps a UIC to one partner', () => {
    const owners = [{ partnerId: 1, uic: '020469788' }];
    expect(checkUicFree('020469788', owners, 2)).toEqual({ ok: false, code: 'contract.uicTaken' });
    expect(checkUicFree('020469788', owners, 1)).toEqual({ ok: true });
    expect(checkUicFree('100000086', owners)).toEqual({ ok: true });
  });

  it('needs attached vehicles with an OBU before paying', () => {
    expect(checkVehiclesForPayment([])).toEqual({ ok: false, code: 'contract.noVehiclesAttached' });
    const vehicles = [
      { id: 1, hasObu: true },
      { id: 2, hasObu: false },
    ];
    expect(checkVehiclesForPayment(vehicles)).toEqual({ ok: true });
    expect(checkVehiclesForPayment(vehicles, 1)).toEqual({ ok: true });
    expect(checkVehiclesForPayment(vehicles, 2)).toEqual({
      ok: false,
      code: 'contract.vehicleWithoutObu',
    });
    expect(checkVehiclesForPayment(vehicles, 3)).toEqual({
      ok: false,
      code: 'contract.vehicleWithoutObu',
    });
  });

  it('needs reasons and saved partners', () => {
    expect(checkReason(' ')).toEqual({ ok: false, code: 'validation.reasonRequired' });
    expect(checkReason('relocation')).toEqual({ ok: true });
    expect(checkSavedFirst(null)).toEqual({ ok: false, code: 'common.saveFirst' });
    expect(checkSavedFirst('')).toEqual({ ok: false, code: 'common.saveFirst' });
    expect(checkSavedFirst(12)).toEqual({ ok: true });
  });

  it('carries the defaults the client adds', () => {
    expect(ACCOUNT_CREATE_DEFAULTS).toEqual({
      fundingMethodCode: 1,
      daysInAdvanceToCreateServiceFee: 10,
      serviceFeeGenerationFrequency: 1,
    });
    expect(ACCOUNT_UNIT_DEFAULTS).toEqual({ deliveryMethod: 2, tyreType: 1 });
    expect(markSinglePrimary([{ email: 'a' }])).toEqual([{ email: 'a', isPrimary: true }]);
    expect(markSinglePrimary([{ email: 'a' }, { email: 'b' }])).toEqual([
      { email: 'a' },
      { email: 'b' },
    ]);
  });
});
