import type {
  EarningSource,
  InstallationAssignInput,
  InstallationDoneInput,
  InstallationReassignInput,
  InstallationRefuseInput,
  InstallationRow,
  InstallationSource,
} from '@savdo/shared/schemas/installation';
import { type SQL, sql } from 'drizzle-orm';
import { businessToday } from '../../../platform/clock/business-today.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { AppError, conflict, FieldErrors, notFound } from '../../../platform/http/errors.ts';
import { getInstallation } from './queries.ts';

/** The sold line behind a job: its sale, client, product and the client's address. */
type SoldLine = {
  sale_id: string;
  sale_number: string;
  branch_id: number;
  client_id: string | null;
  product_id: number;
  address: string | null;
};

const ADDRESS = sql`nullif(concat_ws(', ', p.name, r.name, vl.name, cl.street), '')`;
const ADDRESS_JOINS = sql`left join clients cl on cl.id = s.client_id
  left join provinces p on p.id = cl.province_id left join regions r on r.id = cl.region_id
  left join villages vl on vl.id = cl.village_id`;

/** A line of a signed contract or a paid cash trade marked for installation (400 naming `line_id` otherwise). */
async function soldLine(tx: DbOrTx, source: InstallationSource, lineId: number): Promise<SoldLine> {
  const rows =
    source === 'CONTRACT'
      ? await tx.execute<SoldLine>(sql`select s.id as sale_id, s.number as sale_number, s.branch_id, s.client_id,
          i.product_id, ${ADDRESS} as address
        from contract_items i join contracts s on s.id = i.contract_id ${ADDRESS_JOINS}
        where i.id = ${lineId} and i.needs_installation and s.status in ('ACTIVE', 'CLOSED')`)
      : await tx.execute<SoldLine>(sql`select s.id as sale_id, s.number as sale_number, s.branch_id, s.client_id,
          i.product_id, ${ADDRESS} as address
        from cash_trade_items i join cash_trades s on s.id = i.trade_id ${ADDRESS_JOINS}
        where i.id = ${lineId} and i.needs_installation and s.status = 'PAID'`);
  const line = rows.rows[0];
  if (!line) throw new FieldErrors([{ field: 'line_id', key: 'validation.invalid' }]);
  return line;
}

/** An active master (400 naming `master_id` otherwise); their rate per job, UZS minor units. */
export async function masterOf(tx: DbOrTx, masterId: number): Promise<{ name: string; rate: bigint }> {
  const rows = await tx.execute<{ name: string; rate: string | null }>(
    sql`select name, rate from installation_masters where id = ${masterId} and active`,
  );
  const row = rows.rows[0];
  if (!row) throw new FieldErrors([{ field: 'master_id', key: 'validation.invalid' }]);
  return { name: row.name, rate: BigInt(row.rate ?? 0) };
}

/** specifying-install: a master and a date for a sold line (409 when the line already has a job). */
export async function assignInstallation(db: Db, input: InstallationAssignInput, userId: number) {
  const id = await db.transaction(async (tx) => {
    const line = await soldLine(tx, input.source, input.line_id);
    await masterOf(tx, input.master_id);
    const rows = await tx.execute<{ id: string }>(sql`insert into installations
        (source, line_id, sale_id, sale_number, branch_id, client_id, product_id, address, status, master_id,
         install_date, comment, created_by, updated_by)
      values (${input.source}, ${input.line_id}, ${line.sale_id}, ${line.sale_number}, ${line.branch_id},
        ${line.client_id}, ${line.product_id}, ${line.address}, 'ASSIGNED', ${input.master_id},
        ${input.install_date}, ${input.comment ?? null}, ${userId}, ${userId})
      on conflict (source, line_id) do nothing returning id`);
    const row = rows.rows[0];
    if (!row) throw conflict('installation.errors.alreadyAssigned');
    return Number(row.id);
  });
  return getInstallation(db, id);
}

type JobStatus = InstallationRow['status'];

