import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { conflict } from '../../../platform/http/errors.ts';

/** The providers money comes in through: Payme (card debits and the merchant API) and Click. */
export type MoneyProvider = 'PAYME' | 'CLICK';

/** The payment type (`payment_types`, group TRANSFER) whose transit account a provider's money lands in. */
export const PROVIDER_PAYMENT_TYPE: Readonly<Record<MoneyProvider, string>> = {
  PAYME: 'Payme',
  CLICK: 'Click',
};

/**
 * The transit account a provider's money lands in until the provider pays
 * it out to the bank (DECISIONS.md "Auto-payment"): `payment_transit` of the
 * payment type named after the provider, made (group TRANSFER) when the
 * company has none yet.
 */
export async function transitAccountOf(
  tx: DbOrTx,
  provider: MoneyProvider,
): Promise<{ kind: 'payment_transit'; ref: number }> {
  const name = PROVIDER_PAYMENT_TYPE[provider];
  const found = await tx.execute<{ id: number }>(
    sql`select id from payment_types where lower(name) = lower(${name}) order by active desc, id limit 1`,
  );
  let id = found.rows[0]?.id;
  if (id === undefined) {
    await tx.execute(
      sql`insert into payment_types (name, "group") values (${name}, 'TRANSFER') on conflict do nothing`,
    );
    const made = await tx.execute<{ id: number }>(
      sql`select id from payment_types where lower(name) = lower(${name}) order by id limit 1`,
    );
    id = made.rows[0]?.id;
  }
  if (id === undefined) throw conflict('autoPay.errors.noPaymentType');
  return { kind: 'payment_transit', ref: Number(id) };
}
