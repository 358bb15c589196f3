import { findBankReferences, type BankReferences } from '@toll/domain/bank-references';
import {
  autoBookable,
  evidence,
  inDateWindow,
  matchScore,
  nameTokens,
  rankCandidates,
  sameName,
  SUGGESTIONS_SHOWN,
  type MatchEvidence,
  type Scored,
} from '@toll/domain/bank-match';

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
  /** The client's name (the name evidence), when known. */
  clientName?: string | null;
};

/** An open (issued, unpaid) invoice or debit note a remittance text can name by its 10-digit number. */
export type InvoiceInfo = {
  id: number;
  number: string;
  accountId: number;
  currency: string;
  /** What it asks (the amount evidence) and its dates (the date-window evidence), when known. */
  dueMinor?: number;
  issueDate?: string;
  dueDate?: string;
};

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
  /** IBANs a clerk's assignment taught: payer IBAN → the contracts it paid. */
  learned: Map<string, Set<number>>;
  /** Client-name words → contracts (built on first use: candidates by the payer's name). */
  byNameToken: Map<string, ContractInfo[]> | null;
};

/** An IBAN → contract link learned from a clerk's assignment (bank_iban_links). */
export type LearnedIban = { iban: string; accountId: number };

export function buildDirectory(
  rows: ContractInfo[],
  initialPaid: Iterable<number>,
  more: { invoices?: InvoiceInfo[]; partners?: PartnerInfo[]; learned?: LearnedIban[] } = {},
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
    learned: new Map(),
    byNameToken: null,
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
  for (const { iban, accountId } of more.learned ?? []) {
    const c = dir.byId.get(accountId);
    if (!c) continue;
    const set = dir.learned.get(iban) ?? new Set<number>();
    dir.learned.set(iban, set);
    set.add(accountId);
    if (c.clientIban !== iban) push(dir.byIban, iban, c);
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
  | {
      kind: 'invoice';
      invoice: InvoiceInfo;
      contract: ContractInfo;
      /** Every open invoice the text names, the first one above included: paid in this order. */
      invoices: { invoice: InvoiceInfo; contract: ContractInfo }[];
      by: 'invoice';
    }
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
  return { kind: 'distribute', contract: c, target, by };
}

/**
 * Matches a credit line: by an open invoice's number in the remittance text, then a contract
 * number, then a customer id, then a sale partner's number (SP-<id>), then the payer's IBAN among
 * the clients', then among the sale partners'. A reference to an unknown or closed contract or an
 * unknown partner fails (retry once mended); no reference and no known IBAN leaves the payment
 * undistributed.
 */
/**
 * The open invoices of the line's currency its numbers name, in the order written, each with its
 * (open) contract; none when a number names two (a person tells them apart) or a contract is closed.
 */
function invoicesNamed(numbers: string[], currency: string | undefined, dir: ContractDirectory) {
  const found: { invoice: InvoiceInfo; contract: ContractInfo }[] = [];
  for (const n of numbers) {
    const list = (dir.invoices.get(n) ?? []).filter(
      (i) => currency === undefined || i.currency === currency,
    );
    if (list.length > 1) return null;
    const invoice = list[0];
    if (!invoice) continue;
    const contract = dir.byId.get(invoice.accountId);
    if (!contract || !open(contract)) return null;
    found.push({ invoice, contract });
  }
  return found.length > 0 ? { ...found[0]!, invoices: found } : null;
}

export type MatchInput = {
  remittance: string;
  counterpartyIban: string | null;
  amountMinor: number;
  currency?: string;
  counterpartyName?: string | null;
  valueDate?: string;
};

/**
 * What booking an outcome uses up for the rest of the statement: an invoice is paid (or credited)
 * once, so a second line naming it is matched by its other references; an initial payment once.
 */
function commit(o: MatchOutcome, dir: ContractDirectory) {
  if (o.kind === 'invoice')
    for (const { invoice } of o.invoices) {
      const left = (dir.invoices.get(invoice.number) ?? []).filter((i) => i !== invoice);
      if (left.length > 0) dir.invoices.set(invoice.number, left);
      else dir.invoices.delete(invoice.number);
    }
  if (o.kind === 'distribute' && o.target === 'INITIAL_PAYMENT') dir.initialPaid.add(o.contract.id);
}

/** The rules alone (no score): the outcome, and what it uses up for the statement's next lines. */
export function matchLine(line: MatchInput, dir: ContractDirectory): MatchOutcome {
  const o = ruleMatch(line, findBankReferences(line.remittance), dir);
  commit(o, dir);
  return o;
}

function ruleMatch(line: MatchInput, refs: BankReferences, dir: ContractDirectory): MatchOutcome {
  // the most specific reference first: an open invoice's number (other 10-digit numbers are not ours)
  const named = invoicesNamed(refs.invoiceNumbers, line.currency, dir);
  if (named) return { kind: 'invoice', ...named, by: 'invoice' };
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

/** A candidate a line may pay, as a waiting line shows it (and as the suggestions column keeps it). */
export type Suggestion = {
  kind: 'CONTRACT' | 'INVOICE' | 'PARTNER';
  accountId: number | null;
  accountNumber: string | null;
  invoiceNumber: string | null;
  partnerId: number | null;
  name: string | null;
  score: number;
  evidence: MatchEvidence[];
};

/** An outcome with its score and evidence; a waiting (or failed) line with its best candidates. */
export type ScoredOutcome = {
  outcome: MatchOutcome;
  /** The score of the candidate booked, or of the best candidate of a waiting line; null: none. */
  score: number | null;
  evidence: MatchEvidence[];
  suggestions: Suggestion[];
};

const NAME_CANDIDATES = 50;

function contractsNamed(name: string | null | undefined, dir: ContractDirectory): ContractInfo[] {
  if (!name) return [];
  if (!dir.byNameToken) {
    dir.byNameToken = new Map();
    for (const c of dir.byId.values())
      for (const w of nameTokens(c.clientName ?? '')) {
        const list = dir.byNameToken.get(w);
        if (list) list.push(c);
        else dir.byNameToken.set(w, [c]);
      }
  }
  // the payer's rarest word narrows the clients; sameName decides
  const lists = nameTokens(name)
    .map((w) => dir.byNameToken!.get(w) ?? [])
    .filter((l) => l.length > 0)
    .sort((a, b) => a.length - b.length);
  return (lists[0] ?? [])
    .filter((c) => open(c) && sameName(name, c.clientName))
    .slice(0, NAME_CANDIDATES);
}

/** The evidence that a line pays contract `c` (through `invoice` when one is named). */
function contractEvidence(
  line: MatchInput,
  refs: BankReferences,
  c: ContractInfo,
  invoice: InvoiceInfo | null,
  dir: ContractDirectory,
): MatchEvidence[] {
  const found: MatchEvidence[] = [];
  if (invoice) found.push(evidence('reference', invoice.number));
  else if (refs.contractNumbers.includes(c.number)) found.push(evidence('reference', c.number));
  else if (c.customerId && refs.customerIds.includes(c.customerId))
    found.push(evidence('reference', c.customerId));
  const iban = line.counterpartyIban;
  if (iban && (c.clientIban === iban || dir.learned.get(iban)?.has(c.id)))
    found.push(evidence('iban', iban));
  if (invoice && dueOf(refs, line, dir, invoice) === line.amountMinor)
    found.push(evidence('amount', invoice.number));
  else if (targetFor(c, line.amountMinor, dir) === 'INITIAL_PAYMENT')
    found.push(evidence('amount', 'initialPayment'));
  if (sameName(line.counterpartyName, c.clientName))
    found.push(evidence('name', c.clientName ?? ''));
  if (invoice?.issueDate && invoice.dueDate && line.valueDate)
    if (inDateWindow(line.valueDate, invoice.issueDate, invoice.dueDate))
      found.push(evidence('dateWindow', invoice.number));
  return found;
}

/** What the invoices a line names ask together (the one given when it names only that). */
function dueOf(
  refs: BankReferences,
  line: MatchInput,
  dir: ContractDirectory,
  invoice: InvoiceInfo,
) {
  const all = invoicesNamed(refs.invoiceNumbers, line.currency, dir)?.invoices ?? [];
  const list = all.some((x) => x.invoice === invoice) ? all.map((x) => x.invoice) : [invoice];
  let sum = 0;
  for (const i of list) {
    if (i.dueMinor === undefined) return null;
    sum += i.dueMinor;
  }
  return sum;
}

function partnerEvidence(line: MatchInput, refs: BankReferences, p: PartnerInfo): MatchEvidence[] {
  const found: MatchEvidence[] = [];
  const number = `SP-${p.id}`;
  if (refs.partnerNumbers.includes(number)) found.push(evidence('reference', number));
  if (line.counterpartyIban && p.ibans.includes(line.counterpartyIban))
    found.push(evidence('iban', line.counterpartyIban));
  if (sameName(line.counterpartyName, p.name)) found.push(evidence('name', p.name));
  return found;
}

const suggestion = (
  s: Scored<{ contract?: ContractInfo; invoice?: InvoiceInfo; partner?: PartnerInfo }>,
): Suggestion => ({
  kind: s.candidate.partner ? 'PARTNER' : s.candidate.invoice ? 'INVOICE' : 'CONTRACT',
  accountId: s.candidate.contract?.id ?? null,
  accountNumber: s.candidate.contract?.number ?? null,
  invoiceNumber: s.candidate.invoice?.number ?? null,
  partnerId: s.candidate.partner?.id ?? null,
  name: s.candidate.partner?.name ?? s.candidate.contract?.clientName ?? null,
  score: s.score,
  evidence: s.evidence,
});

/**
 * Matches a credit line with a score (packages/domain bank-match): the rules above name a
 * candidate (an invoice, a contract, a sale partner); every candidate the line's references, IBAN
 * (on file or learned) and payer name point at is scored by its evidence. The rules' candidate
 * books when it reaches `threshold` and no other candidate scores higher; when the rules find
 * nothing, the best candidate books when it reaches the threshold alone. Otherwise the line waits
 * (undistributed) with its best candidates; a failed line keeps its failure and its candidates.
 */
export function scoreLine(
  line: MatchInput,
  dir: ContractDirectory,
  threshold: number,
): ScoredOutcome {
  const refs = findBankReferences(line.remittance);
  const rule = ruleMatch(line, refs, dir);
  type Candidate = { contract?: ContractInfo; invoice?: InvoiceInfo; partner?: PartnerInfo };
  const scored: Scored<Candidate>[] = [];
  const seen = new Set<string>();
  const addContract = (c: ContractInfo | undefined, invoice: InvoiceInfo | null = null) => {
    if (!c || !open(c)) return;
    const key = invoice ? `I${invoice.id}` : `C${c.id}`;
    if (seen.has(key)) return;
    seen.add(key);
    const found = contractEvidence(line, refs, c, invoice, dir);
    if (found.length > 0)
      scored.push({
        candidate: invoice ? { contract: c, invoice } : { contract: c },
        score: matchScore(found),
        evidence: found,
      });
  };
  const addPartner = (p: PartnerInfo | undefined) => {
    if (!p || seen.has(`P${p.id}`)) return;
    seen.add(`P${p.id}`);
    const found = partnerEvidence(line, refs, p);
    if (found.length > 0)
      scored.push({ candidate: { partner: p }, score: matchScore(found), evidence: found });
  };
  if (rule.kind === 'invoice') addContract(rule.contract, rule.invoice);
  // the other invoices a booking pays with the first are part of it, not rivals
  const together = new Set(rule.kind === 'invoice' ? rule.invoices.map((x) => x.invoice) : []);
  for (const n of refs.invoiceNumbers)
    for (const i of dir.invoices.get(n) ?? [])
      if ((line.currency === undefined || i.currency === line.currency) && !together.has(i))
        addContract(dir.byId.get(i.accountId), i);
  for (const n of refs.contractNumbers) addContract(dir.byNumber.get(n));
  for (const id of refs.customerIds) for (const c of dir.byCustomerId.get(id) ?? []) addContract(c);
  for (const n of refs.partnerNumbers) addPartner(dir.partners.get(Number(n.slice(3))));
  if (line.counterpartyIban) {
    for (const c of dir.byIban.get(line.counterpartyIban) ?? []) addContract(c);
    for (const p of dir.partnersByIban.get(line.counterpartyIban) ?? []) addPartner(p);
  }
  for (const c of contractsNamed(line.counterpartyName, dir)) addContract(c);
  const ranked = rankCandidates(scored);
  const waiting = (outcome: MatchOutcome): ScoredOutcome => ({
    outcome,
    score: ranked[0]?.score ?? null,
    evidence: [],
    suggestions: ranked.slice(0, SUGGESTIONS_SHOWN).map(suggestion),
  });
  const booked = (outcome: MatchOutcome, s: Scored<Candidate>): ScoredOutcome => {
    commit(outcome, dir);
    return { outcome, score: s.score, evidence: s.evidence, suggestions: [] };
  };

  if (rule.kind === 'failed') return waiting(rule);
  if (rule.kind !== 'undistributed') {
    const mine = ranked.find((s) =>
      rule.kind === 'partner'
        ? s.candidate.partner?.id === rule.partner.id
        : rule.kind === 'invoice'
          ? s.candidate.invoice?.id === rule.invoice.id
          : s.candidate.contract?.id === rule.contract.id && !s.candidate.invoice,
    );
    const better = ranked.some((s) => mine && s !== mine && s.score > mine.score);
    if (mine && mine.score >= threshold && !better) return booked(rule, mine);
    return waiting({ kind: 'undistributed' });
  }
  const best = autoBookable(ranked, threshold);
  const c = best?.candidate.contract;
  if (best && c && !best.candidate.invoice && !best.candidate.partner) {
    const outcome = decide(c, line.amountMinor, dir, 'score');
    if (outcome.kind === 'distribute') return booked(outcome, best);
  }
  return waiting({ kind: 'undistributed' });
}
