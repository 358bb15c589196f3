import { findBankReferences } from '@toll/domain/bank-references';

/** What the matcher knows of a contract (accounts + its client). */
export type ContractInfo = {
  id: number;
  number: string;
  customerId: string | null;
  clientIban: string | null;
  accountType: number;
  status: string;
  signed: boolean;
  initialPaymentMinor: number;
};

/** The contracts of the platform, indexed the ways a bank line can name them. */
export type ContractDirectory = {
  byNumber: Map<string, ContractInfo>;
  byCustomerId: Map<string, ContractInfo[]>;
  byIban: Map<string, ContractInfo[]>;
  /** Contracts whose initial payment is already paid; the matcher adds those it pays. */
  initialPaid: Set<number>;
};

export function buildDirectory(
  rows: ContractInfo[],
  initialPaid: Iterable<number>,
): ContractDirectory {
  const dir: ContractDirectory = {
    byNumber: new Map(),
    byCustomerId: new Map(),
    byIban: new Map(),
    initialPaid: new Set(initialPaid),
  };
  const push = (map: Map<string, ContractInfo[]>, key: string | null, c: ContractInfo) => {
    if (!key) return;
    const list = map.get(key);
    if (list) list.push(c);
    else map.set(key, [c]);
  };
  for (const c of rows) {
    dir.byNumber.set(c.number, c);
    push(dir.byCustomerId, c.customerId, c);
    push(dir.byIban, c.clientIban, c);
  }
  return dir;
}

export type MatchOutcome =
  | {
      kind: 'distribute';
      contract: ContractInfo;
      target: 'CONTRACT' | 'INITIAL_PAYMENT';
      by: string;
    }
  | { kind: 'undistributed' }
  | { kind: 'failed'; code: MatchFault; params: Record<string, string> };

export type MatchFault =
  | 'bank.match.unknownContract'
  | 'bank.match.unknownCustomer'
  | 'bank.match.contractClosed'
  | 'bank.match.notSigned';

const open = (c: ContractInfo) => c.status !== 'CLOSED';

/** The share a payment of `amount` makes to one contract: its unpaid initial payment if it is that amount. */
function targetFor(c: ContractInfo, amount: number, dir: ContractDirectory) {
  return c.initialPaymentMinor > 0 && !dir.initialPaid.has(c.id) && amount === c.initialPaymentMinor
    ? ('INITIAL_PAYMENT' as const)
    : ('CONTRACT' as const);
}

/**
 * Of a client's contracts, the one a payment goes to: the one whose unpaid initial payment is
 * exactly the amount, else the only open one, else the only active prepaid one; otherwise none
 * (a person decides).
 */
function pickContract(list: ContractInfo[], amount: number, dir: ContractDirectory) {
  const live = list.filter(open);
  const initial = live.filter((c) => c.signed && targetFor(c, amount, dir) === 'INITIAL_PAYMENT');
  if (initial.length === 1) return initial[0]!;
  if (live.length === 1) return live[0]!;
  const prepaid = live.filter((c) => c.status === 'ACTIVE' && c.accountType === 1);
  return prepaid.length === 1 ? prepaid[0]! : null;
}

function decide(c: ContractInfo, amount: number, dir: ContractDirectory, by: string): MatchOutcome {
  if (!open(c))
    return { kind: 'failed', code: 'bank.match.contractClosed', params: { contract: c.number } };
  const target = targetFor(c, amount, dir);
  if (target === 'INITIAL_PAYMENT' && !c.signed)
    return { kind: 'failed', code: 'bank.match.notSigned', params: { contract: c.number } };
  if (target === 'INITIAL_PAYMENT') dir.initialPaid.add(c.id);
  return { kind: 'distribute', contract: c, target, by };
}

/**
 * Matches a credit line: by a contract number in the remittance text, then a customer id, then
 * the payer's IBAN among the clients'. A reference to an unknown or closed contract fails (retry
 * once mended); no reference and no known IBAN leaves the payment undistributed.
 */
export function matchLine(
  line: { remittance: string; counterpartyIban: string | null; amountMinor: number },
  dir: ContractDirectory,
): MatchOutcome {
  const refs = findBankReferences(line.remittance);
  const number = refs.contractNumbers[0];
  if (number) {
    const c = dir.byNumber.get(number);
    if (!c)
      return { kind: 'failed', code: 'bank.match.unknownContract', params: { contract: number } };
    return decide(c, line.amountMinor, dir, 'contract');
  }
  const customerId = refs.customerIds[0];
  if (customerId) {
    const list = dir.byCustomerId.get(customerId);
    if (!list)
      return {
        kind: 'failed',
        code: 'bank.match.unknownCustomer',
        params: { customer: customerId },
      };
    if (!list.some(open))
      return {
        kind: 'failed',
        code: 'bank.match.contractClosed',
        params: { contract: list[0]!.number },
      };
    const c = pickContract(list, line.amountMinor, dir);
    return c ? decide(c, line.amountMinor, dir, 'customer') : { kind: 'undistributed' };
  }
  const byIban = line.counterpartyIban ? dir.byIban.get(line.counterpartyIban) : undefined;
  if (byIban) {
    const c = pickContract(byIban, line.amountMinor, dir);
    if (c) return decide(c, line.amountMinor, dir, 'iban');
  }
  return { kind: 'undistributed' };
}