/** Locks a job, checks its version and that it may take the step (409 naming its status otherwise). */
async function lockJob(tx: DbOrTx, id: number, version: number, from: readonly JobStatus[]) {
  const rows = await tx.execute<{
    status: JobStatus;
    version: number;
    master_id: number;
    product_id: number;
  }>(sql`select status, version, master_id, product_id from installations where id = ${id} for update`);
  const job = rows.rows[0];
  if (!job) throw notFound();
  if (job.version !== version) throw new AppError(409, 'errors.staleDocument');
  if (!from.includes(job.status)) {
    throw conflict('installation.errors.wrongStatus', { status: job.status });
  }
  return job;
}

/** Changes a job's row in its own transaction after `lockJob`; answers the job as the lists show it. */
async function step(
  db: Db,
  id: number,
  version: number,
  from: readonly JobStatus[],
  change: (tx: DbOrTx, job: { master_id: number; product_id: number }) => Promise<SQL>,
  userId: number,
) {
  await db.transaction(async (tx) => {
    const job = await lockJob(tx, id, version, from);
    const set = await change(tx, job);
    await tx.execute(sql`update installations set ${set}, version = version + 1, updated_by = ${userId},
      updated_at = now() where id = ${id}`);
  });
  return getInstallation(db, id);
}

/** specifying-install: another master or date, while the job is not done. */
export const reassignInstallation = (db: Db, id: number, input: InstallationReassignInput, userId: number) =>
  step(
    db,
    id,
    input.version,
    ['ASSIGNED', 'EXAMINE'],
    async (tx) => {
      await masterOf(tx, input.master_id);
      return sql`master_id = ${input.master_id}, install_date = ${input.install_date}, status = 'ASSIGNED'`;
    },
    userId,
  );

/** install-products: the master looked at the place and comes back (EXAMINE). */
export const examineInstallation = (db: Db, id: number, input: InstallationDoneInput, userId: number) =>
  step(
    db,
    id,
    input.version,
    ['ASSIGNED'],
    async () => sql`status = 'EXAMINE', comment = coalesce(${input.comment ?? null}, comment)`,
    userId,
  );

/**
 * The rate of installing a product now, UZS minor units, and where it came
 * from: the product's active rate, else the active rate of its category or
 * of the nearest parent category that has one, else the master's own rate.
 */
export async function rateFor(
  tx: DbOrTx,
  productId: number,
  masterId: number,
): Promise<{ amount: bigint; source: EarningSource }> {
  const rows = await tx.execute<{ amount: string; source: EarningSource }>(sql`with recursive tree as (
      select c.id, c.parent_id, 1 as depth from products p join product_categories c on c.id = p.product_category_id
        where p.id = ${productId}
      union all
      select c.id, c.parent_id, tree.depth + 1 from tree join product_categories c on c.id = tree.parent_id
        where tree.depth < 50
    )
    select amount, 'PRODUCT' as source, 0 as depth from installation_rates where product_id = ${productId} and active
    union all
    select r.amount, 'CATEGORY', tree.depth from tree
      join installation_rates r on r.product_category_id = tree.id and r.active
    order by depth limit 1`);
  const found = rows.rows[0];
  if (found) return { amount: BigInt(found.amount), source: found.source };
  const { rate } = await masterOf(tx, masterId);
  return { amount: rate, source: 'MASTER' };
}

/** install-products: installed; the earning frozen from the rate in force now (`rateFor`). Never in the future. */
export const completeInstallation = (db: Db, id: number, input: InstallationDoneInput, userId: number) =>
  step(
    db,
    id,
    input.version,
    ['ASSIGNED', 'EXAMINE'],
    async (tx, job) => {
      const today = await businessToday(tx);
      const date = input.date ?? today;
      if (date > today) throw new FieldErrors([{ field: 'date', key: 'money.errors.futureDate' }]);
      const rate = await rateFor(tx, job.product_id, job.master_id);
      return sql`status = 'INSTALLED', installed_on = ${date}, earning = ${rate.amount},
        earning_source = ${rate.source},
        comment = coalesce(${input.comment ?? null}, comment)`;
    },
    userId,
  );

/** install-products: the client refused; the reason is kept, nothing is earned. */
export const refuseInstallation = (db: Db, id: number, input: InstallationRefuseInput, userId: number) =>
  step(
    db,
    id,
    input.version,
    ['ASSIGNED', 'EXAMINE'],
    async () => sql`status = 'REFUSED', reason = ${input.reason}`,
    userId,
  );
