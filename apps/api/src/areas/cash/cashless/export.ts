import { type Language, translate } from '@savdo/shared/i18n';
import type { BankBalanceRow, BankCirculationRow, BankOperationRow } from '@savdo/shared/schemas/cashless';
import type { XlsxColumn } from '../../../platform/print/xlsx-list.ts';

const header = (lang: Language) => (key: string) => translate(lang, `cashless.columns.${key}`);

/** The columns of an exported statement-row list (every target's screen and the all-rows one). */
export function bankRowColumns(lang: Language): XlsxColumn<BankOperationRow>[] {
  const t = header(lang);
  return [
    { header: t('date'), width: 12, value: (r) => r.doc_date },
    { header: t('number'), width: 12, value: (r) => r.doc_number },
    { header: t('account'), width: 34, value: (r) => `${r.account_name} ${r.account_number}` },
    {
      header: t('direction'),
      width: 10,
      value: (r) => translate(lang, `cashless.directions.${r.direction}`),
    },
    { header: t('amount'), money: true, value: (r) => r.amount },
    { header: t('currency'), width: 8, value: (r) => r.currency },
    { header: t('counterparty'), width: 30, value: (r) => r.counterparty_name },
    { header: t('inn'), width: 12, value: (r) => r.counterparty_inn },
    { header: t('counterpartyAccount'), width: 24, value: (r) => r.counterparty_account },
    { header: t('purpose'), width: 40, value: (r) => r.purpose },
    {
      header: t('target'),
      width: 30,
      value: (r) =>
        [translate(lang, `cashless.targets.${r.target}`), r.target_name].filter(Boolean).join(': '),
    },
    {
      header: t('classifiedBy'),
      width: 14,
      value: (r) => (r.classified_by ? translate(lang, `cashless.classifiedBy.${r.classified_by}`) : null),
    },
  ];
}

const accountColumns = (lang: Language): XlsxColumn<BankCirculationRow | BankBalanceRow>[] => {
  const t = header(lang);
  return [
    { header: t('firm'), width: 28, value: (r) => r.firm_name },
    { header: t('account'), width: 34, value: (r) => `${r.account_name} ${r.account_number}` },
    { header: t('currency'), width: 8, value: (r) => r.currency },
  ];
};

/** Turnover per account: opening, in, out, closing. */
export function circulationColumns(lang: Language): XlsxColumn<BankCirculationRow>[] {
  const t = header(lang);
  return [
    ...accountColumns(lang),
    { header: t('opening'), money: true, value: (r) => r.opening },
    { header: t('income'), money: true, value: (r) => r.income },
    { header: t('expense'), money: true, value: (r) => r.expense },
    { header: t('closing'), money: true, value: (r) => r.closing },
  ];
}

/** Each account's balance now. */
export function balanceColumns(lang: Language): XlsxColumn<BankBalanceRow>[] {
  return [...accountColumns(lang), { header: header(lang)('balance'), money: true, value: (r) => r.balance }];
}
