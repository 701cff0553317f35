import { type Calculation, type CalculatorItem, calculateContract } from '@savdo/shared/contracts';
import type { Currency } from '@savdo/shared/money';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { nextNumber } from '../../../platform/db/counters.ts';
import { conflict } from '../../../platform/http/errors.ts';

/** A contract to create: its goods, terms and people (the calculation follows from them). */
export interface ContractDraft {
  branchId: number;
  clientId: number;
  orderId?: number | null | undefined;
  currency: Currency;
  tariffId: number;
  months: number;
  markupPercent: string;
  additionalMarkupPercent: string;
  contractDate: string;
  paymentDay?: number | null | undefined;
  items: readonly (CalculatorItem & { productId: number })[];
  prepayment: bigint;
  /** Minor units of the contract's currency. */
  rounding: bigint;
  byProduct: boolean;
  /** UZS per USD on the contract date (a USD contract). */
  rate?: string | null | undefined;
  responsibleId?: number | null | undefined;
  requisiteId?: number | null | undefined;
  comment?: string | null | undefined;
}

/**
 * 409 when the debt is too small for the term: even without rounding an
 * instalment would be 0 (the calculator lowers a coarse step by itself).
 */
export function assertInstalments(c: Calculation): void {
  if (c.note === 'debtTooSmall') throw conflict('contracts.errors.debtTooSmall', { months: c.months });
}

/**
 * Creates a contract (CREATED) with the calculator's figures, its goods and
 * its schedule (row 0 the prepayment), numbered per branch, and a CREATE
 * event (naming the step asked when the calculator lowered it); its rest is
 * the whole schedule. In the caller's transaction. 409 when the debt is too
 * small for the term.
 */
export async function createContract(
  tx: DbOrTx,
  draft: ContractDraft,
  userId: number,
): Promise<{ id: number; number: number; calculation: Calculation }> {
  const c = calculateContract({ ...draft, items: draft.items });
  assertInstalments(c);
  const event = {
    order_id: draft.orderId ?? null,
    ...(c.note === 'roundingLowered' ? { rounding_asked: c.roundingAsked.toString() } : {}),
  };
  const number = await nextNumber(tx, draft.branchId, 'CONTRACT');
  const rest = c.schedule.reduce((s, r) => s + r.amount, 0n);
  const next = c.schedule.find((r) => r.amount > 0n)?.dueDate ?? null;
  const inserted = await tx.execute<{ id: string }>(sql`insert into contracts
      (number, branch_id, client_id, order_id, currency, tariff_id, months, markup_percent, additional_markup_percent,
       contract_date, payment_day, price, discount, prepayment, financed, markup_amount, debt, monthly, rounding,
       rest, next_due_date, rate, responsible_id, requisite_id, comment, created_by)
    values (${number}, ${draft.branchId}, ${draft.clientId}, ${draft.orderId ?? null}, ${draft.currency},
      ${draft.tariffId}, ${draft.months}, ${draft.markupPercent}, ${draft.additionalMarkupPercent},
      ${draft.contractDate}, ${c.paymentDay}, ${c.price}, ${c.discount}, ${c.prepayment}, ${c.financed}, ${c.markup},
      ${c.debt}, ${c.monthly}, ${c.rounding}, ${rest}, ${next}, ${draft.rate ?? null}, ${draft.responsibleId ?? null},
      ${draft.requisiteId ?? null}, ${draft.comment ?? null}, ${userId})
    returning id`);
  const id = Number(inserted.rows[0]?.id);
  const items = draft.items.map(
    (i) => sql`(${id}, ${i.productId}, ${i.quantity}::bigint, ${i.unitPrice}::bigint, ${i.discount}::bigint)`,
  );
  const rows = c.schedule.map(
    (r) => sql`(${id}, ${r.n}::smallint, ${r.dueDate}::date, ${r.amount}::bigint, ${r.markup}::bigint)`,
  );
  await tx.execute(sql`with items as (
      insert into contract_items (contract_id, product_id, quantity, price, discount) values ${sql.join(items, sql`, `)}
    ), schedule as (
      insert into contract_schedule (contract_id, n, due_date, amount, markup) values ${sql.join(rows, sql`, `)}
    )
    insert into contract_events (contract_id, event, to_status, business_date, data, created_by)
    values (${id}, 'CREATE', 'CREATED', ${draft.contractDate},
      ${JSON.stringify(event)}::jsonb, ${userId})`);
  // lines of products that are installed by a master wait for one (installation, issue 12)
  await tx.execute(sql`update contract_items i set needs_installation = true from products p
    where i.contract_id = ${id} and p.id = i.product_id and p.needs_installation`);
  return { id, number, calculation: c };
}
