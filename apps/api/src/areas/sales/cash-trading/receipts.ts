import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { defineJob } from '../../../platform/jobs/registry.ts';
import { settingValue } from '../../../platform/settings/settings.ts';
import type { FiscalKind, FiscalRegister, OfdReceipt } from '../../catalog/integrations/fiscal-register.ts';
import { type FiscalCodes, type ReceiptLine, receiptPayload } from './fiscal-payload.ts';

/** Sends of one receipt the background retry gives up on (a person can still press "register"). */
export const FISCAL_MAX_ATTEMPTS = 20;

/** The codes the receipts carry, from the general settings. */
export async function fiscalCodes(tx: DbOrTx): Promise<FiscalCodes> {
  const db = tx as Db;
  return {
    spic: await settingValue<string>(db, 'fiscal_default_mxik'),
    packageCode: await settingValue<string>(db, 'fiscal_package_code'),
    units: 1,
    vatPercent: await settingValue<number>(db, 'fiscal_vat_percent'),
  };
}

/** Now in Tashkent as the register writes it (`YYYY-MM-DD HH:mm:ss`); a past business date at noon. */
export async function receiptTime(tx: DbOrTx, date: string): Promise<string> {
  const rows = await tx.execute<{ now: string; today: string }>(sql`select
      to_char(now() at time zone 'Asia/Tashkent', 'YYYY-MM-DD HH24:MI:SS') as now,
      ((now() at time zone 'Asia/Tashkent')::date)::text as today`);
  const row = rows.rows[0];
  return row && row.today === date ? row.now : `${date} 12:00:00`;
}

/**
 * Enters a receipt PENDING in the caller's transaction (the one that makes
 * it due), once per sale or return (`doc_key`), with a fresh request id.
 * Answers its id.
 */
export async function enqueueReceipt(
  tx: DbOrTx,
  receipt: { tradeId: number; returnId?: number; kind: FiscalKind },
  input: { lines: readonly ReceiptLine[]; cash: bigint; card: bigint; date: string },
): Promise<number | null> {
  const payload = receiptPayload({
    lines: input.lines,
    cash: input.cash,
    card: input.card,
    time: await receiptTime(tx, input.date),
    codes: await fiscalCodes(tx),
  });
  const key = receipt.kind === 'SALE' ? `sale:${receipt.tradeId}` : `refund:${receipt.returnId}`;
  const rows = await tx.execute<{ id: string }>(sql`insert into cash_trade_receipts
      (trade_id, return_id, kind, doc_key, request_id, payload)
    values (${receipt.tradeId}, ${receipt.returnId ?? null}, ${receipt.kind}, ${key}, ${randomUUID()},
      ${JSON.stringify(payload)}::jsonb)
    on conflict (doc_key) do nothing returning id`);
  return rows.rows[0] ? Number(rows.rows[0].id) : null;
}

export type SendOutcome = 'REGISTERED' | 'FAILED' | 'busy' | 'done';

type Claimed = {
  kind: FiscalKind;
  request_id: string;
  payload: OfdReceipt;
  trade_id: string;
};

/** A refund names the sale receipt it returns; until that one is registered the refund waits. */
async function refundInfo(db: Db, tradeId: number) {
  const rows = await db.execute<{
    terminal_id: string;
    receipt_id: string;
    fiscal_at: string;
    fiscal_sign: string;
  }>(
    sql`select terminal_id, receipt_id, fiscal_at, fiscal_sign from cash_trade_receipts
      where doc_key = ${`sale:${tradeId}`} and status = 'REGISTERED'`,
  );
  const sale = rows.rows[0];
  return sale
    ? {
        TerminalID: sale.terminal_id,
        ReceiptId: sale.receipt_id,
        DateTime: sale.fiscal_at,
        FiscalSign: sale.fiscal_sign,
      }
    : null;
}

/**
 * Registers one receipt. It is claimed first (PENDING or FAILED, or a claim
 * left by a crash five minutes ago → SENDING), so a click and the background
 * retry never send it at once; the register answers a repeated request id
 * with the receipt it made, so a retry after a lost answer never makes two.
 * A registered sale receipt's id and fiscal sign go onto the trade. A
 * failure leaves it FAILED with the register's message, to be retried.
 */
