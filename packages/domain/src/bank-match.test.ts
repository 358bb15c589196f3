import { describe, expect, it } from 'vitest';
import {
  autoBookable,
  evidence,
  inDateWindow,
  matchScore,
  rankCandidates,
  sameName,
} from './bank-match';

describe('bank match score', () => {
  it('sums the evidence, each kind once, at most 100', () => {
    expect(matchScore([evidence('reference', 'A00000001')])).toBe(60);
    expect(matchScore([evidence('amount', 'x'), evidence('name', 'y')])).toBe(40);
    expect(matchScore([evidence('name', 'a'), evidence('name', 'b')])).toBe(20);
    expect(
      matchScore([evidence('reference', 'r'), evidence('iban', 'i'), evidence('amount', 'a')]),
    ).toBe(100);
    expect(matchScore([])).toBe(0);
  });

  it("tells a payer's name is the client's across scripts and legal forms", () => {
    expect(sameName('TRANS LOGISTIK EOOD', 'Транс Логистик ЕООД')).toBe(true);
    expect(sameName('IVANOV IVAN PETROV', 'Иван Петров Иванов')).toBe(true);
    expect(sameName('Ivan Petrov', 'Георги Иванов')).toBe(false);
    expect(sameName('EOOD', 'ЕООД')).toBe(false);
    expect(sameName(null, 'Иван')).toBe(false);
  });

  it('counts a value date from the invoice date to 30 days after its due date', () => {
    expect(inDateWindow('2026-11-10', '2026-11-01', '2026-11-01')).toBe(true);
    expect(inDateWindow('2026-12-01', '2026-11-01', '2026-11-01')).toBe(true);
    expect(inDateWindow('2026-12-02', '2026-11-01', '2026-11-01')).toBe(false);
    expect(inDateWindow('2026-10-31', '2026-11-01', '2026-11-01')).toBe(false);
  });

  it('books the best candidate only at the threshold and when no other is as good', () => {
    const c = (name: string, score: number) => ({ candidate: name, score, evidence: [] });
    const ranked = rankCandidates([c('a', 40), c('b', 80), c('c', 60)]);
    expect(ranked.map((r) => r.candidate)).toEqual(['b', 'c', 'a']);
    expect(autoBookable(ranked, 60)?.candidate).toBe('b');
    expect(autoBookable(ranked, 90)).toBeNull();
    expect(autoBookable(rankCandidates([c('a', 60), c('b', 60)]), 60)).toBeNull();
    expect(autoBookable([], 60)).toBeNull();
  });
});
