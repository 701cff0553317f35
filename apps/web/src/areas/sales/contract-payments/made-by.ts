import type { PaymentSource } from '@savdo/shared/schemas/contract-payments';
import type { TFunction } from 'i18next';

export interface MadeBy {
  created_by_name: string | null;
  /** A payment no person took: its source is shown instead of the system user's name. */
  source?: PaymentSource | null;
}

/** Who made the row: a payment's source (auto-payment, online) when no person took it. */
export const madeBy = (t: TFunction, r: MadeBy): string | null =>
  r.source ? t(`payments.sources.${r.source}`) : r.created_by_name;