export async function sendReceipt(db: Db, register: FiscalRegister, id: number): Promise<SendOutcome> {
  const claimed = await db.execute<Claimed>(sql`update cash_trade_receipts set status = 'SENDING',
      updated_at = now(), provider = ${register.name}
    where id = ${id} and (status in ('PENDING', 'FAILED')
      or (status = 'SENDING' and updated_at < now() - interval '5 minutes'))
    returning kind, request_id, payload, trade_id`);
  const receipt = claimed.rows[0];
  if (!receipt) {
    const now = await db.execute<{ status: string }>(
      sql`select status from cash_trade_receipts where id = ${id}`,
    );
    return now.rows[0]?.status === 'REGISTERED' ? 'done' : 'busy';
  }
  const tradeId = Number(receipt.trade_id);
  let payload = receipt.payload;
  if (receipt.kind === 'REFUND') {
    const info = await refundInfo(db, tradeId);
    if (!info) return fail(db, id, 'the sale receipt is not registered yet');
    payload = { ...payload, RefundInfo: info };
  }
  const answer = await register
    .register(receipt.kind, receipt.request_id, payload)
    .catch((error: unknown) => ({
      ok: false as const,
      message: error instanceof Error ? error.message : String(error),
    }));
  if (!answer.ok) return fail(db, id, answer.message);
  await db.transaction(async (tx) => {
    await tx.execute(sql`update cash_trade_receipts set status = 'REGISTERED', terminal_id = ${answer.terminalId},
        receipt_id = ${answer.receiptId}, fiscal_sign = ${answer.fiscalSign}, qr_url = ${answer.qrUrl},
        fiscal_at = ${answer.time}, message = null, attempts = attempts + 1, updated_at = now()
      where id = ${id}`);
    if (receipt.kind === 'SALE')
      await tx.execute(sql`update cash_trades set fiscal_sign = ${answer.fiscalSign},
          fiscal_receipt_id = ${answer.receiptId}
        where id = ${tradeId}`);
  });
  return 'REGISTERED';
}

async function fail(db: Db, id: number, message: string): Promise<SendOutcome> {
  await db.execute(sql`update cash_trade_receipts set status = 'FAILED', message = ${message.slice(0, 500)},
      attempts = attempts + 1, updated_at = now()
    where id = ${id}`);
  return 'FAILED';
}

/** Sends the given receipts one by one (after their transaction committed); a failure never throws. */
export async function sendReceipts(db: Db, register: FiscalRegister, ids: readonly number[]): Promise<void> {
  for (const id of ids) await sendReceipt(db, register, id);
}

/**
 * `cash-trading.fiscal-receipts`: every five minutes, registers the receipts
 * not registered yet (pending, failed, or a claim left by a crash), oldest
 * first (a sale before its refunds), up to 100 a run. Should any fail the
 * job fails, so pg-boss retries it with backoff and keeps it in the dead
 * letter after the last retry.
 */
export function fiscalReceiptsJob(register: FiscalRegister) {
  return defineJob({
    name: 'cash-trading.fiscal-receipts',
    singleton: true,
    cron: '*/5 * * * *',
    retry: { limit: 4, delaySeconds: 30, backoff: true, maxDelaySeconds: 1800 },
    run: async (_data, { db }) => {
      const due = await db.execute<{ id: string }>(sql`select id from cash_trade_receipts
        where (status in ('PENDING', 'FAILED')
            or (status = 'SENDING' and updated_at < now() - interval '5 minutes'))
          and attempts < ${FISCAL_MAX_ATTEMPTS}
        order by id limit 100`);
      let registered = 0;
      let failed = 0;
      for (const row of due.rows) {
        const outcome = await sendReceipt(db, register, Number(row.id));
        if (outcome === 'REGISTERED') registered += 1;
        if (outcome === 'FAILED') failed += 1;
      }
      if (failed > 0) throw new Error(`fiscal register refused ${failed} of ${due.rows.length} receipts`);
      return { registered };
    },
  });
}
