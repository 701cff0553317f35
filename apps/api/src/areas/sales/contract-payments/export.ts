import { documentNumber } from '@savdo/shared/documents';
import { type Language, translate } from '@savdo/shared/i18n';
import type { ContractPaymentRow } from '@savdo/shared/schemas/contract-payments';
import type { XlsxColumn } from '../../../platform/print/xlsx-list.ts';

/** The columns of an exported payment list. */
export function paymentColumns(lang: Language): XlsxColumn<ContractPaymentRow>[] {
  const t = (key: string) => translate(lang, `payments.fields.${key}`);
  return [
    { header: t('number'), width: 10, value: (r) => r.id },
    { header: t('date'), width: 12, value: (r) => r.business_date },
    { header: t('contract'), width: 14, value: (r) => documentNumber(r.branch_prefix, r.contract_number) },
    { header: t('client'), width: 30, value: (r) => r.client_name },
    { header: t('amount'), money: true, value: (r) => r.amount },
    { header: t('currency'), width: 8, value: (r) => r.currency },
    { header: t('paidAmount'), money: true, value: (r) => r.paid_amount },
    { header: t('paidCurrency'), width: 8, value: (r) => r.paid_currency },
    { header: t('rate'), width: 10, value: (r) => r.rate },
    { header: t('overpaid'), money: true, value: (r) => r.overpaid },
    {
      header: t('method'),
      value: (r) => (r.method ? translate(lang, `payments.methods.${r.method}`) : null),
    },
    { header: t('cashbox'), width: 24, value: (r) => r.cashbox_name },
    { header: t('status'), value: (r) => translate(lang, `payments.statuses.${r.status}`) },
    { header: t('createdBy'), width: 22, value: (r) => r.created_by_name },
  ];
}
