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

/** An open (issued, unpaid) invoice or debit note a remittance text can name by its 10-digit number. */
export type InvoiceInfo = { id: number; number: string; accountId: number; currency: string };

/** A sale partner that pays its obligations by bank: its number (SP-<id>) and its IBANs on file. */
export type PartnerInfo = { id: number; name: string; ibans: string[] };

/** The contracts of the platform, indexed the ways a bank line can name them. */
export type ContractDirectory = {
  byNumber: Map<string, ContractInfo>;
  byCustomerId: Map<string, ContractInfo[]>;
  byIban: Map<string, ContractInfo[]>;
  /** Contracts whose initial payment is already paid; the matcher adds those it pays. */
  initialPaid: Set<number>;
  byId: Map<number, ContractInfo>;
  /** Open invoices by number (numbers are unique per issuer, so one number may name several). */
  invoices: Map<string, InvoiceInfo[]>;
  partners: Map<number, PartnerInfo>;
  partnersByIban: Map<string, PartnerInfo[]>;
};

export function buildDirectory(
  rows: ContractInfo[],
  initialPaid: Iterable<number>,
  more: { invoices?: InvoiceInfo[]; partners?: PartnerInfo[] } = {},
): ContractDirectory {
  const dir: ContractDirectory = {
    byNumber: new Map(),
    byCustomerId: new Map(),
    byIban: new Map(),
    initialPaid: new Set(initialPaid),
    byId: new Map(),
    invoices: new Map(),
    partners: new Map(),
    partnersByIban: new Map(),
  };
  const push = (map: Map<string, ContractInfo[]>, key: string | null, c: ContractInfo) => {
    if (!key) return;
    const list = map.get(key);
    if (list) list.push(c);
    else map.set(key, [c]);
  };
  for (const i of more.invoices ?? []) {
    const list = dir.invoices.get(i.number);
    if (list) list.push(i);
    else dir.invoices.set(i.number, [i]);
  }
  for (const p of more.partners ?? []) {
    dir.partners.set(p.id, p);
    for (const iban of new Set(p.ibans)) {
      const list = dir.partnersByIban.get(iban);
      if (list) list.push(p);
      else dir.partnersByIban.set(iban, [p]);
    }
  }
  for (const c of rows) {
    dir.byId.set(c.id, c);
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
  /** A known open invoice named in the text: paid (or, short, its contract credited) from suspense. */
  | { kind: 'invoice'; invoice: InvoiceInfo; contract: ContractInfo; by: 'invoice' }
  /** A sale partner paying its obligations (named by number, or its IBAN on file). */
  | { kind: 'partner'; partner: PartnerInfo; by: 'partner' | 'iban' }
  | { kind: 'undistributed' }
  | { kind: 'failed'; code: MatchFault; params: Record<string, string> };

export type MatchFault =
  | 'bank.match.unknownContract'
  | 'bank.match.unknownCustomer'
  | 'bank.match.contractClosed'
  | 'bank.match.notSigned'
  | 'bank.match.unknownPartner';

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
 * Matches a credit line: by an open invoice's number in the remittance text, then a contract
 * number, then a customer id, then a sale partner's number (SP-<id>), then the payer's IBAN among
 * the clients', then among the sale partners'. A reference to an unknown or closed contract or an
 * unknown partner fails (retry once mended); no reference and no known IBAN leaves the payment
 * undistributed.
 */
/** The one open invoice of the line's currency a number names, with its (open) contract. */
function invoiceNamed(numbers: string[], currency: string | undefined, dir: ContractDirectory) {
  const found = numbers.flatMap((n) =>
    (dir.invoices.get(n) ?? []).filter((i) => currency === undefined || i.currency === currency),
  );
  if (found.length !== 1) return null;
  const invoice = found[0]!;
  const contract = dir.byId.get(invoice.accountId);
  return contract && open(contract) ? { invoice, contract } : null;
}

export function matchLine(
  line: {
    remittance: string;
    counterpartyIban: string | null;
    amountMinor: number;
    currency?: string;
  },
  dir: ContractDirectory,
): MatchOutcome {
  const refs = findBankReferences(line.remittance);
  // the most specific reference first: an open invoice's number (other 10-digit numbers are not ours)
  const named = invoiceNamed(refs.invoiceNumbers, line.currency, dir);
  if (named) {
    // paid (or credited) once: a second line naming it is matched by its other references
    const left = dir.invoices.get(named.invoice.number)!.filter((i) => i !== named.invoice);
    if (left.length > 0) dir.invoices.set(named.invoice.number, left);
    else dir.invoices.delete(named.invoice.number);
    return { kind: 'invoice', ...named, by: 'invoice' };
  }
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
  const partnerNo = refs.partnerNumbers[0];
  if (partnerNo) {
    const partner = dir.partners.get(Number(partnerNo.slice(3)));
    if (!partner)
      return { kind: 'failed', code: 'bank.match.unknownPartner', params: { partner: partnerNo } };
    return { kind: 'partner', partner, by: 'partner' };
  }
  const byIban = line.counterpartyIban ? dir.byIban.get(line.counterpartyIban) : undefined;
  if (byIban) {
    const c = pickContract(byIban, line.amountMinor, dir);
    if (c) return decide(c, line.amountMinor, dir, 'iban');
  }
  // a sale partner's own IBAN (one partner only: two sharing an account is for a person to decide)
  const partners = line.counterpartyIban
    ? dir.partnersByIban.get(line.counterpartyIban)
    : undefined;
  if (partners?.length === 1) return { kind: 'partner', partner: partners[0]!, by: 'iban' };
  return { kind: 'undistributed' };
}
