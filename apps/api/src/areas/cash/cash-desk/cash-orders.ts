import { PassThrough } from 'node:stream';
import { type Language, translate } from '@savdo/shared/i18n';
import { type Currency, fromMinor } from '@savdo/shared/money';
import { checkRule } from '@savdo/shared/rules';
import { type CashOperationQuery, cashOperationRule } from '@savdo/shared/schemas/money';
import { type SQL, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { StoredLine } from '../../../ledgers/money/lines.ts';
import type { Actor } from '../../../platform/actor/actor.ts';
import type { Db } from '../../../platform/db/client.ts';
import { AppError, forbidden } from '../../../platform/http/errors.ts';
import { settingValue } from '../../../platform/settings/settings.ts';
import type { CashOrderHalf, PrintableCashOrder } from './print.ts';
import { getOperation, journalRows, journalWhere } from './queries.ts';

/**
 * Who may print an operation's cash order: a holder of its type's `.print`
 * (any status), or of `all_receipt.show` for an approved one; in a cashbox
 * of the actor's unless `cashbox.all` or `cashbox_all_operations.show`.
 */
function assertMayPrint(
  op: { type: Parameters<typeof cashOperationRule>[0]; status: string },
  responsible: number | null,
  actor: Actor,
): void {
  const object = cashOperationRule(op.type);
  const byType = object !== undefined && checkRule(`${object}.print`, actor.rules);
  const byReceipts = op.status === 'APPROVED' && checkRule('all_receipt.show', actor.rules);
  if (!byType && !byReceipts) throw forbidden();
  const everywhere = checkRule('cashbox.all|cashbox_all_operations.show', actor.rules);
  if (!everywhere && responsible !== actor.userId) throw new AppError(403, 'money.errors.notYourCashbox');
}

/** The cash an operation moves in its cashbox: one receipt or expense order per cashbox line. */
export function halvesOf(lines: readonly StoredLine[]): CashOrderHalf[] {
  return lines
    .filter((l) => l.kind === 'cashbox')
    .map((l) => {
      const minor = BigInt(l.amount);
      return {
        direction: minor > 0n ? ('in' as const) : ('out' as const),
        amount: fromMinor(minor < 0n ? -minor : minor),
        currency: l.currency as Currency,
      };
    });
}

/** An operation ready to print as its cash order(s), after checking the actor may print it (404 first). */
export async function printableOrder(
  db: Db,
  id: number,
  actor: Actor,
  lang: Language,
): Promise<PrintableCashOrder> {
  const { op, order, responsible } = await readPrintable(db, id, lang);
  assertMayPrint(op, responsible, actor);
  return order;
}

/**
 * An operation as its cash order(s), and its cashbox's cashier, unchecked:
 * the caller decides who may print it (404 when there is no such operation).
 */
export async function readPrintable(db: Db, id: number, lang: Language) {
  const op = await getOperation(db, id);
  const extra = await db.execute<{ lines: StoredLine[]; responsible_id: number | null }>(sql`select o.lines,
      c.responsible_id from money_operations o left join cashboxes c on c.id = o.cashbox_id where o.id = ${id}`);
  const row = extra.rows[0];
  const order: PrintableCashOrder = {
    number: op.id,
    date: op.business_date,
    organisation: await settingValue<string>(db, 'company_name'),
    branch: op.branch_name,
    cashbox: op.cashbox_name,
    operation: translate(lang, `money.types.${op.type}`),
    counterpart: op.counterpart_name,
    comment: op.comment,
    cashier: op.created_by_name,
    approver: op.approved_by_name,
    status: translate(lang, `money.statuses.${op.status}`),
    rate: op.rate,
    halves: halvesOf(row?.lines ?? []),
  };
  return { op, order, responsible: row?.responsible_id ?? null };
}

/** Rows an export holds at most (like the engine's lists): a wider filter is refused with 400. */
export const OPERATIONS_EXPORT_CAP = 50_000;
const BATCH = 1_000;

/**
 * The journal under the list's filters and scope as an .xlsx stream: the
 * rows are read in batches by (date, id) keyset and written row by row by
 * exceljs' streaming writer, so memory stays flat up to the cap. Refused
 * (400 `errors.exportTooLarge`) past `OPERATIONS_EXPORT_CAP` rows.
 */
export async function exportOperations(db: Db, q: CashOperationQuery, actor: Actor, lang: Language) {
  const where = journalWhere(q, actor);
  const counted = await db.execute<{ n: string }>(sql`select count(*) as n from
    (select 1 from money_operations o where ${where} limit ${OPERATIONS_EXPORT_CAP + 1}) t`);
  if (Number(counted.rows[0]?.n ?? 0) > OPERATIONS_EXPORT_CAP) {
    throw new AppError(400, 'errors.exportTooLarge', { n: OPERATIONS_EXPORT_CAP });
  }
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(translate(lang, 'money.operations.sheet').slice(0, 31));
  const h = (key: string) => translate(lang, `money.operations.${key}`);
  sheet.columns = [
    { header: h('number'), key: 'id', width: 10 },
    { header: h('date'), key: 'date', width: 12 },
    { header: h('type'), key: 'type', width: 26 },
    { header: h('branch'), key: 'branch', width: 20 },
    { header: h('cashbox'), key: 'cashbox', width: 24 },
    { header: h('amount'), key: 'amount', width: 18, style: { numFmt: '#,##0.00' } },
    { header: h('currency'), key: 'currency', width: 8 },
    { header: h('rate'), key: 'rate', width: 12 },
    { header: h('counterpart'), key: 'counterpart', width: 28 },
    { header: h('comment'), key: 'comment', width: 32 },
    { header: h('status'), key: 'status', width: 14 },
    { header: h('createdBy'), key: 'created', width: 20 },
    { header: h('approvedBy'), key: 'approved', width: 20 },
  ];
  const write = async () => {
    let after: SQL | undefined;
    for (;;) {
      const rows = await journalRows(db, after ? sql`${where} and ${after}` : where, BATCH, 0);
      for (const r of rows) {
        sheet
          .addRow({
            id: r.id,
            date: r.business_date,
            type: translate(lang, `money.types.${r.type}`),
            branch: r.branch_name,
            cashbox: r.cashbox_name,
            // exact decimal text shown as a number (2 fraction digits fit a double exactly enough to display)
            amount: Number(r.amount),
            currency: r.currency,
            rate: r.rate === null ? null : Number(r.rate),
            counterpart: r.counterpart_name,
            comment: r.comment,
            status: translate(lang, `money.statuses.${r.status}`),
            created: r.created_by_name,
            approved: r.approved_by_name,
          })
          .commit();
      }
      const last = rows.at(-1);
      if (!last || rows.length < BATCH) break;
      after = sql`(o.business_date, o.id) < (${last.business_date}::date, ${last.id})`;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) =>
    stream.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return stream;
}
