import { type Language, translate } from '@savdo/shared/i18n';
import type { EstimateRow, ProvidedServiceRow, UsageRow } from '@savdo/shared/schemas/expenses';
import type { XlsxColumn } from '../../../platform/print/xlsx-list.ts';

const field = (lang: Language) => (key: string) => translate(lang, `expenses.fields.${key}`);
const status = (lang: Language, value: string) => translate(lang, `expenses.statuses.${value}`);

/** The columns of the exported estimates list. */
export function estimateColumns(lang: Language): XlsxColumn<EstimateRow>[] {
  const t = field(lang);
  return [
    { header: t('number'), width: 8, value: (r) => r.id },
    { header: t('month'), width: 10, value: (r) => r.month },
    { header: t('branch'), width: 24, value: (r) => r.branch_name },
    { header: t('costItem'), width: 28, value: (r) => r.cost_item_name },
    { header: t('amount'), money: true, value: (r) => r.amount },
    { header: t('currency'), width: 8, value: (r) => r.currency },
    { header: t('status'), width: 16, value: (r) => status(lang, r.status) },
    { header: t('comment'), width: 30, value: (r) => r.comment },
    { header: t('createdBy'), width: 22, value: (r) => r.created_by_name },
    { header: t('approvedBy'), width: 22, value: (r) => r.approved_by_name },
  ];
}

/** The columns of the exported estimate usage: plan, fact, rest, percent used. */
export function usageColumns(lang: Language): XlsxColumn<UsageRow>[] {
  const t = field(lang);
  return [
    { header: t('month'), width: 10, value: (r) => r.month },
    { header: t('branch'), width: 24, value: (r) => r.branch_name },
    { header: t('costItem'), width: 28, value: (r) => r.cost_item_name },
    { header: t('currency'), width: 8, value: (r) => r.currency },
    { header: t('plan'), money: true, value: (r) => r.plan },
    { header: t('fact'), money: true, value: (r) => r.fact },
    { header: t('rest'), money: true, value: (r) => r.rest },
    { header: t('percent'), width: 12, value: (r) => Number(r.percent) },
  ];
}

/** The columns of the exported services rendered: owed, paid, rest. */
export function serviceColumns(lang: Language): XlsxColumn<ProvidedServiceRow>[] {
  const t = field(lang);
  return [
    { header: t('number'), width: 8, value: (r) => r.id },
    { header: t('date'), width: 12, value: (r) => r.service_date },
    { header: t('supplier'), width: 28, value: (r) => r.supplier_name },
    { header: t('branch'), width: 24, value: (r) => r.branch_name },
    { header: t('costItem'), width: 28, value: (r) => r.cost_item_name },
    { header: t('description'), width: 32, value: (r) => r.description },
    { header: t('currency'), width: 8, value: (r) => r.currency },
    { header: t('owed'), money: true, value: (r) => r.owed },
    { header: t('paid'), money: true, value: (r) => r.paid },
    { header: t('rest'), money: true, value: (r) => r.rest },
    { header: t('status'), width: 16, value: (r) => status(lang, r.status) },
    { header: t('createdBy'), width: 22, value: (r) => r.created_by_name },
  ];
}
