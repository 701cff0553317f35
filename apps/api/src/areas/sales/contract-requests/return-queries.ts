import type { ContractStatus } from '@savdo/shared/contracts';
import { type Currency, fromMinor } from '@savdo/shared/money';
import { fromMilli } from '@savdo/shared/quantity';
import type {
  ContractReturnRow,
  RefundTarget,
  RequestQuery,
  RequestStatus,
  ReturnableItem,
} from '@savdo/shared/schemas/contract-requests';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { requestPage } from './request-page.ts';

/** Reading contract returns: one with its lines, a page of them, and what of a contract may still come back. */

const SELECT = sql`select r.id, r.status, r.business_date::text as business_date, r.contract_id,
    c.number as contract_number, c.status as contract_status, b.prefix as branch_prefix,
    cl.full_name as client_name, c.currency, r.warehouse_id, w.name as warehouse_name, r.reason_id,
    rr.name as reason_name, r.comment, r.refund_to, r.cashbox_id, cb.name as cashbox_name, r.value,
    r.debt_reduction, r.refund, du.full_name as decided_by_name, r.decided_at::text as decided_at,
    r.decision_reason, u.full_name as created_by_name,
    (select coalesce(json_agg(json_build_object('contract_item_id', ri.contract_item_id, 'product_id', ri.product_id,
        'product_name', p.name, 'quantity', ri.quantity::text, 'cost_uzs', ri.cost_uzs::text,
        'serials', coalesce(ri.serials, '{}')) order by ri.id), '[]'::json)
      from contract_return_items ri left join products p on p.id = ri.product_id where ri.return_id = r.id) as items
  from contract_returns r
  join contracts c on c.id = r.contract_id
  join clients cl on cl.id = c.client_id
  left join branches b on b.id = c.branch_id
  left join warehouses w on w.id = r.warehouse_id
  left join product_return_reasons rr on rr.id = r.reason_id
  left join cashboxes cb on cb.id = r.cashbox_id
  left join users du on du.id = r.decided_by
  left join users u on u.id = r.created_by`;

interface RawItem {
  contract_item_id: number;
  product_id: number;
  product_name: string | null;
  quantity: string;
  cost_uzs: string;
  serials: string[];
}

type Raw = Record<Exclude<keyof ContractReturnRow, 'items'>, string | null> & { items: RawItem[] };

const num = (v: string | null) => (v === null ? null : Number(v));

const present = (r: Raw): ContractReturnRow => ({
  id: Number(r.id),
  status: r.status as RequestStatus,
  business_date: r.business_date ?? '',
  contract_id: Number(r.contract_id),
  contract_number: Number(r.contract_number),
  contract_status: r.contract_status as ContractStatus,
  branch_prefix: r.branch_prefix,
  client_name: r.client_name ?? '',
  currency: r.currency as Currency,
  warehouse_id: Number(r.warehouse_id),
  warehouse_name: r.warehouse_name,
  reason_id: Number(r.reason_id),
  reason_name: r.reason_name,
  comment: r.comment,
  refund_to: r.refund_to as RefundTarget,
  cashbox_id: num(r.cashbox_id),
  cashbox_name: r.cashbox_name,
  value: fromMinor(BigInt(r.value ?? 0)),
  debt_reduction: fromMinor(BigInt(r.debt_reduction ?? 0)),
  refund: fromMinor(BigInt(r.refund ?? 0)),
  items: r.items.map((i) => ({
    contract_item_id: Number(i.contract_item_id),
    product_id: Number(i.product_id),
    product_name: i.product_name,
    quantity: fromMilli(BigInt(i.quantity)),
    cost_uzs: fromMinor(BigInt(i.cost_uzs)),
    serials: i.serials,
  })),
  decided_by_name: r.decided_by_name,
  decided_at: r.decided_at,
  decision_reason: r.decision_reason,
  created_by_name: r.created_by_name,
});

export async function getReturn(db: DbOrTx, id: number): Promise<ContractReturnRow> {
  const rows = await db.execute<Raw>(sql`${SELECT} where r.id = ${id}`);
  const row = rows.rows[0];
  if (!row) throw notFound();
  return present(row);
}

/** A page of returns, newest first, by status, branch, contract and period (each on an index with the id). */
export function listReturns(db: Db, q: RequestQuery) {
  return requestPage<Raw, ContractReturnRow>(db, q, {
    select: SELECT,
    table: sql`contract_returns`,
    first: sql`true`,
    present,
  });
}

/** A contract's goods lines with what may still come back: released, less returned, less asked in waiting returns. */
export async function returnableItems(db: Db, contractId: number): Promise<ReturnableItem[]> {
  const rows = await db.execute<{
    id: string;
    product_id: number;
    product_name: string | null;
    is_serial: boolean | null;
    quantity: string;
    released: string;
    returned: string;
    waiting: string;
  }>(sql`select i.id, i.product_id, p.name as product_name, p.is_serial, i.quantity, i.released, i.returned,
      coalesce((select sum(ri.quantity) from contract_return_items ri join contract_returns r on r.id = ri.return_id
        where ri.contract_item_id = i.id and r.status = 'CREATED'), 0) as waiting
    from contract_items i left join products p on p.id = i.product_id
    where i.contract_id = ${contractId} order by i.id`);
  return rows.rows.map((r) => {
    const free = BigInt(r.released) - BigInt(r.returned) - BigInt(r.waiting);
    return {
      contract_item_id: Number(r.id),
      product_id: r.product_id,
      product_name: r.product_name,
      is_serial: r.is_serial ?? false,
      quantity: fromMilli(BigInt(r.quantity)),
      released: fromMilli(BigInt(r.released)),
      returned: fromMilli(BigInt(r.returned)),
      returnable: fromMilli(free < 0n ? 0n : free),
    };
  });
}
