import { BANK_TARGETS, type BankTarget, type CompanyAccount } from '@savdo/shared/schemas/cashless';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';

/** What a classify dialog searches: one kind of target by name, 50 at most. */
export const targetOptionsQuery = z.object({
  target: z.enum(
    BANK_TARGETS.filter((t) => t !== 'UNDIRECTED' && t !== 'WRONG') as [BankTarget, ...BankTarget[]],
    {
      error: 'validation.required',
    },
  ),
  search: z.string().trim().max(100, { error: 'validation.max' }).optional(),
});

const TABLES: Partial<Record<BankTarget, { table: string; title: ReturnType<typeof sql> }>> = {
  SUPPLIER: { table: 'suppliers', title: sql`name` },
  EXPENSE: { table: 'cost_items', title: sql`name` },
  INCOME: { table: 'bank_input_types', title: sql`name` },
  CASHBOX: { table: 'cashboxes', title: sql`name` },
  INTERNAL: { table: 'firm_account_numbers', title: sql`name || ' (' || account || ', ' || currency || ')'` },
  CLIENT: { table: 'clients', title: sql`full_name || coalesce(' (' || pinfl || ')', '')` },
  FOND: { table: 'fonds', title: sql`name || ' (' || stir || ')'` },
  PAYMENT_TYPE: { table: 'payment_types', title: sql`name` },
};

/** Active records of a target kind whose title contains the search text. */
export async function targetOptions(db: Db, q: z.infer<typeof targetOptionsQuery>) {
  const spec = TABLES[q.target];
  if (!spec) return [];
  const like = `%${(q.search ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db.execute<{ id: number; name: string }>(sql`select id, ${spec.title} as name
    from ${sql.identifier(spec.table)} where active and ${spec.title} ilike ${like}
    order by name, id limit 50`);
  return rows.rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

/** The company's active accounts (for the account filter and the import dialog). */
export async function companyAccounts(db: Db): Promise<CompanyAccount[]> {
  const rows = await db.execute<{
    id: number;
    name: string;
    account: string;
    currency: CompanyAccount['currency'];
    firm_name: string | null;
  }>(
    sql`select f.id, f.name, f.account, f.currency, fi.name as firm_name from firm_account_numbers f
      left join firms fi on fi.id = f.firm_id where f.active order by fi.name nulls last, f.name, f.id`,
  );
  return rows.rows.map((r) => ({ ...r, id: Number(r.id) }));
}
