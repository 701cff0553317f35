import { fromMinor, toMinor } from '@savdo/shared/money';
import type { SupplierDebtRow } from '@savdo/shared/schemas';
import type { Currency } from './api.ts';

export interface DebtSummary {
  rows: { supplier_id: number; supplier_name: string; UZS: string; USD: string }[];
  total: Record<Currency, string>;
}

/** One row per supplier with its debt in each currency, and exact totals (bigint minor units). */
export function pivotDebts(debts: readonly SupplierDebtRow[]): DebtSummary {
  const bySupplier = new Map<
    number,
    { supplier_id: number; supplier_name: string; UZS: bigint; USD: bigint }
  >();
  const total: Record<Currency, bigint> = { UZS: 0n, USD: 0n };
  for (const debt of debts) {
    const row = bySupplier.get(debt.supplier_id) ?? {
      supplier_id: debt.supplier_id,
      supplier_name: debt.supplier_name,
      UZS: 0n,
      USD: 0n,
    };
    const amount = toMinor(debt.debt);
    row[debt.currency] += amount;
    total[debt.currency] += amount;
    bySupplier.set(debt.supplier_id, row);
  }
  return {
    rows: [...bySupplier.values()].map((row) => ({
      ...row,
      UZS: fromMinor(row.UZS),
      USD: fromMinor(row.USD),
    })),
    total: { UZS: fromMinor(total.UZS), USD: fromMinor(total.USD) },
  };
}
