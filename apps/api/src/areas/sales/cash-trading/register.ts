import type { FiscalReceiptRow } from '@savdo/shared/schemas/cash-trading';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../../platform/actor/actor.ts';
import type { Db } from '../../../platform/db/client.ts';
import { conflict } from '../../../platform/http/errors.ts';
import type { FiscalRegister } from '../../catalog/integrations/fiscal-register.ts';
import { getTrade } from './queries.ts';
import { sendReceipt } from './receipts.ts';
import { lockTrade, requireRule, tradeObject } from './trade-rows.ts';

/**
 * "Register again" of a trade (`cash_trading.approve`, a fund sale's
 * `cash_trading_fond.approve`): sends its receipts not registered yet (the
 * sale before its refunds), at once rather than at the next background run.
 * Nothing left to register is 409. Answers the trade's receipts.
 */
export async function registerPending(
  db: Db,
  register: FiscalRegister,
  id: number,
  actor: Actor,
): Promise<FiscalReceiptRow[]> {
  const trade = await db.transaction((tx) => lockTrade(tx, id));
  requireRule(actor, `${tradeObject(trade)}.approve`);
  const due = await db.execute<{ id: string }>(sql`select id from cash_trade_receipts
    where trade_id = ${id} and status <> 'REGISTERED' order by id`);
  if (due.rows.length === 0) throw conflict('cashTrading.errors.nothingToRegister');
  for (const row of due.rows) await sendReceipt(db, register, Number(row.id));
  return (await getTrade(db, id, null)).receipts;
}
