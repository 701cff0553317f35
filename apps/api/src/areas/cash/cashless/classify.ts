import type { BookedTarget } from '@savdo/shared/schemas/cashless';
import { foldScript } from './fold.ts';

/** A keyword (folded) and what it books to. */
export interface KeywordRule {
  keyword: string;
  targetId: number;
}

/** Everything classification reads, loaded once per import. */
export interface ClassifyRules {
  /** Our accounts: account digits → firm_account_number id. */
  ownAccounts: ReadonlyMap<string, number>;
  /** Supplier unique codes (folded) → supplier id. */
  supplierCodes: readonly KeywordRule[];
  /** Supplier STIR → supplier id. */
  supplierStirs: ReadonlyMap<string, number>;
  /** Income-type conditions: keyword → income type. */
  incomeKeywords: readonly KeywordRule[];
  /** Expenditure conditions: keyword → cost item. */
  expenseKeywords: readonly KeywordRule[];
}

export interface ClassifiableRow {
  accountId: number;
  direction: 'IN' | 'OUT';
  counterpartyAccount: string | null;
  counterpartyInn: string | null;
  purpose: string | null;
}

export interface Classification {
  target: BookedTarget;
  targetId: number;
}

/** Longest keyword first (the most specific wins), then the oldest rule. */
export function keywordRules(rows: readonly { keyword: string; target_id: number }[]): KeywordRule[] {
  return rows
    .map((r) => ({ keyword: foldScript(r.keyword), targetId: Number(r.target_id) }))
    .filter((r) => r.keyword !== '')
    .sort((a, b) => b.keyword.length - a.keyword.length || a.targetId - b.targetId);
}

const firstMatch = (purpose: string, rules: readonly KeywordRule[]) =>
  rules.find((r) => purpose.includes(r.keyword));

/**
 * What a statement row is booked to by the reference rules, or null
 * (undirected): a counterparty account of ours is an internal transfer; a
 * supplier's unique code in the purpose (or, for money out, the supplier's
 * STIR as the payee) is a supplier transfer or refund; then money in by the
 * income-type conditions, money out by the expenditure conditions. Purposes
 * and keywords compare folded (`foldScript`): case, script and apostrophes
 * do not matter.
 */
export function classifyRow(row: ClassifiableRow, rules: ClassifyRules): Classification | null {
  const own = row.counterpartyAccount ? rules.ownAccounts.get(row.counterpartyAccount) : undefined;
  if (own !== undefined && own !== row.accountId) return { target: 'INTERNAL', targetId: own };
  const purpose = foldScript(row.purpose ?? '');
  const code = firstMatch(purpose, rules.supplierCodes);
  if (code) return { target: 'SUPPLIER', targetId: code.targetId };
  if (row.direction === 'OUT' && row.counterpartyInn) {
    const supplier = rules.supplierStirs.get(row.counterpartyInn);
    if (supplier !== undefined) return { target: 'SUPPLIER', targetId: supplier };
  }
  const keyword = firstMatch(purpose, row.direction === 'IN' ? rules.incomeKeywords : rules.expenseKeywords);
  if (keyword) return { target: row.direction === 'IN' ? 'INCOME' : 'EXPENSE', targetId: keyword.targetId };
  return null;
}
