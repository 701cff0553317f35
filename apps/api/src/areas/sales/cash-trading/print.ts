import { documentNumber } from '@savdo/shared/documents';
import { type Language, translate } from '@savdo/shared/i18n';
import { toDisplayDate } from '@savdo/shared/validation';
import type { Actor } from '../../../platform/actor/actor.ts';
import type { Db } from '../../../platform/db/client.ts';
import { settingValue } from '../../../platform/settings/settings.ts';
import { getTrade } from './queries.ts';
import type { PrintableReceipt } from './receipt-pdf.ts';
import { requireRule, tradeObject } from './trade-rows.ts';

/** What a trade's receipt prints (`cash_trading.print`, a fund sale's `cash_trading_fond.print`). */
export async function printableReceipt(
  db: Db,
  id: number,
  actor: Actor,
  lang: Language,
): Promise<PrintableReceipt> {
  const trade = await getTrade(db, id, actor);
  requireRule(actor, `${tradeObject(trade)}.print`);
  const sale = trade.receipts.find((r) => r.kind === 'SALE' && r.status === 'REGISTERED');
  return {
    company: await settingValue<string>(db, 'company_name'),
    branch: trade.branch_name,
    number: documentNumber(trade.branch_prefix, trade.number),
    date: toDisplayDate(trade.trade_date),
    cashier: trade.created_by_name,
    client: trade.client_name,
    items: trade.items.map((i) => ({
      name: i.product_name,
      quantity: i.quantity,
      price: i.price,
      sum: i.sum,
      discount: i.discount,
    })),
    discount: trade.discount,
    total: trade.total,
    payments: trade.payments.map((p) => ({
      label: p.payment_type_name ?? translate(lang, `cashTrading.methods.${p.method}`),
      amount: p.amount,
      currency: p.currency,
    })),
    fiscal:
      sale?.terminal_id && sale.receipt_id && sale.fiscal_sign
        ? {
            terminalId: sale.terminal_id,
            receiptId: sale.receipt_id,
            fiscalSign: sale.fiscal_sign,
            qrUrl: sale.qr_url ?? '',
            time: sale.fiscal_at ?? '',
          }
        : null,
  };
}
