import type { PaymentSource } from '@savdo/shared/schemas/contract-payments';
import { sql } from 'drizzle-orm';

/**
 * Where a payment came from when no person took it (DECISIONS.md
 * "Auto-payment"): the idempotency key its poster gives it begins with the
 * source's prefix — a card debit of the auto-payment job, a client's payment
 * online. Such settlements are entered by the system user; the lists show
 * the source instead of a name.
 */
export const SOURCE_KEY_PREFIX: Readonly<Record<PaymentSource, string>> = {
  AUTO_PAY: 'auto-pay-debit:',
  ONLINE: 'online-payment:',
};

/** `source` of the settlement `s` (null: taken by a person), for a select list. */
export const settlementSourceSql = sql.raw(
  `case ${Object.entries(SOURCE_KEY_PREFIX)
    .map(([source, prefix]) => `when s.idempotency_key like '${prefix}%' then '${source}'`)
    .join(' ')} end as source`,
);
